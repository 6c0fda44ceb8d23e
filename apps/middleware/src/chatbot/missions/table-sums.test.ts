import { describe, expect, it } from 'vitest';

import { readQuantities } from './read-quantities';
import { findTablesThatDoNotAddUp } from './table-sums';
import { pageOf } from './testing/pages';

function check(text: string) {
  const page = pageOf(text);
  return findTablesThatDoNotAddUp(page, readQuantities(page));
}

describe('findTablesThatDoNotAddUp', () => {
  it('finds rows that do not add up to the subtotal under them, quoting rows and subtotal', () => {
    const text = [
      'Description          Qty   Unit price   Amount',
      'Dashboard design     1     1,200.00     1,200.00',
      'Hosting (12 months)  1     300.00       300.00',
      'Subtotal                                1,600.00',
    ].join('\n');
    const [mismatch] = check(text);
    expect(mismatch).toMatchObject({ total: 'net', stated: 1600, computed: 1500 });
    expect(mismatch?.evidence.map((evidence) => evidence.quote)).toEqual([
      'Dashboard design     1     1,200.00     1,200.00',
      'Hosting (12 months)  1     300.00       300.00',
      'Subtotal                                1,600.00',
    ]);
  });

  it('accepts rows that add up, in a Markdown table too', () => {
    const text = [
      '| Concepto | Importe |',
      '|---|---|',
      '| Consultoría | 800,00 |',
      '| Licencia | 200,00 |',
      '| Total | 1.000,00 |',
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('accepts a statement whose amounts, not its running balances, make the total', () => {
    const text = [
      '01/03/2025  Transferencia recibida   500,00   1.500,00',
      '05/03/2025  Recibo luz               -80,00   1.420,00',
      'Total                                420,00',
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('does not count the total carried down from the line above as one more part', () => {
    const text = ['Total', '1', '278.61', '40.39', '319.00', 'Grand Total', '319.00'].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('still finds a total carried down that the rows above do not make', () => {
    const text = ['Total', '1', '278.61', '40.39', '319.00', 'Grand Total', '419.00'].join('\n');
    expect(check(text)).toMatchObject([{ total: 'total', stated: 419, computed: 638 }]);
  });
});
