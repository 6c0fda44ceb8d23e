import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('a final invoice deducting earlier invoices or payments (issue 16: sub-totals as the total)', () => {
  it('keeps the amounts above the first deduction: the sums and rests under it are not the invoice’s', () => {
    expect(
      fieldsOf([
        ['Schlussrechnung Nr.: RE-2023-9335', 50],
        ['Summe netto', 220],
        ['11.552,14 EUR', 550, true],
        ['zzgl. 19 % USt', 220],
        ['2.194,91 EUR', 550, true],
        ['Schlussrechnungsbetrag', 220],
        ['13.747,05 EUR', 550, true],
        ['abzüglich geleisteter Abschlagszahlungen:', 220],
        ['1. Abschlagsrechnung Nr. RE-2023-1806 vom 09.08.2023', 220],
        ['-4.117,40 EUR', 550, true],
        ['   netto 3.460,00 EUR, darin USt 657,40 EUR', 220],
        ['Summe Abschlagszahlungen', 220],
        ['-4.117,40 EUR', 550, true],
        ['Restbetrag', 220],
        ['9.629,65 EUR', 550, true],
      ]),
    ).toMatchObject({
      invoice_number: 'RE-2023-9335',
      net_total: 11552.14,
      tax_total: 2194.91,
      total: 13747.05,
    });
  });

  it('reads the first row of a Netto | USt | Brutto table ending in what is still owed', () => {
    expect(
      fieldsOf([
        ['Netto', 330],
        ['USt 19%', 420, true],
        ['Brutto', 530, true],
        ['Gesamtleistung', 45],
        ['173.673,98', 360, true],
        ['32.998,06', 450, true],
        ['206.672,04', 550, true],
        ['abzgl. 1. AR 20230992 vom 17. Mai 2023', 45],
        ['-52.100,00', 360, true],
        ['-9.899,00', 450, true],
        ['-61.999,00', 550, true],
        ['Restforderung', 45],
        ['121.573,98', 360, true],
        ['23.099,06', 450, true],
        ['144.673,04', 550, true],
      ]),
    ).toMatchObject({ net_total: 173673.98, tax_total: 32998.06, total: 206672.04 });
  });

  it('in French: acomptes cited by number and date come off the total TTC', () => {
    expect(
      fieldsOf([
        ['Total HT', 240],
        ['12 961,39 €', 550, true],
        ['TVA 20 %', 240],
        ['2 592,28 €', 550, true],
        ['Total TTC', 240],
        ['15 553,67 €', 550, true],
        ['Acompte facturé n° F2023-0071 du 06/04/2023', 240],
        ['-4 656,00 €', 550, true],
        ['Net à payer', 240],
        ['10 897,67 €', 550, true],
      ]),
    ).toMatchObject({ net_total: 12961.39, tax_total: 2592.28, total: 15553.67 });
  });

  it('changes nothing when no total stands above the deduction (a prepayment as an item)', () => {
    expect(
      fieldsOf([
        ['Anzahlung vom 12.03.2024', 75],
        ['-500,00', 550, true],
        ['Nettobetrag', 300],
        ['1.000,00', 550, true],
        ['MwSt. 19 %', 300],
        ['190,00', 550, true],
        ['Gesamtbetrag', 300],
        ['1.190,00', 550, true],
      ]),
    ).toMatchObject({ net_total: 1000, tax_total: 190, total: 1190 });
  });
});
