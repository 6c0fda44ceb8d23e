import { describe, expect, it } from 'vitest';

import { headerValuesOfPage, type TapeRow, tapePage, tapeValuesOf } from '../testing/header-values';
import { isAmericanPage } from './us-page';

const fieldsOf = (rows: readonly TapeRow[]) => tapeValuesOf(rows);

const MALAYSIAN = [
  'KEDAI RUNCIT MAJU JAYA SDN BHD',
  '43000 KAJANG, SELANGOR',
  'TARIKH: 09/02/2019',
];
const AMERICAN = ['VALLEY MARKET', '1200 N MAIN ST', 'AUSTIN, TX 78701', '11/07/19 12:46'];

describe('where a receipt total comes from (issue 16, sixteenth pass)', () => {
  it('is never the count of items sold nor the savings, though their labels start with TOTAL', () => {
    expect(
      fieldsOf([
        ...AMERICAN,
        ['SUBTOTAL', '23.10'],
        ['TAX 6.25%', '0.50'],
        ['**** BALANCE DUE', '23.60'],
        ['CASH TEND', '30.00'],
        ['CHANGE DUE', '6.40'],
        ['TOTAL NUMBER OF ITEMS SOLD =', '4'],
        ['TOTAL SAVINGS', '2.35'],
      ]),
    ).toMatchObject({ total: 23.6 });
  });

  it('is the rounded total printed under the exact TOTAL and its rounding line', () => {
    for (const label of ['ROUNDED TOTAL', 'TOTAL ROUNDED', 'TOTAL (ROUNDED)']) {
      expect(
        fieldsOf([
          ...MALAYSIAN,
          ['TOTAL', '65.74'],
          ['ROUNDING ADJUSTMENT', '0.01'],
          [label, '65.75'],
          ['TENDERED CASH', '100.00'],
          ['CHANGE', '34.25'],
        ]),
      ).toMatchObject({ total: 65.75 });
    }
  });

  it('reads Malay sums: JUMLAH KECIL is the subtotal, JUMLAH BESAR and NETT the total', () => {
    expect(
      fieldsOf([
        ...MALAYSIAN,
        ['JUMLAH KECIL', '235.26'],
        ['DISKAUN 5%', '-11.76'],
        ['JUMLAH BESAR', 'RM 223.50'],
        ['BAYARAN TUNAI', '250.00'],
        ['BAKI', '26.50'],
      ]),
    ).toMatchObject({ total: 223.5, currency: 'MYR' });
    expect(
      fieldsOf([...MALAYSIAN, ['JUMLAH KECIL', '35.20'], ['NETT', 'RM 35.20'], ['TUNAI', '50.00']]),
    ).toMatchObject({ total: 35.2 });
  });

  it('is the cash (TUNAI) less the change (BAKI) when the total line was lost', () => {
    expect(
      fieldsOf([...MALAYSIAN, ['GULA MERAH', '32.39'], ['TUNAI', '50.00'], ['BAKI', '17.60']]),
    ).toMatchObject({ total: 32.4 });
  });

  it('is an amount with its currency printed large on a line of its own, its label lost', () => {
    const page = tapePage([
      ...MALAYSIAN,
      ['BERAS WANGI 10KG', '150.64'],
      ['JUMLAH KECIL', '246.24'],
      '',
      ['TUNAI', '250.00'],
    ]);
    const large = { x: 150, y: 40 + 7 * 14, width: 90, height: 22 };
    page.lines.push({
      text: 'RM 246.25',
      box: large,
      words: [
        { text: 'RM', box: { ...large, width: 20 } },
        { text: '246.25', box: { ...large, x: 180, width: 60 } },
      ],
    });
    expect(headerValuesOfPage(page)).toMatchObject({ total: 246.25 });
  });
});

