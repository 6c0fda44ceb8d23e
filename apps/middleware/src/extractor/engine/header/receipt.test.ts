import { describe, expect, it } from 'vitest';

import { HEADER_CONFIGURATION } from '../testing/header-configuration';
import { pageOf } from '../testing/lines';
import { extractFromPages } from '../run-engine';

function fieldsOf(lines: readonly (readonly [string, number])[]) {
  const page = pageOf(lines.map(([text, x], row) => [text, x, 40 + row * 14] as const));
  const result = extractFromPages({ configuration: HEADER_CONFIGURATION, pages: [page] });
  return Object.fromEntries(
    Object.entries(result.fields).map(([name, field]) => [name, field.value]),
  );
}

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
