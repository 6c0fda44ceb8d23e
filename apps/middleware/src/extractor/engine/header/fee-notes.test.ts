import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe("a lawyer's or adviser's fee note (probe 5, issue 16)", () => {
  it.each([
    ['Kostennote Nr. 20240779', '20240779'],
    ['Vergütungsrechnung Nr. RE-2023-0976', 'RE-2023-0976'],
    ["Note d'honoraires n° F2023-0421", 'F2023-0421'],
    ['Fee Note No. SI-4697', 'SI-4697'],
    ['Bill of Costs No. 104233', '104233'],
  ])('reads the number after the title %s', (title, number) => {
    expect(
      fieldsOf([
        ['Datum: 24.08.2024', 360],
        [title, 45],
        ['Gesamtbetrag', 330],
        ['2.319,85 €', 550, true],
      ])['invoice_number'],
    ).toBe(number);
  });
});
