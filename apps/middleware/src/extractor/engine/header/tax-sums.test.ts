import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';
import type { Candidate } from './candidate';
import { lineSums } from './tax-sums';

const tax = (value: number, y: number, score = 30): Candidate<number> => ({
  value,
  text: String(value),
  source: { page: 1, box: { x: 400, y, width: 40, height: 10 } },
  score,
  method: 'label',
});

describe('lineSums (issue 16: several VAT rates, recargo de equivalencia)', () => {
  it('sums positive tax amounts of different lines, two or more at a time', () => {
    const sums = lineSums([tax(76.86, 100), tax(6753.8, 114), tax(0, 128), tax(5, 142, 20)]);
    expect(sums.map((sum) => sum.value).sort((a, b) => a - b)).toEqual([
      81.86, 6758.8, 6830.66, 6835.66,
    ]);
    expect(sums.every((sum) => sum.score < 30)).toBe(true);
  });

  it("sums a credit note's negative lines apart from positive ones, never across signs", () => {
    const sums = lineSums([tax(-21, 100), tax(-5, 114), tax(3, 128)]);
    expect(sums.map((sum) => sum.value)).toEqual([-26]);
  });

  it('counts a line once: the best of its amounts', () => {
    expect(lineSums([tax(10, 100), tax(99, 100, 10), tax(5, 114)]).map((s) => s.value)).toEqual([
      15,
    ]);
  });
});

describe('several tax lines in the engine', () => {
  it("adds an AFIP voucher's IVA lines of each rate (zero lines and all)", () => {
    expect(
      fieldsOf([
        ['Importe Neto Gravado: $', 300],
        ['64.687,92', 480, true],
        ['IVA 27%: $', 300],
        ['0,00', 480, true],
        ['IVA 21%: $', 300],
        ['76,86', 480, true],
        ['IVA 10,5%: $', 300],
        ['6.753,80', 480, true],
        ['Importe Otros Tributos: $', 300],
        ['0,00', 480, true],
        ['Importe Total: $', 300],
        ['71.518,58', 480, true],
      ]),
    ).toMatchObject({ net_total: 64687.92, tax_total: 6830.66, total: 71518.58 });
  });

  it('adds the recargo de equivalencia to the IVA, and takes the IRPF off', () => {
    expect(
      fieldsOf([
        ['Base imponible', 300],
        ['1.000,00 €', 480, true],
        ['IVA 21%', 300],
        ['210,00 €', 480, true],
        ['Recargo de equivalencia 5,2%', 300],
        ['52,00 €', 480, true],
        ['IRPF -15%', 300],
        ['-150,00 €', 480, true],
        ['Total factura', 300],
        ['1.112,00 €', 480, true],
      ]),
    ).toMatchObject({ net_total: 1000, tax_total: 262, total: 1112 });
  });

  it('never takes a sum of tax lines that does not make the amounts add up', () => {
    const fields = fieldsOf([
      ['Base imponible', 300],
      ['100,00 €', 480, true],
      ['IVA 21%', 300],
      ['21,00 €', 480, true],
      ['IVA 10%', 300],
      ['3,00 €', 480, true],
      ['Total factura', 300],
      ['150,00 €', 480, true],
    ]);
    expect(fields['tax_total']).not.toBe(24);
  });
});
