import { describe, expect, it } from 'vitest';

import { fragmentToLike, nameKey, patternToLike } from './name-key';

describe('nameKey', () => {
  it('folds case and accents', () => {
    expect(nameKey('Año Fiscal.PDF')).toBe('ano fiscal.pdf');
    expect(nameKey('Ano\u0301')).toBe('ano');
    expect(nameKey('ÉTÉ')).toBe('ete');
  });

  it('keeps scripts without case or accents as they are', () => {
    expect(nameKey('報告書.docx')).toBe('報告書.docx');
  });
});

describe('fragmentToLike (listFiles q)', () => {
  it('finds the folded fragment anywhere, with LIKE characters escaped', () => {
    expect(fragmentToLike(' Año ')).toBe('%ano%');
    expect(fragmentToLike('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('patternToLike (searchFiles, SPEC §7)', () => {
  it('turns * and ? into LIKE wildcards over the whole name', () => {
    expect(patternToLike('*.PDF')).toBe('%.pdf');
    expect(patternToLike('factura-20??.xlsx')).toBe('factura-20__.xlsx');
  });

  it('treats a pattern without wildcards as a fragment', () => {
    expect(patternToLike('Factura')).toBe('%factura%');
  });

  it('keeps % and _ literal', () => {
    expect(patternToLike('50%*')).toBe('50\\%%');
    expect(patternToLike('a_b?')).toBe('a\\_b_');
  });
});
