import { describe, expect, it } from 'vitest';

import { pickFreeName, splitFileName, uniqueEntryNames } from './name-collision';

const taken = (...names: string[]) => new Set(names.map((name) => name.toLowerCase()));

describe('pickFreeName (issue 5: an existing name keeps both, `name (1).pdf`)', () => {
  it('keeps a free name', () => {
    expect(pickFreeName('a.pdf', taken('b.pdf'))).toBe('a.pdf');
  });

  it('numbers a taken name from 1, the lowest number free', () => {
    expect(pickFreeName('a.pdf', taken('a.pdf'))).toBe('a (1).pdf');
    expect(pickFreeName('a.pdf', taken('a.pdf', 'a (1).pdf', 'a (3).pdf'))).toBe('a (2).pdf');
  });

  it('compares ignoring case, as the unique index does', () => {
    expect(pickFreeName('Informe.PDF', taken('informe.pdf'))).toBe('Informe (1).PDF');
  });

  it('counts on from an existing copy number rather than adding a second one', () => {
    expect(pickFreeName('a (1).pdf', taken('a (1).pdf'))).toBe('a (2).pdf');
  });

  it('numbers names without an extension and keeps only the last extension apart', () => {
    expect(pickFreeName('README', taken('readme'))).toBe('README (1)');
    expect(pickFreeName('b.tar.gz', taken('b.tar.gz'))).toBe('b.tar (1).gz');
  });

  it('shortens the stem so a numbered name stays within 255 bytes', () => {
    const long = `${'x'.repeat(251)}.pdf`;
    const picked = pickFreeName(long, taken(long));
    expect(picked).toMatch(/^x+ \(1\)\.pdf$/);
    expect(Buffer.byteLength(picked)).toBeLessThanOrEqual(255);
  });
});

describe('splitFileName', () => {
  it('reads the stem, copy number and extension', () => {
    expect(splitFileName('informe (12).pdf')).toEqual({
      stem: 'informe',
      copy: 12,
      extension: '.pdf',
    });
    expect(splitFileName('(1).pdf')).toEqual({ stem: '(1)', copy: undefined, extension: '.pdf' });
  });
});

describe('uniqueEntryNames (downloadFilesZip: ` (2)` added to a repeated name)', () => {
  it('keeps the first and numbers repeats from 2, ignoring case', () => {
    expect(uniqueEntryNames(['a.pdf', 'b.pdf', 'A.pdf', 'a.pdf'])).toEqual([
      'a.pdf',
      'b.pdf',
      'A (2).pdf',
      'a (3).pdf',
    ]);
  });
});
