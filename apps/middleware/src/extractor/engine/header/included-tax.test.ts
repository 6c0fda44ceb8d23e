import { describe, expect, it } from 'vitest';

import { headerValuesOf } from '../testing/header-values';

/** Label and amount pairs, each on one row in two columns. */
const fieldsOf = (lines: readonly (readonly [string, string])[]) =>
  headerValuesOf(
    lines.flatMap(([label, amount]) => [[label, 60] as const, [amount, 400, true] as const]),
  );

describe('taxes included in a premium (issue 16)', () => {
  it('reads an insurance premium bill: premiums, insurance tax, billed premium', () => {
    expect(
      fieldsOf([
        ['Hausratversicherung', '120,00 €'],
        ['Glasversicherung', '30,00 €'],
        ['Gesamtbeitrag', '150,00 €'],
        ['Versicherungsteuer 19 %', '28,50 €'],
        ['Rechnungsbeitrag', '178,50 €'],
      ]),
    ).toMatchObject({ total: 178.5, net_total: 150, tax_total: 28.5 });
  });

  it('reads the tax written in brackets as included in the total, not as a negative', () => {
    expect(
      fieldsOf([
        ['Beitrag inklusive 19 % Versicherungsteuer', '119,00 €'],
        ['in diesem Beitrag enthaltene Versicherungsteuer', '(19,00 €)'],
      ]),
    ).toMatchObject({ total: 119, net_total: 100, tax_total: 19 });
  });
});

describe('the tax total among many tax-labelled rows (issue 16)', () => {
  it('still weighs the summary tax that makes the amounts add up', () => {
    // Rows of a table whose heading is on another page: their tax column reads as labels.
    const rows = Array.from({ length: 9 }, (_, row): [string, string] => [
      `Item ${row + 1} 7 % MwSt ${row + 2},00`,
      '',
    ]);
    expect(
      fieldsOf([
        ...rows,
        ['Rechnungssumme ohne USt.', '54,00'],
        ['Steuerbetrag', '3,78'],
        ['Bruttosumme', '57,78'],
      ]),
    ).toMatchObject({ total: 57.78, net_total: 54, tax_total: 3.78 });
  });
});
