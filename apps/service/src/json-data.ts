import type { ServiceJsonData } from '@folio/sdk';
import contract from '@folio/sdk/openapi/service.json' with { type: 'json' };
import { createJsonDataReader } from '@folio/server';

/**
 * The `json_data` of the service's form operations (SPEC §7), read against each operation's
 * contentSchema in `openapi/service.yaml`, compiled once when the host starts.
 */
export const readJsonData = createJsonDataReader<ServiceJsonData>(contract);
