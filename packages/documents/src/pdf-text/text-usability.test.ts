import { describe, expect, it } from 'vitest';

import { assessTextUsability } from './text-usability';

describe('assessTextUsability', () => {
  it('accepts ordinary text', () => {
    expect(assessTextUsability('Factura nº 2024-117 Total 1.234,56 €')).toMatchObject({
      usable: true,
      reason: 'ok',
    });
  });

  it('sends a page with (almost) no letters or digits to OCR', () => {
    expect(assessTextUsability('  1  ')).toMatchObject({
      usable: false,
      reason: 'no-text',
      characters: 1,
    });
    expect(assessTextUsability('')).toMatchObject({ usable: false, reason: 'no-text' });
  });

  it('sends control characters from a font without a Unicode map to OCR', () => {
    const garbage = '\u0001\u0002\u0003\u0004 \u0005\u0006 \u0007\u0008 Total 12';
    expect(assessTextUsability(garbage)).toMatchObject({ usable: false, reason: 'undecodable' });
  });

  it('sends replacement and private-use characters to OCR', () => {
    const garbage = `Invoice ${'\uFFFD'.repeat(5)} ${'\uE012\uF8FF'.repeat(5)} total amount due`;
    expect(assessTextUsability(garbage).reason).toBe('undecodable');
  });

  it('tolerates a few odd characters in a real text', () => {
    const text = `${'Factura de servicios profesionales '.repeat(10)}\uFFFD`;
    expect(assessTextUsability(text).usable).toBe(true);
  });
});
