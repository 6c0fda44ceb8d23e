import type { Word } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { HEADER_CONFIGURATION } from './testing/header-configuration';
import { pageOf } from './testing/lines';
import { repairOcrWords } from './ocr-repair';
import { extractFromPages } from './run-engine';

/** Words at 6 units per character, `gap` units apart. */
function words(parts: readonly string[], gap = 6): Word[] {
  let x = 0;
  return parts.map((text) => {
    const word = { text, box: { x, y: 0, width: text.length * 6, height: 10 } };
    x += text.length * 6 + gap;
    return word;
  });
}

const texts = (list: readonly Word[]): string[] => list.map((word) => word.text);

describe('repairOcrWords (issue 16, scanned receipts)', () => {
  it("splits a till's date from its time where OCR read the space as a dot or comma", () => {
    expect(texts(repairOcrWords(words(['13-05-2025.09:09', 'Caja:', '4'])))).toEqual([
      '13-05-2025',
      '09:09',
      'Caja:',
      '4',
    ]);
    expect(texts(repairOcrWords(words(['25/02/25,13:34:05'])))).toEqual(['25/02/25', '13:34:05']);
    expect(texts(repairOcrWords(words(['1.234.567,89'])))).toEqual(['1.234.567,89']);
  });

  it('joins an amount OCR split at its decimal mark', () => {
    expect(texts(repairOcrWords(words(['TOTAL', 'RM', '64.', '15'])))).toEqual([
      'TOTAL',
      'RM',
      '64.15',
    ]);
    expect(texts(repairOcrWords(words(['CASH', '100,', '00'])))).toEqual(['CASH', '100,00']);
  });

  it('leaves two numbers apart when the gap between them is a column', () => {
    expect(texts(repairOcrWords(words(['Qty', '2.', '15'], 40)))).toEqual(['Qty', '2.', '15']);
  });

  it('drops a stray mark glued before an amount, and splits a glued currency', () => {
    expect(texts(repairOcrWords(words(['TOTAL', '/18.00'])))).toEqual(['TOTAL', '18.00']);
    expect(texts(repairOcrWords(words(['Item', 'RM1.25'])))).toEqual(['Item', 'RM', '1.25']);
    // Not an amount after the mark: kept as it is.
    expect(texts(repairOcrWords(words(['Ref', '/A12'])))).toEqual(['Ref', '/A12']);
  });

  it('reads a lone § between words as the ampersand, never before a number', () => {
    expect(texts(repairOcrWords(words(['STATIONERY', '§', 'BOOKS'])))).toEqual([
      'STATIONERY',
      '&',
      'BOOKS',
    ]);
    expect(texts(repairOcrWords(words(['nach', '§', '19', 'UStG'])))).toEqual([
      'nach',
      '§',
      '19',
      'UStG',
    ]);
  });

  it('reads the number sign Nº that OCR read with a 2, only as an abbreviation', () => {
    expect(texts(repairOcrWords(words(['Factura', 'n.2:', 'FAC2023/0878'])))).toEqual([
      'Factura',
      'n.º:',
      'FAC2023/0878',
    ]);
    expect(texts(repairOcrWords(words(['Factura', 'N2:', '123'])))[1]).toBe('Nº:');
    expect(texts(repairOcrWords(words(['N?', '00032-00061126'])))[0]).toBe('Nº');
    expect(texts(repairOcrWords(words(['N2', '0035-00084135'])))[0]).toBe('Nº');
    expect(texts(repairOcrWords(words(['N*', '00005-00006777'])))[0]).toBe('Nº');
    expect(texts(repairOcrWords(words(['Gas', 'N2', 'x2'])))).toEqual(['Gas', 'N2', 'x2']);
  });

  it('reads a 1 among the capitals of an abbreviation as the I it stands for', () => {
    expect(texts(repairOcrWords(words(['1,V.A.', '(4%)'])))).toEqual(['I.V.A.', '(4%)']);
    expect(texts(repairOcrWords(words(['C.1.F.:', 'B123'])))[0]).toBe('C.I.F.:');
    expect(texts(repairOcrWords(words(['C.1.F.', 'B123'])))[0]).toBe('C.I.F.');
    expect(texts(repairOcrWords(words(['1,5', '1.2.3'])))).toEqual(['1,5', '1.2.3']);
  });

  it('reads a lone $ or £ between words as the ampersand too (generated receipts)', () => {
    expect(texts(repairOcrWords(words(['Thank', 'You', '$', 'Please'])))).toEqual([
      'Thank',
      'You',
      '&',
      'Please',
    ]);
    expect(texts(repairOcrWords(words(['Total', '$', '12.00'])))).toEqual(['Total', '$', '12.00']);
  });

  it("mends a till's date whose month OCR misread (generated receipts)", () => {
    expect(texts(repairOcrWords(words(['01-NQV-2019', '22:39'])))).toEqual([
      '01-NOV-2019',
      '22:39',
    ]);
    expect(texts(repairOcrWords(words(['15-APR=2018.'])))).toEqual(['15-APR-2018.']);
    expect(texts(repairOcrWords(words(['1-0CT-18'])))).toEqual(['1-OCT-18']);
    expect(texts(repairOcrWords(words(['12-ABC=2018', 'A0-B0Q-2018'])))).toEqual([
      '12-ABC=2018',
      'A0-B0Q-2018',
    ]);
  });

  it("drops a speck read as a mark between two words in capitals, not an abbreviation's stop", () => {
    expect(texts(repairOcrWords(words(['MINI', 'MARKET.', 'MEWAH', 'SDN', 'BHD'])))).toEqual([
      'MINI',
      'MARKET',
      'MEWAH',
      'SDN',
      'BHD',
    ]);
    expect(texts(repairOcrWords(words(["BERKAT'", 'BINTANG', 'GEMILANG-', 'CAHAYA'])))).toEqual([
      'BERKAT',
      'BINTANG',
      'GEMILANG',
      'CAHAYA',
    ]);
    expect(texts(repairOcrWords(words(['MAJU', 'SDN.', 'BHD.', 'MR.', 'D.I.Y.'])))).toEqual([
      'MAJU',
      'SDN.',
      'BHD.',
      'MR.',
      'D.I.Y.',
    ]);
    expect(texts(repairOcrWords(words(['SMITH,', 'JONES', '&', 'PARTNERS'])))).toEqual([
      'SMITH,',
      'JONES',
      '&',
      'PARTNERS',
    ]);
    expect(texts(repairOcrWords(words(['TOTAL.', '12.00', 'Market.', 'Street'])))).toEqual([
      'TOTAL.',
      '12.00',
      'Market.',
      'Street',
    ]);
  });

  it('mends the company form SDN BHD whose D OCR read as an O, only before BHD (sroie)', () => {
    expect(texts(repairOcrWords(words(['PERMAS', 'CITY', 'SON', 'BHD'])))).toEqual([
      'PERMAS',
      'CITY',
      'SDN',
      'BHD',
    ]);
    expect(texts(repairOcrWords(words(['MAJU', 'S0N.', 'BHD.'])))).toEqual([
      'MAJU',
      'SDN.',
      'BHD.',
    ]);
    expect(texts(repairOcrWords(words(['SMITH', 'SON', 'LTD', 'SON'])))).toEqual([
      'SMITH',
      'SON',
      'LTD',
      'SON',
    ]);
  });

  it('mends BHD read with one letter wrong, only after SDN (issue 16, sixteenth pass)', () => {
    expect(texts(repairOcrWords(words(['SENTOSA', 'SDN', 'BED'])))).toEqual([
      'SENTOSA',
      'SDN',
      'BHD',
    ]);
    expect(texts(repairOcrWords(words(['MAJU', 'SDN.', 'BHO.'])))).toEqual([
      'MAJU',
      'SDN.',
      'BHD.',
    ]);
    expect(texts(repairOcrWords(words(['FLOWER', 'BED', '12.00'])))).toEqual([
      'FLOWER',
      'BED',
      '12.00',
    ]);
  });

  it('drops a quote mark glued before a word in capitals inside a name in capitals', () => {
    expect(texts(repairOcrWords(words(['FOOD', '‘INDUSTRIES', 'MAJU'])))).toEqual([
      'FOOD',
      'INDUSTRIES',
      'MAJU',
    ]);
    expect(texts(repairOcrWords(words(['said', "'HELLO"])))).toEqual(['said', "'HELLO"]);
  });

  it('mends OCR pages only: a text layer is what the issuer wrote', () => {
    const lines = [
      ['SHOP § CO SDN BHD', 60, 40],
      ['Date: 06/03/2018', 60, 54],
      ['TOTAL RM 64. 15', 60, 68],
    ] as const;
    const run = (source: 'ocr' | 'text-layer') =>
      extractFromPages({
        configuration: HEADER_CONFIGURATION,
        pages: [{ ...pageOf(lines), source }],
      }).fields;
    expect(run('ocr')['total']?.value).toBe(64.15);
    expect(run('ocr')['issuer']?.value).toBe('SHOP & CO SDN BHD');
    expect(run('text-layer')['total']?.value).not.toBe(64.15);
  });
});
