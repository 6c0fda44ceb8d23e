import { expectData } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';
import { waitFor, type WaitOptions } from './wait';

/** An import from a cloud account into Files, with each file's state (integrations.yaml). */
export type CloudImport = components['schemas']['CloudImport'];

/**
 * A started import. It is a durable job on the server (it goes on when this process ends); the
 * handle reads it until it is over.
 */
export type CloudImportHandle = {
  readonly id: string;
  /** The import as it was answered when it started. */
  readonly started: CloudImport;
  /** Reads the import now. */
  status(options?: CallOptions): Promise<CloudImport>;
  /**
   * Resolves with the import once it is no longer running: `done`, `partial` (the files that
   * failed carry their `errorCode`, the others are in Files) or `failed`. `onRead` hears each
   * reading. The timeout, if any, is for the whole wait.
   */
  done(options?: WaitOptions & { onRead?: (current: CloudImport) => void }): Promise<CloudImport>;
};

/** Reads an import by its id. */
export function readCloudImport(
  context: ClientContext,
  importId: string,
  options?: CallOptions,
): Promise<CloudImport> {
  return runCall(context, options, (signal) =>
    expectData(
      context.clients.middleware.GET('/integration-imports/{import_id}', {
        params: { path: { import_id: importId } },
        signal,
      }),
    ),
  );
}

/** The handle of an import the server answered as started. */
export function createCloudImport(context: ClientContext, started: CloudImport): CloudImportHandle {
  const status = (options?: CallOptions) => readCloudImport(context, started.id, options);
  return {
    id: started.id,
    started,
    status,
    done: (options = {}) =>
      waitFor(context.clock, started, status, (current) => current.status !== 'running', {
        ...options,
        what: `Import ${started.id}`,
      }),
  };
}
