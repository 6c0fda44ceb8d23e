import { describe, expect, it } from 'vitest';

import { normalizeTags } from './tags';

describe('normalizeTags (updateFileMetadata)', () => {
  it('trims, drops empty tags and keeps the first spelling of each, in order', () => {
    expect(normalizeTags([' IVA ', 'iva', '', '  ', 'Clientes', 'CLIENTES', '2024'])).toEqual([
      'IVA',
      'Clientes',
      '2024',
    ]);
  });

  it('treats differently composed accents as one tag', () => {
    expect(normalizeTags(['año', 'an\u0303o'])).toEqual(['año']);
  });
});
