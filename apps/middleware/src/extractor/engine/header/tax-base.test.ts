import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('the base a tax line names (generated European invoices, issue 16)', () => {
  it('is never the tax: `MwSt. 19 % von 16.550,90 EUR` reads the amount after it', () => {
    expect(
      fieldsOf([
        ['Rechnung Nr. RE-2023-8014', 50],
        ['Nettobetrag', 300],
        ['19.105,40 EUR', 550, true],
        ['zzgl. MwSt. 19 % von 16.550,90 EUR', 300],
        ['3.144,67 EUR', 550, true],
        ['zzgl. MwSt. 7 % von 2.554,50 EUR', 300],
        ['178,82 EUR', 550, true],
        ['Gesamtbetrag', 300],
        ['22.428,89 EUR', 550, true],
      ]),
    ).toMatchObject({ net_total: 19105.4, tax_total: 3323.49, total: 22428.89 });
  });

  it('in English and French too, the base written with its currency sign', () => {
    expect(
      fieldsOf([
        ['Subtotal', 300],
        ['£1,000.00', 550, true],
        ['VAT 20% on £1,000.00', 300],
        ['£200.00', 550, true],
        ['Total', 300],
        ['£1,200.00', 550, true],
      ]),
    ).toMatchObject({ net_total: 1000, tax_total: 200, total: 1200 });
    expect(
      fieldsOf([
        ['Total HT', 300],
        ['500,00 €', 550, true],
        ['TVA 20 % sur 500,00 €', 300],
        ['100,00 €', 550, true],
        ['Total TTC', 300],
        ['600,00 €', 550, true],
      ]),
    ).toMatchObject({ net_total: 500, tax_total: 100, total: 600 });
  });
});
