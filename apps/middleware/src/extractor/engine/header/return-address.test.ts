import { describe, expect, it } from 'vitest';

import { headerValuesAt } from '../testing/header-values';

// A tradesman's letter: the letterhead name without a legal form, the return address over the
// window, the customer (a company with one) in the window with no label.
const letter = (returnAddress: string): [string, number, number][] => [
  ['Malermeister Jens Vogel', 45, 50],
  ['Lindenallee 4', 400, 50],
  ['80331 München', 400, 62],
  [returnAddress, 45, 110],
  ['Dachdeckerei Hartmann GmbH & Co. KG', 45, 124],
  ['Am Markt 7', 45, 136],
  ['50667 Köln', 45, 148],
  ['Rechnungsnummer:', 340, 124],
  ['20240579', 450, 124],
  ['Rechnungsdatum:', 340, 137],
  ['06.08.2024', 450, 137],
  ['Nettobetrag', 330, 400],
  ['1.000,00 €', 500, 400],
  ['zzgl. 19 % MwSt.', 330, 414],
  ['190,00 €', 500, 414],
  ['Rechnungsbetrag', 330, 428],
  ['1.190,00 €', 500, 428],
];

describe("a window letter's return address (issue 16)", () => {
  it('takes the sender of the return address, never the company in the window under it', () => {
    expect(
      headerValuesAt(letter('Malermeister Jens Vogel · Lindenallee 4 · 80331 München'))['issuer'],
    ).toBe('Malermeister Jens Vogel');
  });

  it('reads the return address with dashes or bars between its parts', () => {
    expect(
      headerValuesAt(letter('Malermeister Jens Vogel - Lindenallee 4 - 80331 München'))['issuer'],
    ).toBe('Malermeister Jens Vogel');
    expect(
      headerValuesAt(letter('Malermeister Jens Vogel | Lindenallee 4 | 80331 München'))['issuer'],
    ).toBe('Malermeister Jens Vogel');
  });

  it('takes nothing from a line of the same shape with no address block under it', () => {
    const lines = letter('Malermeister Jens Vogel · Lindenallee 4 · 80331 München').filter(
      ([, , y]) => y < 110 || y > 150,
    );
    lines.push(['Tel. 089 / 123456', 45, 124]);
    expect(headerValuesAt(lines)['issuer']).toBe('Malermeister Jens Vogel');
  });

  it('leaves a page without a return address to the other rules', () => {
    const lines = letter('').filter(([text]) => text !== '');
    expect(headerValuesAt(lines)['issuer']).toBe('Dachdeckerei Hartmann GmbH & Co. KG');
  });
});
