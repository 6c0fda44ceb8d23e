import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('a letter’s date and its subject line (issue 16: the invoice date, not the work’s)', () => {
  it('the place and date of a letter is the invoice’s date, not a date later in its subject', () => {
    expect(
      fieldsOf([
        ['Lyon, le 07/07/2024', 440],
        ['Vos réf. : commande n° PO-97533 du 05/06/2024', 45],
        ['Objet : facture n° 2409-114 - travaux du 25/06/2024', 45],
      ]),
    ).toMatchObject({ invoice_number: '2409-114', date: '2024-07-07' });
    expect(fieldsOf([['Berlin, den 5. März 2024', 400]])).toMatchObject({ date: '2024-03-05' });
  });

  it('a date written right after the number is still the invoice’s', () => {
    expect(fieldsOf([['Rechnung Nr. 471102 vom 05.03.2018', 45]])).toMatchObject({
      date: '2018-03-05',
    });
  });

  it('a subject line opens a label’s place: `Objet : notre facture F2023-0351`', () => {
    expect(fieldsOf([['Objet : notre facture F2023-0351', 45]])).toMatchObject({
      invoice_number: 'F2023-0351',
    });
  });

  it('`Net 30` beside the terms is a payment term, not the net; `Goods` heads the net', () => {
    expect(
      fieldsOf([
        ['Terms:', 360],
        ['Net 30', 550, true],
        ['Goods', 300],
        ['£10,384.84', 550, true],
        ['VAT @ 20 %', 300],
        ['£2,076.97', 550, true],
        ['TOTAL DUE', 300],
        ['£12,461.81', 550, true],
      ]),
    ).toMatchObject({ net_total: 10384.84, tax_total: 2076.97, total: 12461.81 });
  });
});
