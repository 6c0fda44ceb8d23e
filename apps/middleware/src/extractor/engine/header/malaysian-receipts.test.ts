import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { HEADER_CONFIGURATION } from '../testing/header-configuration';
import { type TapeRow, tapeValuesOf } from '../testing/header-values';
import { pageOf } from '../testing/lines';
import { findLegalName } from './legal-names';

const fieldsOf = (rows: readonly TapeRow[]) => tapeValuesOf(rows);

describe('the currency of a Malaysian receipt (issue 16)', () => {
  it('is the ringgit when RM is written before an amount or as a column unit', () => {
    expect(fieldsOf(['KEDAI ABC', 'Total RM 12.50'])).toMatchObject({ currency: 'MYR' });
    expect(fieldsOf(['KEDAI ABC', 'TOTAL (RM)', '12.50'])).toMatchObject({ currency: 'MYR' });
  });

  it('is the ringgit on a page that names Malaysia but writes no currency', () => {
    expect(
      fieldsOf(['MAJU JAYA SDN BHD (123456-X)', '47400 PETALING JAYA, SELANGOR', 'TOTAL 12.50']),
    ).toMatchObject({ currency: 'MYR' });
    expect(fieldsOf(['ACME TRADING', 'GST REG NO: 001234567890', 'TOTAL 12.50'])).toMatchObject({
      currency: null,
    });
  });

  it('is the ringgit on a Malaysian page whose only other sign is a misread & or smudge', () => {
    expect(
      fieldsOf(['MAJU JAYA SDN BHD', ['TOTAL', '12.50'], 'Thank You $ Please Come Again']),
    ).toMatchObject({ currency: 'MYR' });
    expect(fieldsOf(['MAJU JAYA SDN BHD', ['TOTAL', '12.50 USD']])).toMatchObject({
      currency: 'USD',
    });
  });

  it('does not take a petrol grade glued to its number (RON95) for the Romanian leu', () => {
    expect(
      fieldsOf([
        'PETRON JAYA SDN BHD',
        'Date: 06/03/2018',
        ['RON95 15.32L @ 2.20', '33.70'],
        ['TOTAL', '33.70'],
      ]),
    ).toMatchObject({ currency: 'MYR', total: 33.7 });
  });

  it('does not take a sign read inside a word for a currency', () => {
    expect(
      fieldsOf(['MAJU JAYA SDN BHD', 'Doc No: C€S35374', 'Date: 06/03/2018', 'TOTAL 12.50']),
    ).toMatchObject({ currency: 'MYR' });
  });
});

describe('the amounts of a Malaysian receipt (issue 16)', () => {
  const header = ['MAJU JAYA SDN BHD', 'Date: 06/03/2018'];

  it('adds a service charge to the sum: sub total + service charge + tax + rounding', () => {
    expect(
      fieldsOf([
        ...header,
        ['Sub-Total', '49.28'],
        ['SVC CHG 10%', '4.93'],
        ['GST 6%', '3.25'],
        ['Rounding Adj', '-0.01'],
        ['Net Amount', '57.45'],
        ['Cash', '100.00'],
        ['Change', '42.55'],
      ]),
    ).toMatchObject({ total: 57.45, net_total: 49.28, tax_total: 3.25 });
  });

  it('reads Total Amt and Nett Total as totals', () => {
    expect(fieldsOf([...header, ['Total Amt', '26.61'], ['Cash', '50.00']])).toMatchObject({
      total: 26.61,
    });
    expect(
      fieldsOf([...header, ['ROUNDING', '-0.01'], ['NETT TOTAL', '113.15'], ['CASH', '200.00']]),
    ).toMatchObject({ total: 113.15 });
  });

  it('reads an amount printed alone at the right of the row under or over its label', () => {
    expect(fieldsOf([...header, 'TOTAL (RM)', ['', '26.61'], ['Cash', '50.00']])).toMatchObject({
      total: 26.61,
    });
    expect(
      fieldsOf([...header, ['SUBTOTAL', '45.98'], ['', '46.00'], 'GRAND TOTAL', ['CASH', '50.00']]),
    ).toMatchObject({ total: 46 });
  });

  it('does not take the amount of a labelled row over or under a label as its value', () => {
    expect(fieldsOf([...header, ['Tax', '1.00'], 'Total', ['Cash', '50.00']])).toMatchObject({
      total: null,
    });
  });
});

