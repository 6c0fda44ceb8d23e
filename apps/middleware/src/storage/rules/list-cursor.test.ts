import { AppError } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { decodeCursor, encodeCursor } from './list-cursor';

describe('listFiles cursors', () => {
  it('round-trips the last row of a page', () => {
    const cursor = {
      sort: 'type' as const,
      order: 'asc' as const,
      values: ['document', 'año.pdf', '0b8f6c2e-0000-4000-8000-000000000000'],
    };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[\w-]+$/);
    expect(decodeCursor(text, 'type', 'asc')).toEqual(cursor);
  });

  it.each([
    ['another sort', encodeCursor({ sort: 'date', order: 'desc', values: ['t', 'i'] }), 'size'],
    ['too few values', encodeCursor({ sort: 'type', order: 'desc', values: ['a', 'b'] }), 'type'],
    ['garbage', 'not-a-cursor', 'date'],
  ] as const)('refuses %s with BAD_REQUEST', (_name, text, sort) => {
    expect(() => decodeCursor(text, sort, 'desc')).toThrow(AppError);
  });
});
