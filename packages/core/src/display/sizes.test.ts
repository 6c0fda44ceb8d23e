import { describe, expect, it } from 'vitest';

import { formatSize } from './sizes';

describe('formatSize', () => {
  it('shows whole bytes without a decimal', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1)).toBe('1 B');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1023)).toBe('1023 B');
  });

  it('uses 1024 steps with one decimal (SPEC §3, §9 "Size units 1024")', () => {
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatSize(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatSize(1.5 * 1024 ** 4)).toBe('1.5 TB');
  });

  it('moves to the next unit rather than showing 1024.0 of one', () => {
    expect(formatSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatSize(1024 ** 3 - 1)).toBe('1.0 GB');
    expect(formatSize(1023.6)).toBe('1.0 KB');
  });

  it('stops at TB', () => {
    expect(formatSize(2048 * 1024 ** 4)).toBe('2048.0 TB');
  });

  it('yields nothing for a negative, infinite or missing size', () => {
    expect(formatSize(-1)).toBe('');
    expect(formatSize(Number.NaN)).toBe('');
    expect(formatSize(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatSize(null)).toBe('');
    expect(formatSize(undefined)).toBe('');
  });
});
