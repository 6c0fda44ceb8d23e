import type { MiddlewareJsonData } from '@folio/sdk';
import { requireAuth } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import { readJsonData } from './json-data';

/**
 * The `json_data` of a form body without files (SPEC §7), sent as multipart/form-data or
 * application/x-www-form-urlencoded, read as `operationId` takes it (`readJsonData`). File parts,
 * if any, are drained unread.
 */
export async function readJsonDataForm<Operation extends keyof MiddlewareJsonData>(
  request: FastifyRequest,
  operationId: Operation,
): Promise<MiddlewareJsonData[Operation]> {
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
  return readJsonData(operationId, text, requireAuth(request));
}
