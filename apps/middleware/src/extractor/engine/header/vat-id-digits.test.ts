import { findAmounts } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { headerValuesAt, headerValuesOf as fieldsOf } from '../testing/header-values';
import { isInsideVatId } from './vat-id-digits';

const firstAmount = (text: string) => {
  const amount = findAmounts(text, [])[0];
  if (amount === undefined) {
    throw new Error(`no amount in ${text}`);
  }
  return amount;
};

describe('the digits of a VAT id written in groups (probe 5, issue 16)', () => {
  it.each(['GB 265 7201 12', 'DE 123 456 789', 'FR83 173442809', 'CHE-123.456.789'])(
    '%s is a VAT id, no amount',
    (text) => {
      expect(isInsideVatId(text, firstAmount(text))).toBe(true);
    },
  );

  it.each(['1.234,56', 'EUR 265,00', '£265.00', 'DE 12,50'])('%s is an amount', (text) => {
    expect(isInsideVatId(text, firstAmount(text))).toBe(false);
  });

  it("reads no tax from a customer's `VAT: GB …` line", () => {
    const fields = fieldsOf([
      ['Greenleaf Consulting LLP', 330],
      ['VAT: GB 265 7201 12', 330],
      ['Untaxed Amount', 330],
      ['£3,873.93', 550, true],
      ['VAT 20%', 330],
      ['£441.54', 550, true],
      ['VAT 5%', 330],
      ['£83.31', 550, true],
      ['Total', 330],
      ['£4,398.78', 550, true],
    ]);
    expect(fields).toMatchObject({ tax_total: 524.85, net_total: 3873.93, total: 4398.78 });
  });

  it("reads no tax from the footer's `VAT: GB …`", () => {
    const fields = headerValuesAt([
      ['Kestrel Software Ltd', 46, 30],
      ['Consultancy services', 46, 278],
      ['1,774.00', 516, 278],
      ['VAT 5%', 331, 321],
      ['88.70', 528, 321],
      ['Total', 331, 335],
      ['1,862.70', 516, 335],
      ['+49 150 549215', 151, 795],
      ['info@kestrel.example', 208, 795],
      ['VAT: GB 361 9135 49', 353, 795],
    ]);
    expect(fields).toMatchObject({ tax_total: 88.7, total: 1862.7 });
  });
});
