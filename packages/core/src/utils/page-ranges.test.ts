import { describe, expect, it } from 'vitest';

import { parsePageRanges } from './page-ranges';

describe('parsePageRanges (issue 4: ranges like 1-3,5,8-)', () => {
  it('reads single pages, closed runs, and runs open at either end', () => {
    const result = parsePageRanges(' 1-3, 5 ,8-,-2 ');
    expect(result).toEqual({
      ok: true,
      ranges: [
        { from: 1, to: 3, text: '1-3' },
        { from: 5, to: 5, text: '5' },
        { from: 8, to: undefined, text: '8-' },
        { from: 1, to: 2, text: '-2' },
      ],
    });
  });

  it('treats an empty list as every page on its own', () => {
    expect(parsePageRanges('')).toEqual({ ok: true, ranges: [] });
    expect(parsePageRanges(undefined)).toEqual({ ok: true, ranges: [] });
  });

  it.each(['a', '1-2-3', '-', '1,,2', '1;2', '2.5'])('refuses the malformed list %j', (text) => {
    expect(parsePageRanges(text)).toMatchObject({ ok: false, problem: { reason: 'malformed' } });
  });

  it('refuses page 0 and backwards runs, naming the item', () => {
    expect(parsePageRanges('0')).toEqual({ ok: false, problem: { reason: 'outside', item: '0' } });
    expect(parsePageRanges('1,5-3')).toEqual({
      ok: false,
      problem: { reason: 'backwards', item: '5-3' },
    });
  });
});
