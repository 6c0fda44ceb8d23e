import { describe, expect, it } from 'vitest';

import { ERROR_CATALOGUE, REASON_MESSAGE_KEYS } from '../errors/catalogue';

import { messageForError, translate } from './translate';

describe('REASON_MESSAGE_KEYS', () => {
  it('has a message in both languages for every key (SPEC §8)', () => {
    const keys = Object.values(REASON_MESSAGE_KEYS).flatMap((byReason) =>
      Object.values(byReason ?? {}),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      // translate answers the key itself when no language has it.
      expect({ key, en: translate('en', key) !== key }).toEqual({ key, en: true });
      expect({ key, sp: translate('sp', key) !== key }).toEqual({ key, sp: true });
    }
  });

  it('names only codes of the catalogue', () => {
    for (const code of Object.keys(REASON_MESSAGE_KEYS)) {
      expect(Object.hasOwn(ERROR_CATALOGUE, code)).toBe(true);
    }
  });
});

describe('messageForError with a detail.reason', () => {
  it('says a file stopped at its time budget or refused for its structure is too complex (issue #17)', () => {
    for (const reason of ['timeout', 'too-complex']) {
      expect(messageForError('en', 'FILE_PROCESSING_ERROR', undefined, { reason })).toMatch(
        /too complex/,
      );
      expect(messageForError('sp', 'FILE_PROCESSING_ERROR', undefined, { reason })).toMatch(
        /demasiado complejo/,
      );
    }
  });

  it('keeps the code’s own message for another reason, or none', () => {
    const own = translate('en', ERROR_CATALOGUE.FILE_PROCESSING_ERROR.messageKey);
    expect(messageForError('en', 'FILE_PROCESSING_ERROR', undefined, { reason: 'corrupt' })).toBe(
      own,
    );
    expect(messageForError('en', 'FILE_PROCESSING_ERROR')).toBe(own);
    expect(messageForError('en', 'FILE_PROCESSING_ERROR', undefined, { reason: 'toString' })).toBe(
      own,
    );
  });

  it('tells a user at the limit of requests at once how many run, in both languages', () => {
    const detail = { reason: 'concurrent-requests', limit: 2, retryAfterSeconds: 5 };
    expect(messageForError('en', 'RATE_LIMIT_EXCEEDED', undefined, detail)).toBe(
      'You already have 2 conversions running. Wait for one to finish, then try again.',
    );
    expect(messageForError('sp', 'RATE_LIMIT_EXCEEDED', undefined, detail)).toBe(
      'Ya tiene 2 conversiones en curso. Espere a que termine una e inténtelo de nuevo.',
    );
  });
});
