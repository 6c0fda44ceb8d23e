import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate';

import {
  EXTRACTION_STATES,
  hasMissingRows,
  isVerifiedState,
  stateMessageKey,
  stateTone,
} from './extraction-states';

describe('extraction states', () => {
  it('lists the six states of SPEC §4', () => {
    expect([...EXTRACTION_STATES].sort()).toEqual([
      'auto_verified',
      'manually_verified',
      'missing_rows',
      'not_verified',
      'requires_verification',
      'verified',
    ]);
  });

  it('counts manual and AI verification as verified (SPEC §4)', () => {
    expect(EXTRACTION_STATES.filter(isVerifiedState)).toEqual([
      'auto_verified',
      'manually_verified',
      'verified',
    ]);
  });

  it('shows the states that need the user as warnings', () => {
    expect(stateTone('requires_verification')).toBe('warning');
    expect(stateTone('missing_rows')).toBe('warning');
    expect(stateTone('not_verified')).toBe('info');
    expect(stateTone('manually_verified')).toBe('success');
  });

  it('keeps the missing-rows warning after verification (SPEC §8)', () => {
    expect(hasMissingRows({ state: 'manually_verified', warnings: ['missing_rows'] })).toBe(true);
    expect(hasMissingRows({ state: 'missing_rows', warnings: [] })).toBe(true);
    expect(hasMissingRows({ state: 'verified', warnings: ['ocr'] })).toBe(false);
  });
});

describe('stateMessageKey', () => {
  it('names every state in both languages (SPEC §4)', () => {
    expect(EXTRACTION_STATES.map((state) => translate('en', stateMessageKey(state)))).toEqual([
      'Not verified',
      'Requires verification',
      'Missing rows detected',
      'Auto-verified (AI)',
      'Manually verified',
      'Verified',
    ]);
    expect(translate('sp', stateMessageKey('manually_verified'))).toBe('Verificado manualmente');
  });
});
