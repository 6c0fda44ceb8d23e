import { AppError } from '@folio/core';
import { JSON_DATA_MAX_LENGTH, requireAuth } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import { readJsonData } from '../../json-data';
import { deleteBlobsAfterCommit } from '../blob-cleanup';
import type { Owner } from '../owners';
import type { StorageDeps } from '../storage-deps';
import type { UploadTarget } from './commit-upload';
import { stageFile, tooLarge, type StagedFile } from './stage-file';
import { createStagingQueue } from './staging-queue';

/** Files one uploadFiles request may carry (the rest is TOO_MANY_FILES). */
export const UPLOAD_MAX_FILES = 1_000;

// Files of one request whose fsync and checks may run behind the next file's bytes.
const STAGING_TAILS = 4;

const LIMIT_CODES: Record<string, AppError['code']> = {
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

function toAppError(error: unknown, maxBytes: number): unknown {
  const code = LIMIT_CODES[(error as { code?: string } | null)?.code ?? ''];
  if (!code) {
    return error;
  }
  if (code === 'PAYLOAD_TOO_LARGE') {
    return tooLarge('', maxBytes);
  }
  return new AppError(code, {
    message: `upload refused: ${(error as Error).message}`,
    ...(code === 'TOO_MANY_FILES' ? { detail: { max: UPLOAD_MAX_FILES } } : {}),
  });
}

/**
 * Reads an uploadFiles body part by part (SPEC §7: `json_data` plus repeated `file` parts),
 * streaming each file into the blob store as it arrives (its fsync and checks overlapping the
 * next file's bytes, see staging-queue.ts). After the first refusal the rest of the
 * body is read and dropped, so the client gets the answer rather than a broken connection, and
 * every blob this request wrote is deleted: all or nothing. Answers the target and the staged
 * files for `commitUpload`.
 */
export async function receiveMultipartUpload(
  request: FastifyRequest,
  deps: StorageDeps,
  owner: Owner,
  checkTarget: (target: UploadTarget) => void,
): Promise<{ target: UploadTarget; staged: StagedFile[] }> {
  const auth = requireAuth(request);
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'an upload is a multipart/form-data body',
      detail: { expected: 'multipart/form-data' },
    });
  }
  const maxBytes = deps.limits.uploadMaxFileBytes;
  const queue = createStagingQueue(STAGING_TAILS);
  let target: UploadTarget | undefined;
  let failure: unknown;
  let fileCount = 0;
  const accept = (text: string) => {
    const data = readJsonData('uploadFiles', text, auth);
    const accepted: UploadTarget = {
      folder: data.topico ?? undefined,
      replace: data.replace === true,
      category: data.category ?? null,
      configName: data.config_name ?? null,
    };
    checkTarget(accepted);
    target = accepted;
  };
  try {
    // A file over the limit is cut there and flagged (`truncated`), not thrown mid-body.
    const options = {
      limits: {
        fileSize: maxBytes,
        files: UPLOAD_MAX_FILES,
        fields: 10,
        fieldSize: JSON_DATA_MAX_LENGTH,
        parts: UPLOAD_MAX_FILES + 10,
      },
      throwFileSizeLimit: false,
      // The name as sent, path included: a `../` name is refused, not quietly shortened.
      preservePath: true,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (failure === undefined && part.fieldname === 'json_data') {
          try {
            accept(String(part.value));
          } catch (error) {
            failure = error;
          }
        }
        continue;
      }
      if (
        failure !== undefined ||
        queue.firstFailure() !== undefined ||
        part.fieldname !== 'file'
      ) {
        part.file.resume();
        continue;
      }
      fileCount++;
      const staging = stageFile(deps, owner, {
        name: part.filename,
        clientMimeType: part.mimetype,
        source: part.file,
        wasTruncated: () => part.file.truncated,
      });
      await queue.add(staging, part.file);
    }
  } catch (error) {
    failure ??= toAppError(error, maxBytes);
  }
  const settled = await queue.settle();
  const staged = settled.staged;
  failure ??= settled.failure;
  if (failure === undefined && target === undefined) {
    failure = new AppError('BAD_REQUEST', {
      message: 'no json_data field',
      detail: { field: 'json_data' },
    });
  }
  if (failure === undefined && fileCount === 0) {
    failure = new AppError('BAD_REQUEST', { message: 'no file part', detail: { field: 'file' } });
  }
  if (failure !== undefined || target === undefined) {
    await deleteBlobsAfterCommit(
      deps,
      staged.map((file) => file.blobKey),
    );
    throw failure;
  }
  return { target, staged };
}
