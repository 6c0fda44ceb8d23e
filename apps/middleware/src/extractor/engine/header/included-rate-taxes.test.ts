import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('taxes a gross total contains, one line a rate (probe 5, issue 16)', () => {
  it('sums the rates whose grosses make the total, and leaves the net', () => {
    expect(
      fieldsOf([
        ['Total à payer', 300],
        ['778,30 €', 550, true],
        ['dont TVA 20 % sur 301,21 € HT', 300],
        ['60,24 €', 550, true],
        ['dont TVA 5,5 % sur 395,12 € HT', 300],
        ['21,73 €', 550, true],
      ]),
    ).toMatchObject({ total: 778.3, tax_total: 81.97, net_total: 696.33 });
  });

  it('reads `includes VAT A 20%` under the total as the tax it contains', () => {
    expect(
      fieldsOf([
        ['Total', 300],
        ['851.84', 550, true],
        ['includes VAT A 20%', 300],
        ['141.97', 550, true],
      ]),
    ).toMatchObject({ total: 851.84, tax_total: 141.97, net_total: 709.87 });
  });

  it('keeps one rate when the other does not belong to the total', () => {
    expect(
      fieldsOf([
        ['Gesamtsumme', 300],
        ['119,00 €', 550, true],
        ['enthaltene MwSt. 19 %', 300],
        ['19,00 €', 550, true],
        ['Versandkosten enthalten MwSt. 7 %', 300],
        ['0,33 €', 550, true],
      ]),
    ).toMatchObject({ total: 119, tax_total: 19, net_total: 100 });
  });
});
