import { describe, expect, it } from 'vitest';

import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits at sentence ends, keeping offsets', () => {
    const text = 'First one here.  Second one? Third!';
    const sentences = splitSentences(text);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'First one here.',
      'Second one?',
      'Third!',
    ]);
    for (const sentence of sentences) {
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
    }
  });

  it('does not end a sentence at an abbreviation or an initial', () => {
    const sentences = splitSentences('El Dr. García viajó a EE. UU. en 1990. Volvió luego.');
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'El Dr. García viajó a EE. UU. en 1990.',
      'Volvió luego.',
    ]);
  });
});
