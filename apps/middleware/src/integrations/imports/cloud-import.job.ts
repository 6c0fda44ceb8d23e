import { AppError } from '@folio/core';
import type { Kysely } from 'kysely';

import type { Logger } from '../../db/logger';
import type { Tables } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { payloadId } from '../../jobs/job-handler';
import {
  commitUpload,
  stageFile,
  type Owner,
  type StorageDeps,
} from '../../storage/storage.feature';
import type { CloudProvider, ProviderId } from '../cloud-provider';
import type { OAuthService } from '../oauth/oauth.service';
import { countBytes } from './counted-bytes';
import {
  failOpenItems,
  findImport,
  finishImport,
  selectItems,
  updateItem,
} from './imports.queries';

/** The job kind of an import (issue 14), namespaced by its feature. */
export const CLOUD_IMPORT_JOB_KIND = 'integrations.import';

export type CloudImportJobDeps = {
  db: Kysely<Tables>;
  storage: StorageDeps;
  oauth: OAuthService;
  providers: Readonly<Record<ProviderId, CloudProvider>>;
  log: Logger;
};

const PROGRESS_EVERY_BYTES = 256 * 1024;
const MIB = 1024 * 1024;

/** Codes after which no other file of the import can work: the grant or the configuration. */
const STOPPING_CODES = new Set([
  'CLOUD_RECONNECT_REQUIRED',
  'INTEGRATION_NOT_CONNECTED',
  'INTEGRATION_NOT_CONFIGURED',
]);

/** The code a failed file is reported with. */
function codeOf(error: unknown): string {
  if (error instanceof AppError) {
    // The upload checks' own refusal of a file over the limit, as the cloud family says it.
    return error.code === 'PAYLOAD_TOO_LARGE' ? 'CLOUD_FILE_TOO_LARGE' : error.code;
  }
  return 'CLOUD_SERVICE_ERROR';
}

async function ownerOf(db: Kysely<Tables>, storage: StorageDeps, userId: string): Promise<Owner> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) {
    throw new AppError('UNAUTHORIZED', { message: 'the import’s account is gone' });
  }
  return storage.owners.ofSubject(user.email);
}

/**
 * Lands an import's files in Files one by one (issue 14). Each file streams from the provider
 * through the upload checks (`stageFile`: clean name, allowed type, size, content) under the id
 * chosen when the import was created, and its row is committed in the same transaction that
 * marks the item done; so a run killed at any point and run again skips what landed and redoes
 * only what did not, and no file lands twice. A failing file is recorded with its code and the
 * others go on; a grant the provider refuses stops the rest with CLOUD_RECONNECT_REQUIRED.
 */
export function createCloudImportJob(deps: CloudImportJobDeps): JobHandler {
  const { db, storage } = deps;

  const handler: JobHandler = async (context) => {
    const importId = payloadId(context.payload, 'importId', CLOUD_IMPORT_JOB_KIND);
    const row = await findImport(db, importId);
    if (!row || row.status !== 'running') {
      return { status: row?.status ?? 'gone' };
    }
    const providerId = row.provider as ProviderId;
    const provider = deps.providers[providerId];
    const owner = await ownerOf(db, storage, row.user_id);
    const maxBytes = storage.limits.uploadMaxFileBytes;
    const items = await selectItems(db, importId);
    let settled = items.filter((item) => item.state === 'done' || item.state === 'failed').length;

    for (const item of items.filter(
      (each) => each.state === 'queued' || each.state === 'downloading',
    )) {
      context.signal.throwIfAborted();
      let body: AsyncIterable<Uint8Array> | undefined;
      try {
        await updateItem(db, importId, item.position, { state: 'downloading', bytes: 0 });
        const download = await deps.oauth.withAccessToken(row.user_id, providerId, (token) =>
          provider.drive.prepareDownload(token, item.remote_id, context.signal),
        );
        await updateItem(db, importId, item.position, { name: download.name });
        if (download.size !== null && download.size > maxBytes) {
          throw new AppError('CLOUD_FILE_TOO_LARGE', {
            message: `${download.name} is ${download.size} bytes`,
            detail: {
              file: download.name,
              maxBytes,
              maxMb: Math.round((maxBytes / MIB) * 10) / 10,
            },
          });
        }
        body = await download.open(context.signal);
        const staged = await stageFile(storage, owner, {
          name: download.name,
          clientMimeType: download.mimeType,
          source: countBytes(body, PROGRESS_EVERY_BYTES, (bytes) =>
            updateItem(db, importId, item.position, { bytes }),
          ),
          fileId: item.file_id,
        });
        await commitUpload(storage, owner, { folder: row.folder, replace: false }, [staged], {
          alsoInTransaction: (trx) =>
            updateItem(trx, importId, item.position, {
              state: 'done',
              name: staged.filename,
              bytes: staged.size,
              errorCode: null,
            }),
        });
      } catch (error) {
        await cancelBody(body);
        if (context.signal.aborted) {
          // Lease lost or shutting down: the item stays open and the next run redoes it.
          throw error;
        }
        const code = codeOf(error);
        if (!(error instanceof AppError)) {
          deps.log.error({ err: error, importId, item: item.position }, 'cloud import file failed');
        }
        if (STOPPING_CODES.has(code)) {
          await failOpenItems(db, importId, code);
          break;
        }
        await updateItem(db, importId, item.position, { state: 'failed', errorCode: code });
      }
      settled += 1;
      await context.progress(settled, items.length);
    }
    const status = await finishImport(db, importId);
    return { status };
  };

  handler.onAbandoned = async (job) => {
    const importId = payloadId(job.payload, 'importId', CLOUD_IMPORT_JOB_KIND);
    await failOpenItems(db, importId, 'CLOUD_SERVICE_ERROR');
    await finishImport(db, importId);
  };
  return handler;
}

/** Stops a download that will not be read to its end, so its connection is freed. */
async function cancelBody(body: AsyncIterable<Uint8Array> | undefined): Promise<void> {
  const stream = body as { cancel?: () => Promise<void> } | undefined;
  await stream?.cancel?.().catch(() => undefined);
}
