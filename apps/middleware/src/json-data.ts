import type { MiddlewareJsonData } from '@folio/sdk';
import contract from '@folio/sdk/openapi/middleware.json' with { type: 'json' };
import { createJsonDataReader } from '@folio/server';

/**
 * The `json_data` of the middleware's form operations (SPEC §7), read against each operation's
 * contentSchema in `openapi/middleware.yaml`, compiled once when the host starts.
 */
export const readJsonData = createJsonDataReader<MiddlewareJsonData>(contract);
