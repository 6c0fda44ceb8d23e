import { AppError } from '@folio/core';
import type { FastifyRequest } from 'fastify';

// The user context plus a few fields: far more than any call of this kind sends.
const MAX_JSON_DATA_CHARS = 64 * 1024;

/**
 * The `json_data` object of a form body without files (SPEC §7), sent as multipart/form-data or
 * application/x-www-form-urlencoded. File parts, if any, are drained unread. BAD_REQUEST when the
 * field is missing, too long or not a JSON object.
 */
export async function readJsonDataForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  let text: string | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
      } else if (part.fieldname === 'json_data' && text === undefined) {
        text = String(part.value);
      }
    }
  } else {
    const body = request.body as { json_data?: unknown } | undefined;
    text = typeof body?.json_data === 'string' ? body.json_data : undefined;
  }
  const refuse = (message: string) =>
    new AppError('BAD_REQUEST', { message, detail: { field: 'json_data' } });
  if (text === undefined) {
    throw refuse('no json_data field');
  }
  if (text.length > MAX_JSON_DATA_CHARS) {
    throw refuse('json_data too long');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse('json_data is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw refuse('json_data is not a JSON object');
  }
  return value as Record<string, unknown>;
}
