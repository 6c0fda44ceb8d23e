import type { ZipEntryInfo } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { checkFilePages, checkTotalPages, isIgnoredEntry, planZip } from './zip-validation';

const RULES = {
  zipMaxFiles: 3,
  zipMaxPagesPerFile: 2,
  zipMaxTotalPages: 4,
  zipMaxExpandedBytes: 1_000_000,
};

const entry = (name: string): ZipEntryInfo => ({
  name,
  size: 10,
  compressedSize: 10,
  isDirectory: name.endsWith('/'),
});

function refusal(work: () => unknown) {
  try {
    work();
  } catch (error) {
    return {
      code: (error as { code: string }).code,
      detail: (error as { detail: unknown }).detail,
    };
  }
  throw new Error('not refused');
}

describe('planZip (SPEC §5 extractor ZIP)', () => {
  it('answers the PDFs, ignoring folders and what systems add to archives', () => {
    const pdfs = planZip(
      [
        entry('facturas/'),
        entry('facturas/a.PDF'),
        entry('__MACOSX/facturas/._a.PDF'),
        entry('facturas/.DS_Store'),
        entry('Thumbs.db'),
        entry('b.pdf'),
      ],
      RULES,
    );
    expect(pdfs.map((pdf) => pdf.name)).toEqual(['facturas/a.PDF', 'b.pdf']);
    expect(isIgnoredEntry(entry('a/.hidden.pdf'))).toBe(true);
  });

  it('refuses more files than allowed with max and current', () => {
    const entries = ['a.pdf', 'b.pdf', 'c.pdf', 'd.txt'].map(entry);
    expect(refusal(() => planZip(entries, RULES))).toEqual({
      code: 'TOO_MANY_FILES',
      detail: { max: 3, current: 4 },
    });
  });

  it('refuses unsupported files, naming them', () => {
    expect(refusal(() => planZip(['a.pdf', 'notas.docx', 'otro.zip'].map(entry), RULES))).toEqual({
      code: 'ZIP_UNSUPPORTED_FILES',
      detail: { files: ['notas.docx', 'otro.zip'], count: 2 },
    });
  });

  it('refuses a ZIP without any PDF', () => {
    expect(refusal(() => planZip([entry('x/'), entry('notas.txt')], RULES)).code).toBe(
      'ZIP_NO_SUPPORTED_FILES',
    );
    expect(refusal(() => planZip([], RULES)).code).toBe('ZIP_NO_SUPPORTED_FILES');
  });
});

describe('page limits', () => {
  it('refuses a file with more pages than allowed, naming it', () => {
    expect(refusal(() => checkFilePages('largo.pdf', 3, RULES))).toEqual({
      code: 'FILE_TOO_MANY_PAGES',
      detail: { file: 'largo.pdf', pages: 3, max: 2, current: 3 },
    });
    expect(() => checkFilePages('corto.pdf', 2, RULES)).not.toThrow();
  });

  it('refuses more pages in total than allowed', () => {
    expect(refusal(() => checkTotalPages(5, RULES))).toEqual({
      code: 'TOTAL_PAGES_EXCEEDED',
      detail: { total: 5, max: 4, current: 5 },
    });
  });
});
