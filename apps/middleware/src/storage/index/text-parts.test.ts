import { describe, expect, it } from 'vitest';

import { cleanText, splitIntoParts } from './text-parts';

describe('cleanText', () => {
  it('removes NUL and control characters, lone surrogates and runs of blank lines', () => {
    expect(cleanText('a\u0000b\u0002c\r\nd\n\n\n\ne  \nf\uD800g')).toBe('a b c\nd\n\ne\nf\uFFFDg');
  });
});

describe('splitIntoParts', () => {
  it('cuts at a space or line break near the limit', () => {
    expect(splitIntoParts('uno dos tres cuatro', 9)).toEqual(['uno dos', 'tres', 'cuatro']);
  });

  it('cuts a word longer than the limit, never inside a surrogate pair', () => {
    expect(splitIntoParts('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    const parts = splitIntoParts('aaa😀bbb', 4);
    expect(parts.join('')).toBe('aaa😀bbb');
    const isLoneSurrogate = /[\uD800-\uDFFF]/u;
    expect(parts.some((part) => isLoneSurrogate.test(part))).toBe(false);
  });

  it('answers nothing for blank text', () => {
    expect(splitIntoParts('   ')).toEqual([]);
  });
});
