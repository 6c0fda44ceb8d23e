import { expectData, type FolioClients } from '../clients';
import { FolioError } from '../errors';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions } from './call';

/** A host's health answer (health.yaml `HealthResponse`). */
export type Health = components['schemas']['HealthResponse'];
/** What every client needs before sign-in: version, demo mode, limits, AI, sign-in ways. */
export type PublicConfig = components['schemas']['PublicConfigResponse'];
/** One of Folio's two hosts. */
export type FolioHost = 'middleware' | 'service';

/** What the system resource reads through. */
export type SystemContext = {
  clients: () => FolioClients;
  timeoutMs: number | undefined;
  /** Runs before a service call, e.g. to learn the service's address from the public config. */
  beforeService?: () => Promise<void>;
};

/** True for a body shaped as Folio's health answer. */
function isHealth(body: unknown): body is Health {
  if (typeof body !== 'object' || body === null) {
    return false;
  }
  const { status, version } = body as Record<string, unknown>;
  return status === 'ok' && typeof version === 'string';
}

/** The servers themselves: whether a host is up, and the public configuration. No session needed. */
export function createSystemResource(context: SystemContext) {
  return {
    /**
     * Whether a host is up (SPEC §4: `GET` on its base URL), the middleware by default; answers
     * its version. An address that answers, but not as a Folio host (a web page, a proxy), fails
     * with API_REQUEST_ERROR; one that does not answer with NETWORK_ERROR.
     */
    async health(options: CallOptions & { host?: FolioHost } = {}): Promise<Health> {
      const isService = options.host === 'service';
      if (isService) {
        await context.beforeService?.();
      }
      const answer = await runCall(context, options, (signal) => {
        const clients = context.clients();
        return isService
          ? clients.service.GET('/', { parseAs: 'text', signal })
          : clients.middleware.GET('/', { parseAs: 'text', signal });
      });
      let body: unknown;
      try {
        body = JSON.parse(answer.data ?? '');
      } catch {
        body = undefined;
      }
      if (!isHealth(body)) {
        throw new FolioError('API_REQUEST_ERROR', 'The address answered, but not as a Folio host', {
          status: answer.response.status,
        });
      }
      return body;
    },
    /** The public configuration: version, demo mode, upload limits, AI and sign-in ways. */
    config(options?: CallOptions): Promise<PublicConfig> {
      return runCall(context, options, (signal) =>
        expectData(context.clients().middleware.GET('/config', { signal })),
      );
    },
  };
}

/** The system resource of a client. */
export type SystemResource = ReturnType<typeof createSystemResource>;
