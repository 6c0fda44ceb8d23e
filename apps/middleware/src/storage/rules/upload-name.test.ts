import type { AppError } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { cleanUploadName, extensionOf } from './upload-name';

function reasonOf(raw: string): unknown {
  try {
    cleanUploadName(raw);
  } catch (error) {
    expect((error as AppError).code).toBe('FILE_VALIDATION_ERROR');
    return ((error as AppError).detail as { reason: string }).reason;
  }
  return undefined;
}

describe('cleanUploadName (issue 5 safe names)', () => {
  it('keeps a plain name and unicode, NFC-normalised', () => {
    expect(cleanUploadName('factura.pdf')).toBe('factura.pdf');
    expect(cleanUploadName('Informe año\u0301.pdf')).toBe('Informe añó.pdf');
    expect(cleanUploadName('報告書.docx')).toBe('報告書.docx');
  });

  it('strips a path a client prepended', () => {
    expect(cleanUploadName('C:\\Users\\ana\\scan.png')).toBe('scan.png');
    expect(cleanUploadName('docs/2024/a.pdf')).toBe('a.pdf');
  });

  it('refuses a name that climbs with ..', () => {
    expect(reasonOf('../etc/passwd.txt')).toBe('path-traversal');
    expect(reasonOf('a\\..\\b.pdf')).toBe('path-traversal');
  });

  it('refuses control characters', () => {
    expect(reasonOf('a\u0000.pdf')).toBe('control-character');
    expect(reasonOf('a\nb.pdf')).toBe('control-character');
  });

  it('refuses empty and hidden names', () => {
    expect(reasonOf('')).toBe('empty-name');
    expect(reasonOf('docs/')).toBe('empty-name');
    expect(reasonOf('.env')).toBe('hidden-name');
  });

  it('refuses more than 255 bytes, counted in UTF-8', () => {
    expect(cleanUploadName(`${'a'.repeat(251)}.pdf`)).toHaveLength(255);
    expect(reasonOf(`${'a'.repeat(252)}.pdf`)).toBe('name-too-long');
    // 126 two-byte letters are 252 bytes, plus `.pdf`.
    expect(reasonOf(`${'ñ'.repeat(126)}.pdf`)).toBe('name-too-long');
  });
});

describe('extensionOf', () => {
  it('answers the last extension in lower case', () => {
    expect(extensionOf('A.PDF')).toBe('pdf');
    expect(extensionOf('backup.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });
});