describe('an American receipt (issue 16, sixteenth pass)', () => {
  it('is known by its town, state and ZIP code', () => {
    expect(isAmericanPage('austin, tx 78701')).toBe(true);
    expect(isAmericanPage('springfield, il 62701-1234')).toBe(true);
    expect(isAmericanPage('austin,tx78701')).toBe(true);
    expect(isAmericanPage('10115 berlin, de 10115')).toBe(false);
    expect(isAmericanPage('47400 petaling jaya, selangor')).toBe(false);
  });

  it('writes its numeric dates month first; written months and days above 12 are kept', () => {
    const rows = [['BALANCE DUE', '23.60'] as const];
    expect(fieldsOf([...AMERICAN, ...rows])).toMatchObject({ date: '2019-11-07' });
    expect(fieldsOf([...AMERICAN.slice(0, 3), 'Nov 7, 2019 12:46', ...rows])).toMatchObject({
      date: '2019-11-07',
    });
    expect(fieldsOf([...AMERICAN.slice(0, 3), '11/27/2019 12:46', ...rows])).toMatchObject({
      date: '2019-11-27',
    });
    expect(fieldsOf(['VALLEY MARKET', '11/07/19 12:46', ...rows])).toMatchObject({
      date: '2019-07-11',
    });
  });

  it('is in US dollars when it writes no currency, or only a lone sign OCR made of a smudge', () => {
    expect(fieldsOf([...AMERICAN, ['BALANCE DUE', '23.60']])).toMatchObject({ currency: 'USD' });
    expect(fieldsOf([...AMERICAN, '€', ['BALANCE DUE', '23.60']])).toMatchObject({
      currency: 'USD',
    });
    expect(fieldsOf([...AMERICAN, ['BALANCE DUE', '23.60 EUR']])).toMatchObject({
      currency: 'EUR',
    });
  });
});

describe('a date on a page whose American address is at its foot (issue 16, sixteenth pass)', () => {
  it('stays day first: the address is a billing office, not the shop over its date', () => {
    expect(
      fieldsOf([
        'TeamGantt',
        '11/5/23',
        ['Subscription total', '$48.00'],
        'Address',
        '1810 York Road',
        'Lutherville-Timonium, MD 21093',
      ]),
    ).toMatchObject({ date: '2023-05-11' });
  });
});

describe('tips, tip guides and split tenders (issue 16, sixteenth pass)', () => {
  it('adds a printed tip to the sum: the total after it is what was paid', () => {
    expect(
      fieldsOf([
        ...AMERICAN,
        ['Subtotal', '$35.82'],
        ['Tax', '$2.51'],
        ['Total', '$38.33'],
        ['+ Tip', '$6.90'],
        ['= Total', '$45.23'],
      ]),
    ).toMatchObject({ total: 45.23 });
  });

  it("does not take a tip guide's bracketed totals for the receipt's", () => {
    expect(
      fieldsOf([
        ...AMERICAN,
        ['Subtotal', '$45.48'],
        ['Tax', '$3.18'],
        ['Total', '$48.66'],
        'Tip guide:',
        '15%: $7.30 (Total $55.96)',
        '20%: $9.73 (Total $58.39)',
      ]),
    ).toMatchObject({ total: 48.66 });
    expect(
      fieldsOf([...AMERICAN, ['Total', '$48.66'], ['20%: $9.73 (Total', '$58.39)']]),
    ).toMatchObject({ total: 48.66 });
  });

  it('counts a voucher, e-wallet or points tendered beside cash in what was paid', () => {
    expect(
      fieldsOf([
        ...MALAYSIAN,
        ['1 NOVEL PAPERBACK', '62.22'],
        ['NET TOTAL', '62.22'],
        ['CASH VOUCHER', '20.00'],
        ['CASH', '50.00'],
        ['CHANGE', '7.78'],
        ['BALANCE', '0.00'],
      ]),
    ).toMatchObject({ total: 62.22 });
    expect(
      fieldsOf([
        ...MALAYSIAN,
        ['TOTAL', 'LES 315'],
        ['TOUCH N GO EWALLET', '30.00'],
        ['CASH', '50.00'],
        ['CHANGE', '7.78'],
      ]),
    ).toMatchObject({ total: 72.22 });
  });
});
