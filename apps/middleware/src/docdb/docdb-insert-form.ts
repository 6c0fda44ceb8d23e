// The body of docdbInsert (SPEC §7 "Insert (json_data with configName and date, plus files)"):
// `json_data`, then PDFs as repeated `file` parts, each streamed into the blob store as it
// arrives. All or nothing: after a refusal the rest of the body is drained and every blob this
// request wrote is deleted.
import { randomUUID } from 'node:crypto';

import { AppError } from '@folio/core';
import type { MiddlewareJsonData } from '@folio/sdk';
import { requireAuth } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { BlobStore } from '../blobs/blob-store';
import { readJsonData } from '../json-data';
import type { StorageDeps } from '../storage/storage.feature';
import {
  cleanUploadName,
  deleteBlobsAfterCommit,
  putBlobOrQueueItsDeletion,
  tooLarge,
} from '../storage/storage.feature';

/** PDFs one insert may carry. */
export const DOCDB_MAX_FILES = 100;
const JSON_DATA_MAX_BYTES = 4 * 1024 * 1024;
const PDF_MAGIC = '%PDF-';

/** A received PDF, its blob written, waiting for its row. */
export type StagedPdf = { id: string; fileName: string; blobKey: string; size: number };

/** The blob key of a document-database file: by id, never by name. */
export function docdbBlobKey(userId: string, fileId: string): string {
  return `docdb/${userId}/${fileId}`;
}

/** Whether a blob starts like a PDF. */
export async function isPdfBlob(blobs: BlobStore, key: string): Promise<boolean> {
  const stream = await blobs.get(key);
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream) {
      head = Buffer.concat([head, chunk as Buffer]);
      if (head.length >= PDF_MAGIC.length) {
        break;
      }
    }
  } finally {
    stream.destroy();
  }
  return head.subarray(0, PDF_MAGIC.length).toString('latin1') === PDF_MAGIC;
}

/** The `json_data` of docdbInsert, as the contract types it. */
export type InsertJsonData = MiddlewareJsonData['docdbInsert'];

/**
 * Reads the form: `json_data` is read (`readJsonData`, the user context checked) as soon as it
 * arrives, and must come before the files, as `jsonDataForm` sends it; each `file` part must be
 * a PDF within the upload size limit. Answers `json_data` and the staged PDFs.
 */
export async function receiveInsertForm(
  request: FastifyRequest,
  deps: Pick<StorageDeps, 'blobs' | 'db' | 'log' | 'limits'>,
  userId: string,
): Promise<{ jsonData: InsertJsonData; files: StagedPdf[] }> {
  const auth = requireAuth(request);
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'an insert is a multipart/form-data body',
      detail: { expected: 'multipart/form-data' },
    });
  }
  const maxBytes = deps.limits.uploadMaxFileBytes;
  const files: StagedPdf[] = [];
  let jsonData: InsertJsonData | undefined;
  let failure: unknown;
  const refuse = (error: unknown) => {
    failure ??= error;
  };
  try {
    // A file over the limit is cut there and flagged (`truncated`), not thrown mid-body.
    const options = {
      limits: {
        fileSize: maxBytes,
        files: DOCDB_MAX_FILES,
        fields: 5,
        fieldSize: JSON_DATA_MAX_BYTES,
      },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'json_data' && jsonData === undefined && failure === undefined) {
          try {
            jsonData = readJsonData('docdbInsert', String(part.value), auth, {
              maxLength: JSON_DATA_MAX_BYTES,
            });
          } catch (error) {
            refuse(error);
          }
        }
        continue;
      }
      if (failure !== undefined || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      if (jsonData === undefined) {
        refuse(
          new AppError('BAD_REQUEST', {
            message: 'json_data must come before the files',
            detail: { field: 'json_data' },
          }),
        );
        part.file.resume();
        continue;
      }
      const id = randomUUID();
      const blobKey = docdbBlobKey(userId, id);
      try {
        const fileName = cleanUploadName(part.filename);
        const stored = await putBlobOrQueueItsDeletion(deps, blobKey, part.file);
        files.push({ id, fileName, blobKey, size: stored.size });
        if (part.file.truncated) {
          refuse(tooLarge(fileName, maxBytes));
        } else if (!(await isPdfBlob(deps.blobs, blobKey))) {
          refuse(
            new AppError('FILE_VALIDATION_ERROR', {
              message: `${fileName} is not a PDF`,
              detail: { file: fileName, reason: 'not-pdf' },
            }),
          );
        }
      } catch (error) {
        refuse(error);
        if (!part.file.readableEnded && !part.file.destroyed) {
          part.file.resume();
        }
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    refuse(
      code === 'FST_FILES_LIMIT'
        ? new AppError('TOO_MANY_FILES', {
            message: 'too many files',
            detail: { max: DOCDB_MAX_FILES },
          })
        : typeof code === 'string' && code.startsWith('FST_')
          ? new AppError('BAD_REQUEST', { message: `form refused: ${code}` })
          : error,
    );
  }
  if (failure === undefined && jsonData === undefined) {
    refuse(
      new AppError('BAD_REQUEST', {
        message: 'no json_data field',
        detail: { field: 'json_data' },
      }),
    );
  }
  if (failure !== undefined || jsonData === undefined) {
    await deleteBlobsAfterCommit(
      deps,
      files.map((file) => file.blobKey),
    );
    throw failure;
  }
  return { jsonData, files };
}
