import { describe, expect, it } from 'vitest';

import { fileNameFromContentDisposition, toDownload } from './download';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* form (RFC 6266)', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="factura.pdf"; filename*=UTF-8''factura%20n%C2%BA1.pdf`,
      ),
    ).toBe('factura nº1.pdf');
  });

  it('reads a plain quoted or bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".zip"')).toBe(
      'a "b".zip',
    );
    expect(fileNameFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
  });

  it('drops folders a hostile header tries to pick', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
  });

  it('gives nothing for a missing or nameless header', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('inline')).toBeUndefined();
  });
});

describe('toDownload', () => {
  it("falls back to the call's default name (SPEC §7)", () => {
    const blob = new Blob(['%PDF']);
    expect(toDownload({ data: blob, response: new Response(null) }, 'documento.pdf')).toEqual({
      blob,
      fileName: 'documento.pdf',
    });
  });
});
