import { describe, expect, it } from 'vitest';

import { HEADER_CONFIGURATION } from '../testing/header-configuration';
import { pageOf } from '../testing/lines';
import { headerValuesOf as fieldsOf } from '../testing/header-values';
import { extractFromPages } from '../run-engine';

describe('a shop receipt (issue 16)', () => {
  it('takes the amount paid as the total, not the cash tendered, the change or the rounding', () => {
    expect(
      fieldsOf([
        ['SYL ROASTED DELIGHTS SDN. BHD.', 60],
        ['75, JALAN SS 22/19, DAMANSARA JAYA', 60],
        ['GST ID : 002046390272', 60],
        ['Date: 06/03/2018', 60],
        ['Total Qty: 70', 60],
        ['Rounding 0.02', 60],
        ['Total 54.50', 60],
        ['Cash 100.00', 60],
        ['Change 45.50', 60],
      ]),
    ).toMatchObject({ issuer: 'SYL ROASTED DELIGHTS SDN. BHD.', date: '2018-03-06', total: 54.5 });
  });
});

describe('receipt amounts that add up (issue 16)', () => {
  it('reads the rounding to the coin as part of the sum', () => {
    const page = pageOf([
      ['ACME STATIONERY SDN BHD', 60, 40],
      ['Date: 17/01/2018', 60, 54],
      ['SUB-TOTAL (EX) 26.00', 60, 68],
      ['TOTAL TAX 1.56', 60, 82],
      ['ROUNDING -0.01', 60, 96],
      ['TOTAL 27.55', 60, 110],
    ]);
    const result = extractFromPages({ configuration: HEADER_CONFIGURATION, pages: [page] });
    expect(result.fields['total']?.value).toBe(27.55);
    expect(result.fields['net_total']?.value).toBe(26);
    expect(result.warnings.map((warning) => warning.code)).not.toContain('TOTALS_MISMATCH');
  });

  it('takes a net-labelled amount as the total when that is how the amounts add up', () => {
    expect(
      fieldsOf([
        ['KHOO HARDWARE SDN BHD', 60],
        ['Date: 01-03-18', 60],
        ['Total (MYR): 20.00', 60],
        ['GST @ 6%: 1.20', 60],
        ['Net Total (MYR): 21.20', 60],
      ]),
    ).toMatchObject({ total: 21.2, net_total: 20, tax_total: 1.2 });
  });

  it('prefers a total written with cents to one whose decimal mark was lost', () => {
    expect(
      fieldsOf([
        ['WARUNG PERMAS SDN BHD', 60],
        ['Date: 10/03/2018', 60],
        ['Total Amount: 80', 60],
        ['TOTAL: RM 57.80', 60],
      ]),
    ).toMatchObject({ total: 57.8 });
  });

  it('reads a GST registration number as a tax id, never as the tax', () => {
    const fields = fieldsOf([
      ['ACME BOOKS SDN BHD', 60],
      ['GST No. : 000689913856', 60],
      ['Date: 17/01/2018', 60],
      ['TOTAL 27.55', 60],
    ]);
    expect(fields['total']).toBe(27.55);
    expect(fields['tax_total']).not.toBe(689913856);
  });
});
