import { describe, expect, it } from 'vitest';

import { fold, foldWithOffsets } from './fold';

describe('fold', () => {
  it('drops accents and lower-cases, so both spellings meet', () => {
    expect(fold('Educación ÁRBOL niño')).toBe('educacion arbol nino');
  });

  it('maps folded units back to the source offsets', () => {
    const { text, sourceOffsets } = foldWithOffsets('aﬁ é');
    expect(text).toBe('afi e');
    expect(sourceOffsets).toEqual([0, 1, 1, 2, 3, 4]);
  });
});
