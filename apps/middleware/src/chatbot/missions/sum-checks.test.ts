import { describe, expect, it } from 'vitest';

import { readQuantities } from './read-quantities';
import { findTotalsThatDoNotAddUp } from './sum-checks';
import { pageOf } from './testing/pages';

function check(text: string) {
  return findTotalsThatDoNotAddUp(readQuantities(pageOf(text))).map(
    ({ total, stated, computed }) => ({ total, stated, computed }),
  );
}

describe('findTotalsThatDoNotAddUp', () => {
  it('finds an invoice total that base plus VAT do not make', () => {
    expect(check('Base imponible 1.000,00\nIVA 21% 210,00\nTotal factura 1.201,00 €')).toEqual([
      { total: 'total', stated: 1201, computed: 1210 },
    ]);
  });

  it('adds the taxes of each rate, and accepts a total before or after the IRPF withholding', () => {
    const invoice =
      'Base imponible 1.500,00\nIVA 21% 210,00\nIVA 10% 50,00\nRetención IRPF 15% 150,00\n';
    expect(check(`${invoice}Total 1.760,00`)).toEqual([]);
    expect(check(`${invoice}Total 1.610,00`)).toEqual([]);
    expect(check(`${invoice}Total a pagar 1.760,00`)).toEqual([
      { total: 'amount-due', stated: 1760, computed: 1610 },
    ]);
  });

  it('checks a payslip: gross pay less deductions is the net pay', () => {
    const payslip = 'Total devengado 2.000,00\nTotal deducciones 310,00\nLíquido a percibir ';
    expect(check(`${payslip}1.690,00`)).toEqual([]);
    expect(check(`${payslip}1.700,00`)).toEqual([
      { total: 'net-pay', stated: 1700, computed: 1690 },
    ]);
  });

  it('says nothing when a part is missing', () => {
    expect(check('Base imponible 1.000,00\nTotal 1.210,00')).toEqual([]);
  });
});
