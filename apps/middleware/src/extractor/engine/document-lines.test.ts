import { describe, expect, it } from 'vitest';

import { type DocLine, linesOnPage, rightOnRow, rowOf, toDoc } from './document-lines';
import { pageOf } from './testing/lines';

describe('rows and pages of a document', () => {
  const doc = toDoc([
    pageOf(
      [
        ['Invoice date', 50, 100],
        ['12.03.2024', 200, 101],
        ['Due', 320, 99],
        ['Order 4711', 50, 130],
      ],
      1,
    ),
    pageOf(
      [
        ['Invoice date', 50, 100],
        ['Total', 200, 100],
      ],
      2,
    ),
  ]);
  const line = (text: string, page: number): DocLine => {
    const found = doc.lines.find((candidate) => candidate.text === text && candidate.page === page);
    if (found === undefined) {
      throw new Error(`no line ${text} on page ${String(page)}`);
    }
    return found;
  };

  it('keeps each page’s lines in reading order', () => {
    expect(linesOnPage(doc, 1).map((found) => found.text)).toEqual([
      'Invoice date',
      '12.03.2024',
      'Due',
      'Order 4711',
    ]);
    expect(linesOnPage(doc, 2)).toHaveLength(2);
    expect(linesOnPage(doc, 3)).toEqual([]);
  });

  it('finds a row on its own page only, left to right', () => {
    expect(rowOf(doc, line('Due', 1)).map((found) => found.text)).toEqual([
      'Invoice date',
      '12.03.2024',
      'Due',
    ]);
    expect(rowOf(doc, line('Total', 2)).map((found) => found.text)).toEqual([
      'Invoice date',
      'Total',
    ]);
  });

  it('finds what stands right of a line on its row, nearest first', () => {
    expect(rightOnRow(doc, line('Invoice date', 1)).map((found) => found.text)).toEqual([
      '12.03.2024',
      'Due',
    ]);
    expect(rightOnRow(doc, line('Due', 1))).toEqual([]);
    expect(rightOnRow(doc, line('Order 4711', 1))).toEqual([]);
  });
});
