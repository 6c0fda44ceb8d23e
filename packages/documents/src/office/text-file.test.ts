import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';

import { decodeTextFile } from './text-file';

const SPANISH = 'Factura nº 7: señor Muñoz pagó 1.234,56 € el miércoles.\nAñadir IVA.';

describe('decodeTextFile', () => {
  it('decodes UTF-8 with and without a byte-order mark', () => {
    const bytes = new TextEncoder().encode(SPANISH);
    expect(decodeTextFile(bytes)).toEqual({ text: SPANISH, encoding: 'utf-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(decodeTextFile(withBom)).toEqual({ text: SPANISH, encoding: 'utf-8' });
  });

  it('decodes UTF-16 LE and BE from their byte-order mark', () => {
    const le = new Uint8Array([0xff, 0xfe, ...iconv.encode(SPANISH, 'utf-16le')]);
    const be = new Uint8Array([0xfe, 0xff, ...iconv.encode(SPANISH, 'utf-16be')]);
    expect(decodeTextFile(le)).toEqual({ text: SPANISH, encoding: 'utf-16le' });
    expect(decodeTextFile(be)).toEqual({ text: SPANISH, encoding: 'utf-16be' });
  });

  it('decodes UTF-16 LE without a byte-order mark', () => {
    expect(decodeTextFile(iconv.encode(SPANISH, 'utf-16le'))).toEqual({
      text: SPANISH,
      encoding: 'utf-16le',
    });
  });

  it('decodes Latin-1 and its Windows superset (the € sign)', () => {
    const latin1 = 'Señor Muñoz, año 2024, acción pagada.';
    expect(decodeTextFile(iconv.encode(latin1, 'latin1'))).toEqual({
      text: latin1,
      encoding: 'windows-1252',
    });
    expect(decodeTextFile(iconv.encode(SPANISH, 'windows-1252')).text).toBe(SPANISH);
  });

  it('refuses binary content with DOCUMENT_UNREADABLE', () => {
    const binary = new Uint8Array(2000).map((_, index) => (index * 31) % 32);
    expect(() => decodeTextFile(binary)).toThrow(
      expect.objectContaining({ code: 'DOCUMENT_UNREADABLE' }),
    );
  });

  it('refuses a file over the size limit with DOCUMENT_TOO_LARGE', () => {
    expect(() => decodeTextFile(new Uint8Array(11), { maxBytes: 10 })).toThrow(
      expect.objectContaining({ code: 'DOCUMENT_TOO_LARGE' }),
    );
  });
});
