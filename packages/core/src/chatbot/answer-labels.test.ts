import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../i18n/resources';
import { translate } from '../i18n/translate';

import { answerNoticeKey, missionLabelKey, type AnswerNotice } from './answer-labels';
import { MISSIONS } from './missions';

const NOTICES: readonly AnswerNotice[] = [
  'model-unavailable',
  'web-search-unavailable',
  'mission-needs-model',
  'anonymised',
];

describe('answer labels', () => {
  it('name every mission of SPEC §3 in both languages', () => {
    for (const language of LANGUAGES) {
      for (const { id } of MISSIONS) {
        const key = missionLabelKey(id);
        expect({ id, text: translate(language, key) }).not.toEqual({ id, text: key });
      }
    }
    expect(missionLabelKey('detect-sensitive-data')).toBe(
      'chatbot.missions.names.detectSensitiveData',
    );
  });

  it('tell every answer notice of the contract in both languages (issue 11)', () => {
    for (const language of LANGUAGES) {
      for (const notice of NOTICES) {
        const key = answerNoticeKey(notice);
        expect({ notice, text: translate(language, key) }).not.toEqual({ notice, text: key });
      }
    }
  });
});
