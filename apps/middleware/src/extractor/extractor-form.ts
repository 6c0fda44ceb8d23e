// The form bodies of the extractor (SPEC §7: `json_data` plus one `file`, or form fields): read
// part by part, the file spooled to a temporary file (the ZIP reader needs random access; the
// example is read twice), never held whole in memory.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { AppError } from '@folio/core';
import type { MiddlewareJsonData } from '@folio/sdk';
import { requireAuth } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import { readJsonData } from '../json-data';
import { tooLarge } from '../storage/storage.feature';

/** A file received with a form, on disk until `dispose()`. */
export type SpooledFile = { path: string; name: string; mimeType: string };

/** A form's text fields and its file, if any; `dispose()` removes the file. */
export type ExtractorForm = {
  fields: Record<string, string>;
  file: SpooledFile | undefined;
  dispose(): Promise<void>;
};

const FIELD_MAX_BYTES = 4 * 1024 * 1024;
const MAX_FIELDS = 10;

/**
 * Reads a multipart/form-data body: text fields by name (the first of each), and the first `file`
 * part spooled to a temporary file. Other file parts are drained unread. A file over `maxBytes` is
 * PAYLOAD_TOO_LARGE; a body that is not multipart is UNSUPPORTED_MEDIA_TYPE.
 */
export async function readExtractorForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ExtractorForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'a multipart/form-data body is expected',
      detail: { expected: 'multipart/form-data' },
    });
  }
  const dir = await mkdtemp(join(tmpdir(), 'folio-extractor-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let file: SpooledFile | undefined;
  // After a refusal the rest of the body is read and dropped, so the client gets the answer.
  let failure: AppError | undefined;
  try {
    // A file over the limit is cut there and flagged (`truncated`), not thrown mid-body.
    const options = {
      limits: { fileSize: maxBytes, files: 5, fields: MAX_FIELDS, fieldSize: FIELD_MAX_BYTES },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] ??= String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file !== undefined || failure !== undefined) {
        part.file.resume();
        continue;
      }
      const path = join(dir, 'upload');
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) {
        failure = tooLarge(part.filename, maxBytes);
        continue;
      }
      file = { path, name: part.filename, mimeType: part.mimetype };
    }
    if (failure !== undefined) {
      throw failure;
    }
    return { fields, file, dispose };
  } catch (error) {
    await dispose();
    throw toFormError(error);
  }
}

function toFormError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError('BAD_REQUEST', {
      message: `form refused: ${(error as Error).message}`,
      detail: { reason: code.toLowerCase() },
    });
  }
  return error;
}

/** The extractor's form operations, whose `json_data` is read here. */
type ExtractorFormOperation = 'configureDocument' | 'extractZip' | 'updateDocument';

/**
 * The form's `json_data` as `operationId` takes it (`readJsonData`: the user context checked
 * against the token, then the operation's contentSchema), up to the form's field size.
 */
export function formJsonData<Operation extends ExtractorFormOperation>(
  form: Pick<ExtractorForm, 'fields'>,
  operationId: Operation,
  request: FastifyRequest,
): MiddlewareJsonData[Operation] {
  return readJsonData(operationId, form.fields['json_data'], requireAuth(request), {
    maxLength: FIELD_MAX_BYTES,
  });
}

/** The file a form must carry; BAD_REQUEST without one. */
export function requireFile(form: ExtractorForm): SpooledFile {
  if (form.file === undefined) {
    throw new AppError('BAD_REQUEST', { message: 'no file part', detail: { field: 'file' } });
  }
  return form.file;
}

/**
 * The wizard's example (configureDocument): the form's `file`, or the id of a stored file given
 * as `example_file_id`. Exactly one: both is BAD_REQUEST (`file_and_example_file_id`), neither is
 * BAD_REQUEST as a form without its file.
 */
export function exampleOf(
  form: ExtractorForm,
  exampleFileId: string | undefined,
): { file: SpooledFile } | { fileId: string } {
  if (exampleFileId === undefined) {
    return { file: requireFile(form) };
  }
  if (form.file !== undefined) {
    throw new AppError('BAD_REQUEST', {
      message: 'send the example as a file or as example_file_id, not both',
      detail: { field: 'example_file_id', reason: 'file_and_example_file_id' },
    });
  }
  return { fileId: exampleFileId };
}
