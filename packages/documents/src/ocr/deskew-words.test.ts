import { describe, expect, it } from 'vitest';

import { groupRows } from '../layout/group-rows';
import type { Word } from '../layout/types';
import { deskewWords, pageSlope } from './deskew-words';

const PAGE = { width: 595, height: 842 };

/** A word of `width` x 10 at (x, top) on a level page. */
const word = (text: string, x: number, top: number, width = 40): Word => ({
  text,
  box: { x, y: top, width, height: 10 },
});

/** A receipt's rows: three words of a label at the left, the amount 260 pt to the right. */
function receiptRows(count: number): Word[][] {
  return Array.from({ length: count }, (_, row) => {
    const top = 100 + row * 14;
    return [
      word(`ITEM${row}`, 100, top),
      word('NAME', 145, top),
      word('1KG', 190, top, 25),
      word(`${row}.50`, 360, top, 30),
    ];
  });
}

/** The words as a scan turned by `degrees` shows them (upright boxes of the turned words). */
function turned(lines: readonly Word[][], degrees: number): Word[][] {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return lines.map((line) =>
    line.map(({ text, box }) => {
      const dx = box.x + box.width / 2 - PAGE.width / 2;
      const dy = box.y + box.height / 2 - PAGE.height / 2;
      const x = PAGE.width / 2 + dx * cos - dy * sin;
      const y = PAGE.height / 2 + dx * sin + dy * cos;
      const width = box.width * cos + box.height * Math.abs(sin);
      const height = box.width * Math.abs(sin) + box.height * cos;
      return { text, box: { x: x - width / 2, y: y - height / 2, width, height } };
    }),
  );
}

describe('pageSlope', () => {
  it('measures a page turned 3 degrees either way from the slope of its lines', () => {
    expect(pageSlope(turned(receiptRows(6), 3))).toBeCloseTo(Math.tan((3 * Math.PI) / 180), 3);
    expect(pageSlope(turned(receiptRows(6), -2))).toBeCloseTo(Math.tan((-2 * Math.PI) / 180), 3);
  });

  it('says 0 for a level page, a barely turned one, or too few long lines', () => {
    expect(pageSlope(receiptRows(6))).toBe(0);
    expect(pageSlope(turned(receiptRows(6), 0.2))).toBe(0);
    expect(pageSlope(turned(receiptRows(2), 3))).toBe(0);
  });

  it('says 0 when the lines disagree', () => {
    const lines = [
      ...turned(receiptRows(3), 3),
      ...turned(receiptRows(3), -3).map((line) =>
        line.map((each) => ({ ...each, box: { ...each.box, y: each.box.y + 200 } })),
      ),
    ];
    expect(pageSlope(lines)).toBe(0);
  });

  it('ignores short lines (two words close together)', () => {
    const short = [[word('TEL', 100, 300), word('06', 142, 305)]];
    expect(pageSlope([...short, ...short, ...short])).toBe(0);
  });
});

describe('deskewWords', () => {
  it('puts a turned receipt label and its amount back on one row', () => {
    const lines = turned(receiptRows(8), 3);
    const textsOf = (words: readonly Word[]): string[] =>
      groupRows(words).map((row) =>
        [...row.words]
          .sort((a, b) => a.box.x - b.box.x)
          .map((each) => each.text)
          .join(' '),
      );
    expect(textsOf(lines.flat())).not.toContain('ITEM0 NAME 1KG 0.50');
    const rows = textsOf(deskewWords(lines, PAGE.width, PAGE.height));
    expect(rows).toHaveLength(8);
    expect(rows).toContain('ITEM0 NAME 1KG 0.50');
    expect(rows).toContain('ITEM7 NAME 1KG 7.50');
  });

  it('gives back level words unchanged', () => {
    const lines = receiptRows(5);
    expect(deskewWords(lines, PAGE.width, PAGE.height)).toEqual(lines.flat());
  });

  it('takes back the height the turn added to a long word', () => {
    const [line] = deskewWords(
      turned(
        [
          [
            word('SUPERMARKET', 100, 200, 120),
            word('BINTANG', 230, 200, 80),
            word('SDN', 320, 200, 40),
          ],
        ].concat(receiptRows(3)),
        4,
      ),
      PAGE.width,
      PAGE.height,
    );
    expect(line?.box.height).toBeCloseTo(10, 0);
    expect(line?.box.width).toBeCloseTo(120, 0);
  });
});
