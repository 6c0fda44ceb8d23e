import { describe, expect, it } from 'vitest';

import { isStopWord, questionTerms } from './words';

describe('questionTerms', () => {
  it('leaves out the Spanish function words and verb forms of estar, haber, ser and tener', () => {
    expect(
      questionTerms('¿Cuántos años después tuvo lugar la batalla entre los ejércitos?'),
    ).toEqual(['anos', 'lugar', 'batalla', 'ejercitos']);
  });

  it('keeps the forms that are also content words', () => {
    expect(questionTerms('¿Qué mar baña los Estados Unidos?')).toEqual([
      'mar',
      'bana',
      'estados',
      'unidos',
    ]);
    expect(questionTerms('Which sea is the largest?')).toEqual(['sea', 'largest']);
  });
});

describe('isStopWord', () => {
  it('takes folded words of either language', () => {
    expect(['despues', 'habian', 'cuyas', 'the', 'which'].every(isStopWord)).toBe(true);
    expect(['estado', 'sentido', 'soy'].some(isStopWord)).toBe(false);
  });
});
