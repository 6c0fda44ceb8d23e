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

/** How a form with files is read: which file fields it has, how many files, its json_data. */
export type StagedFormOptions<Accepted> = {
  /** The names of the file parts (`file`; the chatbot's `files`); other parts are drained. */
  fileFields: readonly string[];
  /** At most this many files (the rest is TOO_MANY_FILES with `max` and `current`). */
  maxFiles: number;
  /** At least one file; BAD_REQUEST without. */
  requireFiles: boolean;
  /** Reads and checks `json_data` before any file is stored; throws the refusal. */
  acceptJsonData: (text: string) => Accepted | Promise<Accepted>;
  /** Checks a file's name (its type) against what was accepted, before its bytes are stored. */
  checkFileName?: (name: string, accepted: Accepted) => void;
};

/**
 * Reads a form of `json_data` plus file parts (SPEC §7) part by part, streaming each file into
 * the blob store as it arrives (its fsync and checks overlapping the next file's bytes, see
 * staging-queue.ts). After the first refusal the rest of the body is read and dropped, so the
 * client gets the answer rather than a broken connection, and every blob this request wrote is
 * deleted: all or nothing. Answers the accepted `json_data` and the staged files for
 * `commitUpload`.
 */
export async function receiveStagedForm<Accepted>(
  request: FastifyRequest,
  deps: StorageDeps,
  owner: Owner,
  options: StagedFormOptions<Accepted>,
): Promise<{ accepted: Accepted; staged: StagedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'a multipart/form-data body is expected',
      detail: { expected: 'multipart/form-data' },
    });
  }
  const maxBytes = deps.limits.uploadMaxFileBytes;
  const queue = createStagingQueue(STAGING_TAILS);
  let accepted: { value: Accepted } | undefined;
  let failure: unknown;
  let fileCount = 0;
  try {
    // A file over the limit is cut there and flagged (`truncated`), not thrown mid-body. One
    // file more than allowed is read, so the refusal can say how many were sent.
    const formOptions = {
      limits: {
        fileSize: maxBytes,
        fields: 10,
        fieldSize: JSON_DATA_MAX_LENGTH,
        parts: UPLOAD_MAX_FILES + 10,
        files: UPLOAD_MAX_FILES,
      },
      throwFileSizeLimit: false,
      // The name as sent, path included: a `../` name is refused, not quietly shortened.
      preservePath: true,
    };
    const parts = request.parts(formOptions);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (failure === undefined && part.fieldname === 'json_data' && accepted === undefined) {
          try {
            accepted = { value: await options.acceptJsonData(String(part.value)) };
          } catch (error) {
            failure = error;
          }
        }
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      fileCount++;
      if (failure !== undefined || queue.firstFailure() !== undefined) {
        part.file.resume();
        continue;
      }
      if (fileCount > options.maxFiles) {
        failure = new AppError('TOO_MANY_FILES', {
          message: `at most ${options.maxFiles} files`,
          detail: { max: options.maxFiles, current: fileCount },
        });
        part.file.resume();
        continue;
      }
      if (options.checkFileName !== undefined) {
        try {
          if (accepted === undefined) {
            throw new AppError('BAD_REQUEST', {
              message: 'json_data comes before the files',
              detail: { field: 'json_data' },
            });
          }
          options.checkFileName(part.filename, accepted.value);
        } catch (error) {
          failure = error;
          part.file.resume();
          continue;
        }
      }
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
  if (failure instanceof AppError && failure.code === 'TOO_MANY_FILES') {
    // The count of every file part sent, not only of those up to the limit.
    failure = new AppError('TOO_MANY_FILES', {
      message: failure.message,
      detail: { max: options.maxFiles, current: fileCount },
    });
  }
  if (failure === undefined && accepted === undefined) {
    failure = new AppError('BAD_REQUEST', {
      message: 'no json_data field',
      detail: { field: 'json_data' },
    });
  }
  if (failure === undefined && options.requireFiles && fileCount === 0) {
    failure = new AppError('BAD_REQUEST', {
      message: 'no file part',
      detail: { field: options.fileFields[0] },
    });
  }
  if (failure !== undefined || accepted === undefined) {
    await deleteBlobsAfterCommit(
      deps,
      staged.map((file) => file.blobKey),
    );
    throw failure;
  }
  return { accepted: accepted.value, staged };
}

/** Reads an uploadFiles body (SPEC §7: `json_data` plus repeated `file` parts). */
export async function receiveMultipartUpload(
  request: FastifyRequest,
  deps: StorageDeps,
  owner: Owner,
  checkTarget: (target: UploadTarget) => void,
): Promise<{ target: UploadTarget; staged: StagedFile[] }> {
  const auth = requireAuth(request);
  const { accepted, staged } = await receiveStagedForm(request, deps, owner, {
    fileFields: ['file'],
    maxFiles: UPLOAD_MAX_FILES,
    requireFiles: true,
    acceptJsonData: (text) => {
      const data = readJsonData('uploadFiles', text, auth);
      const target: UploadTarget = {
        folder: data.topico ?? undefined,
        replace: data.replace === true,
        category: data.category ?? null,
        configName: data.config_name ?? null,
      };
      checkTarget(target);
      return target;
    },
  });
  return { target: accepted, staged };
}
