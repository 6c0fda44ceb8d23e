import { describe, expect, it } from 'vitest';

import { assertBlobKey, assertBlobPrefix, InvalidBlobKeyError, isBlobKey } from './blob-key';

describe('assertBlobKey', () => {
  it.each(['a', 'docs/2024/report.pdf', 'user-1/.hidden', 'x_y.z-9', 'a/..b/c..'])(
    'accepts %s',
    (key) => {
      expect(assertBlobKey(key)).toBe(key);
    },
  );

  it.each([
    '',
    '../x',
    '/abs',
    'a//b',
    'a/./b',
    'a/../b',
    'a/',
    '.',
    '..',
    'a\\b',
    'with space',
    'ñ',
    'a/b%2f',
    'x'.repeat(1025),
  ])('refuses %j', (key) => {
    expect(() => assertBlobKey(key)).toThrow(InvalidBlobKeyError);
    expect(isBlobKey(key)).toBe(false);
  });
});

describe('assertBlobPrefix', () => {
  it.each(['', 'docs', 'docs/', 'docs/re', 'a/b/'])('accepts %j', (prefix) => {
    expect(assertBlobPrefix(prefix)).toBe(prefix);
  });

  it.each(['/', '../', 'a//', './a', 'a/../', 'a b'])('refuses %j', (prefix) => {
    expect(() => assertBlobPrefix(prefix)).toThrow(InvalidBlobKeyError);
  });
});
