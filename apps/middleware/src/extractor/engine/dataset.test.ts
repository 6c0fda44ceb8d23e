import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { extractPdf } from './extract-pdf';
import { INVOICES_DEV } from './testing/dataset';
import { HEADER_CONFIGURATION } from './testing/header-configuration';

async function headerOf(file: string): Promise<Record<string, unknown>> {
  const result = await extractPdf(
    new Uint8Array(readFileSync(join(INVOICES_DEV ?? '', file))),
    HEADER_CONFIGURATION,
  );
  return Object.fromEntries(
    Object.entries(result.fields).map(([name, field]) => [name, field.value]),
  );
}

describe.skipIf(INVOICES_DEV === undefined)('extractPdf on real invoices (invoices-dev)', () => {
  it('NetpresseInvoice (French): "Facture n°", HT/TVA/TTC, the account holder as issuer', async () => {
    expect(await headerOf('invoice2data/NetpresseInvoice.pdf')).toEqual({
      invoice_number: '2022089083',
      date: '2022-11-28',
      issuer: 'NETPRESSE',
      total: 56.02,
      currency: 'EUR',
      net_total: 46.68,
      tax_total: 9.34,
    });
  });

  it('simfin-analytics (German): sender line as issuer, an unlabelled date, totals that add up', async () => {
    expect(await headerOf('parsee/2023-07-04_02581_A1807_simfin-analytics.pdf')).toEqual({
      invoice_number: '02581',
      date: '2023-07-04',
      issuer: 'Medienpilot GmbH & Co. KG',
      total: 119,
      currency: 'EUR',
      net_total: 100,
      tax_total: 19,
    });
  });
});
