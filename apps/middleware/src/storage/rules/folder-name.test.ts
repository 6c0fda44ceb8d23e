import { AppError } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { isAllFilesView, normalizeFolderName } from './folder-name';

function reasonOf(raw: string): unknown {
  try {
    normalizeFolderName(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('FOLDER_NAME_INVALID');
    return ((error as AppError).detail as { reason: string }).reason;
  }
  return undefined;
}

describe('normalizeFolderName (SPEC §5 folders)', () => {
  it('trims and keeps unicode, NFC-normalised', () => {
    expect(normalizeFolderName('  Facturas 2024 ')).toBe('Facturas 2024');
    expect(normalizeFolderName('Ano\u0301')).toBe('Anó');
    expect(normalizeFolderName('日本語')).toBe('日本語');
  });

  it('refuses an empty name: the name is required', () => {
    expect(reasonOf('   ')).toBe('empty');
  });

  it('refuses more than 100 characters, counting characters rather than bytes', () => {
    expect(normalizeFolderName('ñ'.repeat(100))).toHaveLength(100);
    expect(reasonOf('a'.repeat(101))).toBe('too-long');
  });

  it.each(['a/b', 'a\\b', 'a:b', 'a*b', 'a?b', 'a"b', 'a<b', 'a>b', 'a|b', 'a\u0000b', 'a\nb'])(
    'refuses the invalid character in %j',
    (name) => {
      expect(reasonOf(name)).toBe('forbidden-character');
    },
  );

  it('refuses a name starting with a dot (a hidden name, SPEC §3)', () => {
    expect(reasonOf('.folder')).toBe('leading-dot');
  });
});

describe('isAllFilesView', () => {
  it('recognises the all view ignoring case and spaces', () => {
    expect(isAllFilesView(' ALL ')).toBe(true);
    expect(isAllFilesView('allfiles')).toBe(false);
  });
});
