import { describe, expect, it } from 'vitest';

import { parsePageRanges } from './page-ranges';

const codeOf = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('parsePageRanges', () => {
  it('gives every page on its own without ranges', () => {
    expect(parsePageRanges(undefined, 3)).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 2 },
      { from: 3, to: 3 },
    ]);
    expect(parsePageRanges('  ', 2)).toHaveLength(2);
  });

  it('reads runs, single pages, open ends and open starts', () => {
    expect(parsePageRanges('1-3,5,8-', 10)).toEqual([
      { from: 1, to: 3 },
      { from: 5, to: 5 },
      { from: 8, to: 10 },
    ]);
    expect(parsePageRanges(' -2 , 4 - 4 ', 4)).toEqual([
      { from: 1, to: 2 },
      { from: 4, to: 4 },
    ]);
  });

  it('refuses malformed lists with BAD_REQUEST', () => {
    for (const text of ['a', '1,,2', '-', '1-2-3', '1.5', '1;2']) {
      expect(
        codeOf(() => parsePageRanges(text, 10)),
        text,
      ).toBe('BAD_REQUEST');
    }
  });

  it('refuses pages outside the PDF or backwards runs with PDF_PAGE_VALIDATION_ERROR', () => {
    for (const text of ['0', '11', '3-1', '5-12', '11-']) {
      expect(
        codeOf(() => parsePageRanges(text, 10)),
        text,
      ).toBe('PDF_PAGE_VALIDATION_ERROR');
    }
  });
});
