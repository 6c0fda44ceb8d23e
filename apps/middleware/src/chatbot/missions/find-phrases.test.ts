import { describe, expect, it } from 'vitest';

import { compilePhrases } from './find-phrases';

describe('compilePhrases', () => {
  it('finds whole words whatever their accents and case, with offsets into the original text', () => {
    const find = compilePhrases(['clausula', 'proteccion de datos']);
    const text = 'CLÁUSULA 8. Protección  de\ndatos personales; subcláusula aparte.';
    const found = find(text);
    expect(found.map((match) => text.slice(match.start, match.end))).toEqual([
      'CLÁUSULA',
      'Protección  de\ndatos',
    ]);
  });

  it('prefers the longer of two overlapping phrases', () => {
    const find = compilePhrases(['total', 'total iva']);
    expect(find('Total IVA: 210,00. Total: 1.210,00').map((match) => match.phrase)).toEqual([
      'total iva',
      'total',
    ]);
  });

  it('matches any ending after a final asterisk', () => {
    const find = compilePhrases(['automatically renew*']);
    expect(find('It automatically renews each year.')).toHaveLength(1);
  });
});
