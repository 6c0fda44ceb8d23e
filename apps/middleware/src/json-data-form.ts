import type { MiddlewareJsonData, MiddlewareOperations } from '@folio/sdk';
import { requireAuth, type ContractRequest } from '@folio/server';

import { readJsonData } from './json-data';

/**
 * The `json_data` of a form body without files (SPEC §7), sent as multipart/form-data or
 * application/x-www-form-urlencoded, read as `operationId` takes it (`readJsonData`). File parts,
 * if any, are drained unread.
 */
export async function readJsonDataForm<Operation extends keyof MiddlewareJsonData>(
  request: ContractRequest<MiddlewareOperations[keyof MiddlewareJsonData]>,
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
    // Multipart aside, the contract's URL-encoded body: `json_data` as a string.
    const body: { json_data?: string } | undefined = request.body;
    text = body?.json_data;
  }
  return readJsonData(operationId, text, requireAuth(request));
}
