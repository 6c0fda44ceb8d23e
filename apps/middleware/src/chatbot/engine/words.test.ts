import { describe, expect, it } from 'vitest';

import { isStopWord, questionTerms, readWords, writtenTerms } from './words';

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

describe('readWords', () => {
  const stems = (text: string, spelling?: 'folded' | 'written') =>
    readWords(text, 'es', spelling).map((word) => word.stem);

  it('stems folded words unless asked for their written spelling', () => {
    expect(stems('Murió; murieron.')).toEqual(['muri', 'mur']);
    expect(stems('Murió; murieron.', 'written')).toEqual(['mur', 'mur']);
  });

  it('gives the same offsets either way', () => {
    const text = 'El Niño llegó después.';
    expect(readWords(text, 'es', 'written').map(({ start, end }) => [start, end])).toEqual(
      readWords(text, 'es').map(({ start, end }) => [start, end]),
    );
  });
});

describe('writtenTerms', () => {
  it('keys each content word as written by its folded form', () => {
    expect(writtenTerms('¿Cuándo MURIÓ Lutero?')).toEqual(
      new Map([
        ['murio', 'murió'],
        ['lutero', 'lutero'],
      ]),
    );
  });
});
