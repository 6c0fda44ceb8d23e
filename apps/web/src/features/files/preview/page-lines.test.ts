import { describe, expect, it } from 'vitest';

import { pageLines } from './page-lines';

const run = (text: string, left: number, top: number) => ({
  text,
  box: { left, top, width: 10 * text.length, height: 12 },
});

describe('pageLines', () => {
  it('reads the runs top to bottom, and left to right within a line', () => {
    const runs = [run('121.00', 300, 101), run('Total', 50, 100), run('Invoice A-001', 50, 60)];
    expect(pageLines(runs)).toEqual(['Invoice A-001', 'Total 121.00']);
  });

  it('leaves out blank runs and folds white space', () => {
    expect(pageLines([run('  Net   price ', 50, 10), run('   ', 50, 40)])).toEqual(['Net price']);
  });

  it('answers no line for a page without text (a scanned picture)', () => {
    expect(pageLines([])).toEqual([]);
  });
});
