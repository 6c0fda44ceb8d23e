import { AppError } from '@folio/core';
import type { ServiceJsonData } from '@folio/sdk';
import { requireAuth } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import { readJsonData } from '../json-data';
import { UTILS_LIMITS } from './limits';
import { noteUse } from './utility-uses';

/** One `file` part of an upload, held in memory: nothing of a utility touches the disk. */
export type UploadedFile = { name: string; mimeType: string; bytes: Uint8Array };

/** A utility's form body (SPEC §7): its `json_data` as the contract types it, and the files. */
export type Upload<Operation extends keyof ServiceJsonData> = {
  options: ServiceJsonData[Operation];
  files: UploadedFile[];
};

const LIMIT_CODES: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
};

/**
 * Reads a utility's multipart body part by part: `json_data` is read as `operationId` takes it
 * (`readJsonData`: the user context is the token's, the options match the contentSchema); files
 * beyond `maxFiles` are drained unread and refused with TOO_MANY_FILES, so the caller learns how
 * many it sent. A body that is not multipart is UNSUPPORTED_MEDIA_TYPE; no file is BAD_REQUEST.
 */
export async function readUpload<Operation extends keyof ServiceJsonData>(
  request: FastifyRequest,
  operationId: Operation,
  { maxFiles }: { maxFiles: number },
): Promise<Upload<Operation>> {
  const user = requireAuth(request);
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'a utility takes a multipart/form-data body',
      detail: { expected: 'multipart/form-data' },
    });
  }
  let jsonData: string | undefined;
  const files: UploadedFile[] = [];
  let fileCount = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'json_data') {
          jsonData = String(part.value);
        }
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      fileCount++;
      if (fileCount > maxFiles) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      files.push({ name: part.filename, mimeType: part.mimetype, bytes: new Uint8Array(bytes) });
    }
  } catch (error) {
    const code = LIMIT_CODES[(error as { code?: string }).code ?? ''];
    if (!code) {
      throw error;
    }
    throw new AppError(code, {
      message: `upload refused: ${(error as Error).message}`,
      ...(code === 'PAYLOAD_TOO_LARGE'
        ? {
            detail: {
              maxBytes: UTILS_LIMITS.maxFileBytes,
              maxMb: Math.round(UTILS_LIMITS.maxFileBytes / (1024 * 1024)),
            },
          }
        : code === 'TOO_MANY_FILES'
          ? { detail: { max: maxFiles, current: fileCount } }
          : {}),
    });
  }
  if (fileCount > maxFiles) {
    throw new AppError('TOO_MANY_FILES', {
      message: `${fileCount} files sent, at most ${maxFiles}`,
      detail: { max: maxFiles, current: fileCount },
    });
  }
  const options = readJsonData(operationId, jsonData, user, {
    maxLength: UTILS_LIMITS.maxJsonBytes,
  });
  if (files.length === 0) {
    throw new AppError('BAD_REQUEST', {
      message: 'no file part',
      detail: { field: 'file' },
    });
  }
  noteUse({ files: files.length });
  return { options, files };
}
