import { describe, expect, it } from 'vitest';

import { keyPhrases } from './key-phrases';

describe('keyPhrases', () => {
  it('finds what several summaries share, as runs of content words, without repeats', () => {
    const summaries = [
      'El contrato de arrendamiento fija una renta mensual de 900 euros.',
      'La renta mensual se actualiza cada año según el IPC.',
      'La fianza del arrendamiento es de dos mensualidades.',
    ];
    const phrases = keyPhrases(summaries, 'es', 3);
    expect(phrases[0]).toMatch(/mensual/u);
    expect(phrases).toContain('arrendamiento');
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('answers nothing for no text', () => {
    expect(keyPhrases([], 'en', 4)).toEqual([]);
  });
});
