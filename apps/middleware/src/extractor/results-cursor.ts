import { AppError, isUuid } from '@folio/core';

import type { ResultsKey } from './documents.queries';

/** An opaque `next_cursor`: base64url JSON of the last document's time (µs) and id. */
export function encodeResultsCursor(key: ResultsKey): string {
  return Buffer.from(JSON.stringify(['r', key.createdUs, key.id])).toString('base64url');
}

/** Reads a cursor back; anything else (edited, or another listing's) is BAD_REQUEST. */
export function decodeResultsCursor(text: string): ResultsKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    parsed[0] === 'r' &&
    typeof parsed[1] === 'string' &&
    /^\d{1,19}$/u.test(parsed[1]) &&
    isUuid(parsed[2])
  ) {
    return { createdUs: parsed[1], id: parsed[2] };
  }
  throw new AppError('BAD_REQUEST', {
    message: 'unusable results cursor',
    detail: { field: 'cursor' },
  });
}
