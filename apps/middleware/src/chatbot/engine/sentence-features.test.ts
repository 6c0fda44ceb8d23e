import { describe, expect, it } from 'vitest';

import { fitsFeatures } from './answer';
import { ANSWER_MODEL } from './answer-model';
import {
  SENTENCE_FEATURES,
  expectedKind,
  sentenceCandidates,
  type AnswerPassage,
} from './sentence-features';

const passage = (id: string, score: number, text: string): AnswerPassage => ({
  id,
  fileName: 'report.pdf',
  page: 1,
  language: 'en',
  score,
  text,
});

const feature = (features: readonly number[], name: (typeof SENTENCE_FEATURES)[number]) =>
  features[SENTENCE_FEATURES.indexOf(name)];

describe('sentenceCandidates', () => {
  it('reads sentences with their accents when the question writes them, folded when not', () => {
    const spanish = {
      ...passage('1', 10, 'Francia firmó la paz. Lutero murió en 1546.'),
      language: 'es' as const,
    };
    const coverageOf = (question: string) =>
      sentenceCandidates(question, [spanish]).map((candidate) => candidate.coverage);
    // Accented, 'murieron' and 'murió' share the stem 'mur'; folded, 'murieron' / 'murio' do not.
    expect(coverageOf('¿Cuándo murieron Lutero y León X?')[1]).toBeGreaterThan(
      coverageOf('cuando murieron lutero y leon x')[1] ?? 1,
    );
  });

  it('gives every sentence of the best passages its features, in SENTENCE_FEATURES order', () => {
    const candidates = sentenceCandidates('When did the Leeds plant open?', [
      passage(
        '1',
        10,
        'The company has two plants. The Leeds plant opened in 2019. It employs 300.',
      ),
      passage('2', 4, 'Sales grew.'),
    ]);
    expect(candidates).toHaveLength(4);
    const [, opened, employs] = candidates;
    expect(opened?.features).toHaveLength(SENTENCE_FEATURES.length);
    expect(opened?.coverage).toBeGreaterThan(candidates[0]?.coverage ?? 1);
    expect(feature(opened?.features ?? [], 'dateFound')).toBe(1);
    expect(feature(opened?.features ?? [], 'firstPassage')).toBe(1);
    // 'Leeds plant' and 'plant open' of the question's three bigrams (its 'when' is a term).
    expect(feature(opened?.features ?? [], 'bigramShare')).toBeCloseTo(2 / 3);
    // 'It employs 300.' leans on the sentence before: its quote takes both.
    expect(feature(employs?.features ?? [], 'anaphoric')).toBe(1);
    expect(employs?.quote.text).toBe('The Leeds plant opened in 2019. It employs 300.');
    expect(feature(candidates[3]?.features ?? [], 'passageShare')).toBe(0.4);
  });

  it('reads nothing without question terms or passages', () => {
    expect(sentenceCandidates('What is it?', [passage('1', 1, 'Text.')])).toEqual([]);
    expect(sentenceCandidates('Leeds plant', [])).toEqual([]);
  });
});

describe('expectedKind', () => {
  it('tells what the question asks for, in both languages', () => {
    expect(expectedKind('How many plants are there?')).toBe('number');
    expect(expectedKind('¿Cuántas plantas hay?')).toBe('number');
    expect(expectedKind('¿En qué año abrió la planta?')).toBe('date');
    expect(expectedKind('Who founded Acme?')).toBe('person');
    expect(expectedKind('¿Dónde está la planta?')).toBe('place');
    expect(expectedKind('What is the plant for?')).toBeUndefined();
  });
});

describe('ANSWER_MODEL', () => {
  it('has one weight per feature, in the engine’s order', () => {
    expect(fitsFeatures(ANSWER_MODEL)).toBe(true);
    expect(ANSWER_MODEL.weights).toHaveLength(SENTENCE_FEATURES.length);
  });
});
