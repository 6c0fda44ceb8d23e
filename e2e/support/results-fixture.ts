// Extraction results made the way a user makes them, for the API tests of exports and the
// document database: a signed-in user, a configuration, and a ZIP of generated invoices run
// through extractZip until the run is finished.
import { expectData, jsonDataForm, userContext, type MiddlewareComponents } from '@folio/sdk';
import { expect, inject } from 'vitest';

import { signInAccount, type SignedInUser } from './accounts';
import { INVOICE_ATTRIBUTES, invoicesZip } from './invoice-files';
import { waitForRun } from './wait-for-run';

type Schemas = MiddlewareComponents['schemas'];

export { INVOICE_ATTRIBUTES, invoicesZip, makeInvoicePdf } from './invoice-files';
export { waitForRun } from './wait-for-run';

/** A signed-in user with SDK clients that send their token. */
export type ResultsUser = Pick<SignedInUser, 'email' | 'api'>;

let counter = 0;

/** Registers, verifies and signs in a new user. */
export const signInNewUser = (prefix: string): Promise<ResultsUser> =>
  signInAccount(
    inject('servers'),
    `${prefix}.${Date.now().toString(36)}${String(counter++)}@example.com`,
  );

/** Saves a configuration of `user`. */
export async function saveConfiguration(user: ResultsUser, name: string): Promise<void> {
  await expectData(
    user.api.POST('/extractor/configurations', {
      body: {
        ...userContext(user.email),
        configuration: { name, document_type: 'invoice', attributes: INVOICE_ATTRIBUTES },
      },
    }),
  );
}

/**
 * Runs `config` on a ZIP of invoices named `<number>.pdf` and waits for the run to finish;
 * answers the finished documents, newest first.
 */
export async function runInvoices(
  user: ResultsUser,
  config: string,
  numbers: readonly string[],
): Promise<Schemas['ExtractedDocument'][]> {
  const zip = await invoicesZip(numbers);
  const started = await expectData(
    user.api.POST(
      '/extractor/extract',
      jsonDataForm(
        'extractZip',
        { ...userContext(user.email), config_name: config },
        { file: zip },
      ),
    ),
  );
  const run = await waitForRun(user, started.data.run_id);
  expect(run.status).toBe('succeeded');
  const results = await expectData(
    user.api.GET('/extractor/results', {
      params: { query: { ...userContext(user.email), config_name: config } },
    }),
  );
  return results.data.items;
}

/** Sends `documents` of `configName` to the document database (docdbInsert); answers its rows. */
export async function insertIntoDocdb(
  user: ResultsUser,
  configName: string,
  documents: readonly Schemas['ExtractedDocument'][],
): Promise<Schemas['DocdbRecord'][]> {
  const inserted = await expectData(
    user.api.POST(
      '/docdb/insert',
      jsonDataForm('docdbInsert', {
        ...userContext(user.email),
        configName,
        date: '2025-03-01',
        document_ids: documents.map((document) => document.document_id),
      }),
    ),
  );
  return inserted.data;
}

/** Sets a header value of a document as the verify screen does (updateDocument). */
export async function editHeader(
  user: ResultsUser,
  document: Schemas['ExtractedDocument'],
  name: string,
  value: string,
): Promise<void> {
  const form = jsonDataForm('updateDocument', userContext(user.email), {
    document_id: document.document_id,
    updated_data: JSON.stringify({
      headers: { ...document.headers, [name]: { value } },
      items: document.items,
      available_fields: document.available_fields,
    }),
  });
  await expectData(user.api.POST('/extractor/documents/update', form));
}
