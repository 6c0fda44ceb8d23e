import { randomUUID } from 'node:crypto';

import { AppError } from '@folio/core';

import { findFilesByIds } from '../files.queries';
import type { Owner } from '../owners';
import type { StorageDeps } from '../storage-deps';
import { blobNameOf } from '../stored-file';
import { commitUpload, type UploadTarget } from '../upload/commit-upload';
import { stageFile } from '../upload/stage-file';
import type { TusDatastore } from './tus-datastore';
import type { LandingRecords } from './tus-records';

/** A tus upload's metadata as Folio reads it (`Upload-Metadata`: filename, topico, replace). */
export type TusFileMetadata = UploadTarget & { filename: string; clientMimeType: string };

/** Reads `Upload-Metadata` (decoded by tus); a missing `filename` is MISSING_PARAMETERS. */
export function readTusMetadata(
  metadata: Record<string, string | null> | undefined,
): TusFileMetadata {
  const value = (key: string) => metadata?.[key] ?? undefined;
  const filename = value('filename') ?? value('name');
  if (filename === undefined || filename === '') {
    throw new AppError('MISSING_PARAMETERS', {
      message: 'tus upload without a filename',
      detail: { field: 'Upload-Metadata.filename' },
    });
  }
  const category = value('category');
  return {
    filename,
    clientMimeType: value('filetype') ?? value('type') ?? '',
    folder: value('topico'),
    replace: value('replace') === 'true' || value('replace') === '1',
    category: category === 'config' || category === 'chat' ? category : null,
    configName: value('config_name') ?? null,
  };
}

/** What a landed upload answers: the stored file. */
export type LandedFile = { fileId: string; blobName: string; size: number };

/** A refusal (4xx): the upload can never land, so its data goes. Faults (5xx) keep it for a retry. */
function isRefusal(error: unknown): boolean {
  return error instanceof AppError && error.status < 500;
}

/**
 * Lands finished tus uploads exactly once (issue 5: "the same checks and landing as uploadFiles"):
 * the file id is chosen and recorded first; the completed part is streamed into the blob store
 * with uploadFiles' checks, the row inserted and indexing queued in one transaction; then the
 * record says `landed` and the tus part is deleted. Run again after a crash at any step, it
 * finds the row of the recorded id, or redoes the steps under the same id, never a second file.
 * One landing per upload at a time in this process (tus uploads of one id go to one host).
 */
export function createTusLanding(
  deps: StorageDeps,
  datastore: TusDatastore,
  records: LandingRecords,
) {
  const running = new Map<string, Promise<LandedFile>>();

  async function finish(uploadId: string, landed: LandedFile): Promise<LandedFile> {
    await records.set(uploadId, { state: 'landed', ...landed });
    await datastore.remove(uploadId).catch((error: unknown) => {
      deps.log.warn({ err: error, uploadId }, 'landed tus part not removed; expiry sweeps it');
    });
    return landed;
  }

  async function land(uploadId: string, owner: Owner): Promise<LandedFile> {
    const record = await records.get(uploadId);
    if (record?.state === 'landed') {
      return { fileId: record.fileId, blobName: record.blobName, size: record.size };
    }
    const upload = await datastore.getUpload(uploadId);
    if (upload.size === undefined || upload.offset !== upload.size) {
      throw new AppError('BAD_REQUEST', {
        message: 'tus upload not complete',
        detail: { offset: upload.offset, size: upload.size ?? null },
      });
    }
    const fileId = record?.fileId ?? randomUUID();
    if (!record) {
      await records.set(uploadId, { state: 'landing', fileId });
    }
    const [already] = await findFilesByIds(deps.db, owner.userId, [fileId]);
    if (already) {
      return finish(uploadId, {
        fileId,
        blobName: blobNameOf(already.topico, already.filename),
        size: Number(already.size),
      });
    }
    try {
      const metadata = readTusMetadata(upload.metadata);
      const staged = await stageFile(deps, owner, {
        name: metadata.filename,
        clientMimeType: metadata.clientMimeType,
        source: await datastore.read(uploadId),
        fileId,
      });
      const [row] = await commitUpload(deps, owner, metadata, [staged]);
      if (!row) {
        throw new AppError('INTERNAL_SERVER_ERROR', { message: 'landed row missing' });
      }
      return await finish(uploadId, {
        fileId,
        blobName: blobNameOf(row.topico, row.filename),
        size: Number(row.size),
      });
    } catch (error) {
      if (isRefusal(error)) {
        await datastore.remove(uploadId).catch(() => undefined);
        await records.delete(uploadId);
      }
      throw error;
    }
  }

  return {
    /** Lands a finished upload of `owner`, or answers where it already landed. */
    land(uploadId: string, owner: Owner): Promise<LandedFile> {
      const current = running.get(uploadId);
      if (current) {
        return current;
      }
      const work = land(uploadId, owner).finally(() => running.delete(uploadId));
      running.set(uploadId, work);
      return work;
    },
    /** Where an upload landed, if it has. */
    async landed(uploadId: string): Promise<LandedFile | undefined> {
      const record = await records.get(uploadId);
      return record?.state === 'landed'
        ? { fileId: record.fileId, blobName: record.blobName, size: record.size }
        : undefined;
    },
  };
}

export type TusLanding = ReturnType<typeof createTusLanding>;
