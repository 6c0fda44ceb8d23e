// The high-level client's extractor additions and dashboard (issue 21, part 7) against the real
// servers: the wizard's example reading and test, the collections, the document database, the
// chatbot hand-off and the dashboard, through one signed-in `createFolio` with no generated path,
// no cast and no user context written by the test.
import type { Folio } from '@folio/sdk';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

import { INVOICE_ATTRIBUTES, makeInvoicePdf } from '../support/results-fixture';
import { signInWithSdk } from '../support/sdk-account';

const CONFIG = 'FacturasSdkExtras';

let folio: Folio;

beforeAll(async () => {
  ({ folio } = await signInWithSdk('sdk.extras'));
}, 60_000);

describe('extractor examples, collections, database and dashboard', () => {
  it('reads and tests an example, then runs, counts, sends on and shows the results', async () => {
    const example = new Blob([new Uint8Array(await makeInvoicePdf('E-1'))], {
      type: 'application/pdf',
    });
    const reading = await folio.extractor.examples.read(example, 'invoice', {
      fileName: 'ejemplo.pdf',
    });
    expect(reading.file_name).toBe('ejemplo.pdf');
    expect(reading.pages.length).toBeGreaterThan(0);
    const tested = await folio.extractor.examples.test(reading.file_id, {
      documentType: 'invoice',
      attributes: INVOICE_ATTRIBUTES,
    });
    expect(tested.headers).toHaveProperty('invoice_number');

    await folio.extractor.configurations.save({
      name: CONFIG,
      document_type: 'invoice',
      attributes: INVOICE_ATTRIBUTES,
      example_file_id: reading.file_id,
    });
    const zip = new Blob([
      zipSync({ 'G-1.pdf': await makeInvoicePdf('G-1'), 'G-2.pdf': await makeInvoicePdf('G-2') }),
    ]);
    const run = await folio.extractor.run(CONFIG, zip);
    await run.done({ intervalMs: 200, timeoutMs: 120_000 });

    const collection = (await folio.extractor.collections()).find(
      (each) => each.config_name === CONFIG,
    );
    expect(collection?.documents).toBe(2);

    const documentIds: string[] = [];
    for await (const document of folio.extractor.results(CONFIG)) {
      documentIds.push(document.document_id);
    }
    const sent = await folio.extractor.database.send(CONFIG, documentIds.slice(0, 1));
    expect(sent).toHaveLength(1);
    expect(await folio.extractor.database.list(CONFIG)).toHaveLength(1);

    const requestId = await folio.extractor.trainChatbot(CONFIG, 'sdkextras', {
      documentIds: documentIds.slice(0, 1),
    });
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const dashboard = await folio.dashboard.read({ period: 'today', timeZone: 'UTC' });
    expect(dashboard.period.name).toBe('today');
    expect(dashboard.documents.processed).toBeGreaterThanOrEqual(2);
  });
});
