import { describe, expect, it } from 'vitest';

import { cleanIdentifier, identifierKey } from './identifiers';
import { isSameText, normaliseText } from './text';

describe('identifiers', () => {
  it('cleans the marks written before a number', () => {
    expect(cleanIdentifier('# BLR_WFLD20151000982590')).toBe('BLR_WFLD20151000982590');
    expect(cleanIdentifier('Nº 2024/001:')).toBe('2024/001');
    expect(cleanIdentifier(': FS/22/09/51')).toBe('FS/22/09/51');
  });

  it('compares upper-case, without white space, `- / . # :` and leading zeros (README)', () => {
    expect(identifierKey('inv/2023/03-0008')).toBe('INV2023030008');
    expect(identifierKey('#000123')).toBe('123');
    expect(identifierKey('DE 232 446 240')).toBe('DE232446240');
  });
});

describe('text', () => {
  it('normalises NFKC, case-folded, spaces collapsed, outer punctuation trimmed (README "text")', () => {
    expect(normaliseText('  Userpilot,   Inc. ')).toBe('userpilot, inc');
    expect(isSameText('Userpilot, Inc', 'Userpilot, Inc.')).toBe(true);
    expect(isSameText('Free SAS', 'Free')).toBe(true);
    expect(isSameText('Acme', 'Other')).toBe(false);
  });
});
