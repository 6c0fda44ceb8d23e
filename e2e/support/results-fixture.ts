// Extraction results made the way a user makes them, for the API tests of exports and the
// document database: a signed-in user, a configuration, and a ZIP of generated invoices run
// through extractZip until the run is finished.
import { expectData, jsonDataForm, userContext, type MiddlewareComponents } from '@folio/sdk';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, inject } from 'vitest';

import { signInAccount, type SignedInUser } from './accounts';
import { pollUntil } from './poll';

type Schemas = MiddlewareComponents['schemas'];

/** A signed-in user with SDK clients that send their token. */
export type ResultsUser = Pick<SignedInUser, 'email' | 'api'>;

let counter = 0;

/** Registers, verifies and signs in a new user. */
export const signInNewUser = (prefix: string): Promise<ResultsUser> =>
  signInAccount(
    inject('servers'),
    `${prefix}.${Date.now().toString(36)}${String(counter++)}@example.com`,
  );

/** The invoice configuration: four header fields (one free text) and two detail fields. */
export const INVOICE_ATTRIBUTES: Schemas['Attribute'][] = [
  {
    name: 'invoice_number',
    type: 'simple',
    placement: 'header',
    detail: 'Factura nº',
    required: false,
  },
  { name: 'fecha', type: 'date', placement: 'header', required: false },
  { name: 'total', type: 'number', placement: 'header', required: false },
  { name: 'notes', type: 'text', placement: 'header', detail: 'Observaciones', required: false },
  { name: 'concepto', type: 'text', placement: 'detail', required: false },
  { name: 'importe', type: 'number', placement: 'detail', required: false },
];

/** A one-page Spanish invoice with a two-line table. */
export async function makeInvoicePdf(number: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const write = (text: string, x: number, top: number) =>
    page.drawText(text, { x, y: 842 - top, size: 10, font });
  write('ACME Soluciones S.L.', 50, 60);
  write(`Factura nº: ${number}`, 400, 80);
  write('Fecha: 05/03/2024', 400, 95);
  write('Concepto', 50, 200);
  write('Importe', 480, 200);
  write('Consultoría técnica', 50, 220);
  write('600,00 €', 480, 220);
  write('Soporte remoto', 50, 240);
  write('91,00 €', 480, 240);
  write('Total', 380, 280);
  write('691,00 €', 480, 280);
  return pdf.save();
}

/** A ZIP of invoices named `<number>.pdf`, as a user uploads one to a run. */
export async function invoicesZip(numbers: readonly string[]): Promise<File> {
  const entries: Record<string, Uint8Array> = {};
  for (const number of numbers) {
    entries[`${number}.pdf`] = await makeInvoicePdf(number);
  }
  return new File([new Uint8Array(zipSync(entries))], 'facturas.zip', {
    type: 'application/zip',
  });
}

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

/** Reads a run until it is over (the job works on in the background). */
export const waitForRun = (user: ResultsUser, runId: string): Promise<Schemas['Run']> =>
  pollUntil(
    async () =>
      (
        await expectData(
          user.api.GET('/extractor/runs/{run_id}', { params: { path: { run_id: runId } } }),
        )
      ).data,
    (run) => run.status !== 'queued' && run.status !== 'running',
    { what: `run ${runId}`, timeoutMs: 120_000, intervalMs: 250 },
  );

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