describe('the issuer of a Malaysian receipt (issue 16)', () => {
  it('is never an item sold by the kilogram', () => {
    expect(findLegalName('MILO 1KG')).toBeUndefined();
    expect(findLegalName('BERAS SUPER 5 KG')).toBeUndefined();
    expect(findLegalName('Schmidt KG, Hauptstr. 1')?.name).toBe('Schmidt KG');
    expect(
      fieldsOf(['PASARAYA MAJU JAYA SDN BHD', 'GST REG NO: 001234567890', 'MILO 1KG', 'MILO 1KG']),
    ).toMatchObject({ issuer: 'PASARAYA MAJU JAYA SDN BHD' });
  });

  it('is never a registration or contact line, nor the address under the registration', () => {
    const tail = ['Date: 06/03/2018', ['TOTAL', '12.50']] as const;
    expect(fieldsOf(['(CO. REG: 860671-D)', 'Tel: 03-8961 0201', ...tail])).toMatchObject({
      issuer: null,
    });
    expect(
      fieldsOf(['Reg No: 1203194-W', 'JALAN PERMAS UTARA', 'PERMAS JAYA MASAI JOHOR', ...tail]),
    ).toMatchObject({ issuer: null });
    expect(
      fieldsOf(['KEDAI BUKU CAHAYA', 'GST ID No: 001234567890', 'JALAN PERMAS UTARA', ...tail]),
    ).toMatchObject({ issuer: 'KEDAI BUKU CAHAYA' });
  });

  it('is the company name whole when OCR cut its legal form onto the next line of its row', () => {
    const page = pageOf([
      ['FOOD INDUSTRIES MURNI SDN.', 60, 40],
      ['BHD. CO. REG: 1164680-P', 200, 39],
      ['Date: 06/03/2018', 60, 54],
      ['TOTAL 12.50', 60, 68],
    ]);
    const result = extractFromPages({ configuration: HEADER_CONFIGURATION, pages: [page] });
    expect(result.fields['issuer']?.value).toMatch(/^FOOD INDUSTRIES MURNI SDN\. BHD\.?$/u);
    expect(findLegalName('BHD. CO. REG: 1164680-P')).toBeUndefined();
  });
});

describe('the date of a receipt (issue 16)', () => {
  it('is read across the gap OCR left between its words', () => {
    const page = pageOf([
      ['MAJU JAYA SDN BHD', 60, 40],
      ['27.', 60, 54],
      ['Feb 2018 14:37', 82, 54],
      ['Total 11.48', 60, 68],
    ]);
    const result = extractFromPages({ configuration: HEADER_CONFIGURATION, pages: [page] });
    expect(result.fields['date']?.value).toBe('2018-02-27');
  });

  it("is not a misread amount decades after the page's other date", () => {
    expect(
      fieldsOf([
        'MAJU JAYA SDN BHD',
        '22 Mar 2018 14:55',
        ['SAUSAGE BUN', '1.11.48'],
        ['Total', '11.48'],
      ]),
    ).toMatchObject({ date: '2018-03-22' });
  });
});

describe('what a receipt says was paid (issue 16)', () => {
  it('is the cash handed over when no total and no change is printed: the exact sum', () => {
    const header = ['RESTAURANT MAJU', 'Date: 09/03/2018'];
    const items = [
      ['NASI LEMAK', '149.00'],
      ['TEH TARIK', '21.00'],
    ] as const;
    expect(fieldsOf([...header, ...items, ['CASH RM', '170.00']])).toMatchObject({ total: 170 });
    expect(fieldsOf([...header, ...items, 'CASH', ['RM', '170.00']])).toMatchObject({
      total: 170,
    });
    expect(
      fieldsOf([...header, ...items, ['CASH RM', '200.00'], 'CHANGE', ['RM', '3O.OO']]),
    ).toMatchObject({ total: null });
  });

  const header = ['MAJU JAYA SDN BHD', 'Date: 06/03/2018'];

  it('is the total when the total line was misread: cash less change', () => {
    expect(
      fieldsOf([
        ...header,
        ['Sub-Total', '219.13'],
        ['SVC CHG 10%', '21:91'],
        ['SST 6%', '14.46'],
        ['Net Amount', '255.50'],
        ['Cash', '260.00'],
        ['Change', '4.50'],
      ]),
    ).toMatchObject({ total: 255.5 });
  });

  it('is the total rounded to the coin printed under the exact one', () => {
    expect(
      fieldsOf([
        ...header,
        ['Total Sales (Incl GST)', '184.56'],
        ['ROUNDING ADJ', '0:20:L'],
        ['TOTAL', '184.55'],
        ['Cash', '200.00'],
      ]),
    ).toMatchObject({ total: 184.55 });
  });

  it('rules out a total above the cash handed over when change was given', () => {
    expect(
      fieldsOf([...header, ['NETT TOTAL', 'LES 315'], ['Cash', '200.00'], ['Change Due', '86.85']]),
    ).toMatchObject({ total: 113.15 });
    expect(
      fieldsOf([...header, ['TOTAL', '46.00'], ['CASH', '50.00'], ['CHANGE', '4.00']]),
    ).toMatchObject({ total: 46 });
  });
});
