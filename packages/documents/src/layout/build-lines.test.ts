import { describe, expect, it } from 'vitest';

import { buildLines, linesToText } from './build-lines';
import type { Word } from './types';

// 10-point Helvetica-like words: 5 points per character, 12 points high.
function word(text: string, x: number, y: number, charWidth = 5): Word {
  return { text, box: { x, y, width: text.length * charWidth, height: 12 } };
}

/** Words of a phrase laid out left to right from x with normal spaces. */
function phrase(text: string, x: number, y: number): Word[] {
  const words: Word[] = [];
  let cursor = x;
  for (const part of text.split(' ')) {
    words.push(word(part, cursor, y));
    cursor += part.length * 5 + 2.8;
  }
  return words;
}

describe('buildLines', () => {
  it('keeps a label and its value on one line when the gap is a normal space', () => {
    const lines = buildLines([
      ...phrase('Invoice number:', 50, 100),
      word('F-2024-117', 125.6, 100),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Invoice number: F-2024-117']);
  });

  it('splits a row at a gap wider than 1.5 average characters', () => {
    const lines = buildLines([...phrase('Total', 50, 100), word('1.234,56', 90, 100)]);
    expect(lines.map((line) => line.text)).toEqual(['Total', '1.234,56']);
  });

  it('orders rows top to bottom and lines left to right', () => {
    const lines = buildLines([
      word('second', 50, 130),
      word('right', 300, 100),
      word('left', 50, 101),
    ]);
    expect(linesToText(lines)).toBe('left\nright\nsecond');
  });

  it('groups words of different sizes on one baseline into one row', () => {
    const big: Word = { text: 'TOTAL', box: { x: 50, y: 92, width: 60, height: 22 } };
    const lines = buildLines([big, word('99.00', 113, 102)]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe('TOTAL 99.00');
  });

  it('joins touching fragments into one word and drops a word drawn twice (fake bold)', () => {
    const lines = buildLines([word('Fac', 50, 100), word('tura', 65, 100), word('Fac', 50.3, 100)]);
    expect(lines[0]?.text).toBe('Factura');
    expect(lines[0]?.words).toHaveLength(1);
  });

  it('never interleaves two columns into one line', () => {
    const words = [
      ...phrase('Bill to: Acme Ltd', 50, 100),
      ...phrase('Ship to: Beta SA', 320, 100),
      ...phrase('1 Main Street', 50, 114),
      ...phrase('9 Calle Mayor', 320, 114),
    ];
    const texts = buildLines(words).map((line) => line.text);
    expect(texts).toContain('Bill to: Acme Ltd');
    expect(texts).toContain('Ship to: Beta SA');
    expect(texts.every((text) => !(text.includes('Acme') && text.includes('Beta')))).toBe(true);
  });

  it('reads side-by-side prose columns left column first', () => {
    const left = [
      'The supplier delivers the goods',
      'within thirty days of the order',
      'to the address agreed in writing',
    ];
    const right = [
      'Payment is due within sixty',
      'days of the invoice date by bank',
      'transfer to the account shown',
    ];
    const words = left.flatMap((text, row) => [
      ...phrase(text, 40, 100 + row * 14),
      ...phrase(right[row] ?? '', 320, 100 + row * 14),
    ]);
    expect(buildLines(words).map((line) => line.text)).toEqual([...left, ...right]);
  });

  it('keeps a label column and a value column row by row (not prose)', () => {
    const labels = ['Invoice number:', 'Invoice date:', 'Due date:'];
    const values = ['A-17', '2024-03-01', '2024-03-31'];
    const words = labels.flatMap((label, row) => [
      ...phrase(label, 40, 100 + row * 14),
      word(values[row] ?? '', 200, 100 + row * 14),
    ]);
    expect(buildLines(words).map((line) => line.text)).toEqual([
      'Invoice number:',
      'A-17',
      'Invoice date:',
      '2024-03-01',
      'Due date:',
      '2024-03-31',
    ]);
  });

  it('gives each line the union of its word boxes, rounded', () => {
    const [line] = buildLines(phrase('Net amount', 50.123, 100));
    expect(line?.box).toEqual({ x: 50.12, y: 100, width: 47.8, height: 12 });
  });

  it('ignores blank words and words without height', () => {
    const flat: Word = { text: 'x', box: { x: 0, y: 0, width: 5, height: 0 } };
    expect(buildLines([word('  ', 10, 10), flat])).toEqual([]);
  });
});
