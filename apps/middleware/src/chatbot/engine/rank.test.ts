import { describe, expect, it } from 'vitest';

import { rankPassages, type RankInput } from './rank';

const passage = (text: string, heading: string | null = null): RankInput & { id: string } => ({
  id: text.slice(0, 10),
  heading,
  text,
  language: 'en',
  fileName: 'notes.md',
});

describe('rankPassages', () => {
  it('puts the passage holding the rare terms of the question first', () => {
    const ranked = rankPassages('When was the warehouse lease signed?', [
      passage('The office has a kitchen. The lease of the office is long.'),
      passage('The warehouse lease was signed in March 2019 by both parties.'),
      passage('Payments are due monthly.'),
    ]);
    expect(ranked[0]?.text).toContain('warehouse lease was signed');
    expect(ranked.every((entry) => entry.score > 0)).toBe(true);
  });

  it('counts a question term in the heading', () => {
    const ranked = rankPassages('Who founded Acme?', [
      passage('It was founded by Jane Roe in 1950.', 'Acme history'),
      passage('It was founded by John Doe in 1960.', 'Other company'),
    ]);
    expect(ranked[0]?.heading).toBe('Acme history');
  });

  it('matches inflected and accent-less forms', () => {
    const ranked = rankPassages('¿Cuándo se firmaron los contratos de educacion?', [
      { ...passage('El contrato de educación se firmó en 2019.'), language: 'es' },
      { ...passage('La oficina tiene cocina.'), language: 'es' },
    ]);
    expect(ranked).toHaveLength(1);
    expect(ranked[0]?.text).toContain('educación');
  });

  it('counts a Spanish derived form of a question word, at less than the word itself', () => {
    const spanish = (text: string) => ({ ...passage(text), language: 'es' as const });
    const ranked = rankPassages('¿Cuántos balones interceptó Norman?', [
      spanish('Norman jugó de titular toda la temporada.'),
      spanish('Norman logró cuatro intercepciones.'),
      spanish('Norman interceptó dos balones.'),
    ]);
    expect(ranked.map((entry) => entry.text)).toEqual([
      'Norman interceptó dos balones.',
      'Norman logró cuatro intercepciones.',
      'Norman jugó de titular toda la temporada.',
    ]);
  });

  it('keeps English derived forms apart (its stemmer conflates what it should)', () => {
    expect(rankPassages('Which nation won?', [passage('The nationalists lost.')])).toEqual([]);
  });

  it('prefers, between passages that match alike, the one whose file matches elsewhere too', () => {
    const ranked = rankPassages('Who led the warehouse project?', [
      { ...passage('The warehouse project was led by Jane Roe.'), fileName: 'a.md' },
      { ...passage('The warehouse project was led by John Doe.'), fileName: 'b.md' },
      { ...passage('The project budget for the warehouse grew.'), fileName: 'b.md' },
    ]);
    expect(ranked[0]?.text).toContain('John Doe');
  });

  it('returns nothing for a question of stop words only', () => {
    expect(rankPassages('what is it?', [passage('It is what it is.')])).toEqual([]);
  });
});
