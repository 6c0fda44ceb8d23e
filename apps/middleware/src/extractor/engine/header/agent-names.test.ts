import { describe, expect, it } from 'vitest';

import { headerValuesAt } from '../testing/header-values';

// A marketplace's invoice for its seller, drawn as such invoices print it (issue 16, probe 4).
const page = (soldBy: string, fulfilled: string): [string, number, number][] => [
  ['Invoice', 45, 40],
  ['Invoice number DE2-ABCD20-338590', 370, 70],
  ['Billing address', 45, 102],
  ['Delivery address', 230, 102],
  [soldBy, 400, 102],
  ['James Walker', 45, 114],
  ['James Walker', 230, 114],
  ['Peak Outdoor Trading Ltd', 400, 114],
  ['2 Deansgate', 400, 125],
  ['M3 2BW Manchester', 400, 136],
  ['VAT # GB 441 6744 04', 400, 147],
  ['Total', 45, 330],
  ['£40.55', 550, 330],
  [`${fulfilled} Shopora EU S.à r.l. - This invoice was issued on behalf of the seller.`, 45, 380],
  ['Shopora EU S.à r.l. · 38 avenue John F. Kennedy, L-1855 Luxembourg', 45, 783],
  ['VAT # LU26375245 · RCS Luxembourg B 101818', 45, 795],
];

describe('a marketplace or carrier beside the seller it acts for (issue 16)', () => {
  it('the seller under Sold by is the issuer, not the marketplace that fulfilled the order', () => {
    expect(String(headerValuesAt(page('Sold by', 'Fulfilled by'))['issuer'])).toMatch(
      /^Peak Outdoor Trading/u,
    );
  });

  it('reads Verkauft von and Versand durch alike', () => {
    expect(String(headerValuesAt(page('Verkauft von', 'Versand durch'))['issuer'])).toMatch(
      /^Peak Outdoor Trading/u,
    );
  });

  it('a seller that ships its own goods (vendu et expédié par) stays the issuer', () => {
    const fields = headerValuesAt([
      ['Facture', 45, 40],
      ['Vendu et expédié par Shopora EU S.à r.l.', 45, 102],
      ['Total', 45, 330],
      ['40,55 €', 550, 330],
      ['Shopora EU S.à r.l. · 38 avenue John F. Kennedy, L-1855 Luxembourg', 45, 783],
      ['N° TVA LU26375245', 45, 795],
    ]);
    expect(fields).toMatchObject({ issuer: 'Shopora EU S.à r.l.' });
  });
});
