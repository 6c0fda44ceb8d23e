import { describe, expect, it } from 'vitest';

import { parseTesseractLines, parseTesseractTsv } from './parse-tsv';

const TSV = [
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
  '1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t',
  '4\t1\t1\t1\t1\t0\t300\t600\t900\t50\t-1\t',
  '5\t1\t1\t1\t1\t1\t300\t600\t250\t50\t96.42\tFactura',
  '5\t1\t1\t1\t1\t2\t580\t600\t300\t50\t91.0\tF-2024-117',
  '5\t1\t1\t1\t1\t3\t900\t600\t10\t50\t95\t ',
  '4\t1\t2\t1\t1\t0\t300\t700\t250\t50\t-1\t',
  '5\t1\t2\t1\t1\t1\t300\t700\t250\t50\t90\tTotal',
].join('\n');

describe('parseTesseractTsv', () => {
  it('keeps word rows with text, their boxes and confidence', () => {
    expect(parseTesseractTsv(TSV)).toEqual([
      { text: 'Factura', box: { x: 300, y: 600, width: 250, height: 50 }, confidence: 96.4 },
      { text: 'F-2024-117', box: { x: 580, y: 600, width: 300, height: 50 }, confidence: 91 },
      { text: 'Total', box: { x: 300, y: 700, width: 250, height: 50 }, confidence: 90 },
    ]);
  });

  it('groups words by the line Tesseract found them on', () => {
    const lines = parseTesseractLines(TSV).map((line) => line.map((word) => word.text));
    expect(lines).toEqual([['Factura', 'F-2024-117'], ['Total']]);
  });

  it('scales boxes from pixels to points (72 / dpi)', () => {
    const [word] = parseTesseractTsv(TSV, 72 / 300);
    expect(word?.box).toEqual({ x: 72, y: 144, width: 60, height: 12 });
  });

  it('returns nothing for empty output', () => {
    expect(parseTesseractTsv('')).toEqual([]);
  });
});
