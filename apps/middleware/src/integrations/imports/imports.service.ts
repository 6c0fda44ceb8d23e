import { randomUUID } from 'node:crypto';

import { AppError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import type { Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { targetFolderName } from '../../storage/storage.feature';
import type { CloudProvider, ProviderId } from '../cloud-provider';
import type { OAuthService } from '../oauth/oauth.service';
import { CLOUD_IMPORT_JOB_KIND } from './cloud-import.job';
import { findImport, insertImport, selectItems, setImportJob } from './imports.queries';

type CloudImport = MiddlewareComponents['schemas']['CloudImport'];
type ErrorCode = MiddlewareComponents['schemas']['ErrorCode'];

/** What the import service needs: the database, the grants, the providers. */
export type ImportDeps = {
  db: Kysely<Tables>;
  oauth: OAuthService;
  providers: Readonly<Record<ProviderId, CloudProvider>>;
};

/** The `uploads` folder's name, where an import without a folder lands (as an upload does). */
const UPLOADS_FOLDER = 'uploads';

/** Imports from a connected account into Files, as durable jobs (issue 14). */
export function createImportService(deps: ImportDeps) {
  const { db } = deps;

  async function read(userId: string, importId: string): Promise<CloudImport> {
    const row = await findImport(db, importId);
    if (!row || row.user_id !== userId) {
      throw new AppError('RESOURCE_NOT_FOUND', {
        message: `import ${importId} not found`,
        detail: { resource: 'import' },
      });
    }
    const items = await selectItems(db, importId);
    return {
      id: row.id,
      provider: row.provider as ProviderId,
      folder: row.folder,
      status: row.status,
      items: items.map((item) => ({
        remoteId: item.remote_id,
        name: item.name,
        state: item.state,
        bytes: Number(item.bytes),
        errorCode: (item.error_code as ErrorCode | null) ?? null,
        fileId: item.state === 'done' ? item.file_id : null,
      })),
      createdAt: row.created_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
    };
  }

  return {
    read,

    /**
     * Queues an import of the selected items (SPEC §5: at least one, the contract says so) into
     * `folder`, else the provider's default (SPEC §9: `sharepoint`), else `uploads`. The grant
     * is tried first (one cheap call), so a missing or refused one is the answer rather than a
     * failed job.
     */
    async start(
      userId: string,
      providerId: ProviderId,
      request: { itemIds: readonly string[]; folder?: string | undefined },
    ): Promise<CloudImport> {
      await deps.oauth.withAccessToken(userId, providerId, (token) =>
        deps.providers[providerId].drive.accountEmail(token),
      );
      const requested = request.folder ?? deps.providers[providerId].defaultFolder;
      const folder =
        (requested === undefined
          ? undefined
          : targetFolderName({ folder: requested, replace: false })) ?? UPLOADS_FOLDER;
      const importId = randomUUID();
      const remoteIds = [...new Set(request.itemIds)];
      await db.transaction().execute(async (trx) => {
        await insertImport(trx, {
          id: importId,
          userId,
          provider: providerId,
          folder,
          items: remoteIds.map((remoteId) => ({ remoteId, name: remoteId, fileId: randomUUID() })),
        });
        const jobId = await enqueueJob(trx, {
          kind: CLOUD_IMPORT_JOB_KIND,
          payload: { importId },
          maxAttempts: 5,
        });
        await setImportJob(trx, importId, jobId);
      });
      return read(userId, importId);
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
