import { describe, expect, it } from 'vitest';

import { tapeValuesOf } from '../testing/header-values';

const fieldsOf = tapeValuesOf;

const AMERICAN = ['BLUE OAK ROASTERS', '4860 S MARKET ST', 'AUSTIN, TX 78701', '12/23/18 20:46'];

describe('a tip guide quotes totals aside, on every path (issue 16, sixteenth pass follow-up)', () => {
  it("does not read a bracketed total by the configured field's own name when no total is found", () => {
    // No `Total` line with a value: the fallback reads `total` as a label, and obeys the aside.
    expect(
      fieldsOf([
        ...AMERICAN,
        ['Subtotal', '$45.48'],
        ['Tax', '$3.18'],
        'Tip guide:',
        '15%: $7.30 (Total $55.96)',
        ['20%: $9.73 (Total', '$58.39)'],
        '= Total',
      ]),
    ).toMatchObject({ total: null });
  });

  it('still reads a bracketed amount for a field of the user own, which has no asides', () => {
    expect(
      fieldsOf(
        [...AMERICAN, ['Total', '$48.66'], '(Deposit kept $20.00)'],
        [{ name: 'deposit kept', type: 'number', placement: 'header' }],
      ),
    ).toMatchObject({ 'deposit kept': 20 });
  });

  it("is the card slip's Purchase amount when the tip and the total after it were left blank", () => {
    expect(
      fieldsOf([
        ...AMERICAN,
        ['Subtotal', '$29.31'],
        ['Tax', '$2.93'],
        ['Purchase', '$32.24'],
        'Discover ....6694',
        'Tip guide:',
        '15%: $4.84 (Total $37.08)',
        'Tip',
        '= Total',
      ]),
    ).toMatchObject({ total: 32.24 });
  });
});

describe('a total after a tip beats the total before it (issue 16, sixteenth pass follow-up)', () => {
  it('is the later, larger total that the amounts printed between make of the earlier', () => {
    // Net + tax meet the first total; the tip's label was misread, its amount still adds up.
    expect(
      fieldsOf([
        ...AMERICAN,
        ['Subtotal', '$34.21'],
        ['Tax', '$2.39'],
        ['Total', '$36.60'],
        'Mastercard ...6016',
        ['+ TED', '$8.05'],
        ['Grand Total', '$44.65'],
      ]),
    ).toMatchObject({ total: 44.65, net_total: 34.21, tax_total: 2.39 });
  });

  it('keeps the earlier total when the amounts between do not make the later one', () => {
    expect(
      fieldsOf([
        ...AMERICAN,
        ['Subtotal', '$34.21'],
        ['Tax', '$2.39'],
        ['Total', '$36.60'],
        ['+ TED', '$8.00'],
        ['Grand Total', '$44.65'],
      ]),
    ).toMatchObject({ total: 36.6 });
  });

  it('keeps the earlier total when a line between is no addition (a balance brought forward)', () => {
    expect(
      fieldsOf([
        ...AMERICAN,
        ['Subtotal', '$34.21'],
        ['Tax', '$2.39'],
        ['Total', '$36.60'],
        ['Previous balance', '$8.05'],
        ['Grand Total', '$44.65'],
      ]),
    ).toMatchObject({ total: 36.6 });
  });
});
