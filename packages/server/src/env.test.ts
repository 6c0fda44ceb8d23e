import { describe, expect, it } from 'vitest';

import { readFlag, readInteger, readList } from './env';

describe('environment readers', () => {
  it('reads whole numbers and falls back when unset or empty', () => {
    expect(readInteger({ PORT: '8080' }, 'PORT', 1)).toBe(8080);
    expect(readInteger({}, 'PORT', 1)).toBe(1);
    expect(readInteger({ PORT: '' }, 'PORT', 1)).toBe(1);
  });

  it('stops on a malformed number, naming the variable', () => {
    expect(() => readInteger({ PORT: '80a' }, 'PORT', 1)).toThrow(/PORT must be a whole number/);
    expect(() => readInteger({ PORT: '-1' }, 'PORT', 1)).toThrow(/PORT/);
  });

  it('reads switches and lists', () => {
    expect(['1', 'TRUE', 'yes', 'On'].map(readFlag)).toEqual([true, true, true, true]);
    expect([undefined, '0', 'no'].map(readFlag)).toEqual([false, false, false]);
    expect(readList(' a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(readList(undefined)).toEqual([]);
  });
});
