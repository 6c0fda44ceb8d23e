import { describe, expect, it } from 'vitest';

import { findDifferentValues } from './different-values';
import { readQuantities } from './read-quantities';
import { pageOf } from './testing/pages';

describe('findDifferentValues', () => {
  it('compares a tax only with lines of the same rate', () => {
    const readings = readQuantities(pageOf('IVA 21% 210,00\nIVA 10% 50,00\nIVA 21% 210,00'));
    expect(findDifferentValues(readings)).toEqual([]);
  });

  it('finds one quantity written twice with different values within a document', () => {
    const readings = readQuantities(
      pageOf('Plazo de entrega: 15 días\n…\nPlazo de entrega: 3 semanas'),
    );
    expect(findDifferentValues(readings)).toEqual([
      expect.objectContaining({
        quantity: 'delivery-term',
        scope: 'within-document',
        values: [
          expect.objectContaining({ text: '15 días', normalised: '15 days' }),
          expect.objectContaining({ text: '3 semanas', normalised: '21 days' }),
        ],
      }),
    ]);
  });

  it('compares documents only within their group', () => {
    const readings = [
      ...readQuantities(pageOf('Total: 100,00 €', 'a')),
      ...readQuantities(pageOf('Total: 120,00 €', 'b')),
    ];
    expect(findDifferentValues(readings)).toEqual([]);
    const together = new Map([
      ['a', 'a'],
      ['b', 'a'],
    ]);
    expect(findDifferentValues(readings, together)).toEqual([
      expect.objectContaining({ quantity: 'total', scope: 'across-documents' }),
    ]);
  });
});
