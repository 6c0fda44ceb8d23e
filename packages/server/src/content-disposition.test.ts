import { describe, expect, it } from 'vitest';

import { attachment, contentDisposition } from './content-disposition';

describe('contentDisposition (RFC 6266)', () => {
  it('names an ASCII file in both forms', () => {
    expect(attachment('documento.pdf')).toBe(
      `attachment; filename="documento.pdf"; filename*=UTF-8''documento.pdf`,
    );
  });

  it('keeps a unicode name exact in filename* and replaces it in the ASCII fallback', () => {
    expect(attachment('año fiscal (1).pdf')).toBe(
      `attachment; filename="a_o fiscal (1).pdf"; filename*=UTF-8''a%C3%B1o%20fiscal%20%281%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes or backslashes', () => {
    expect(attachment('a"b\\c.txt')).toMatch(/^attachment; filename="a_b_c.txt"; /);
  });

  it('asks for inline display when told', () => {
    expect(contentDisposition('scan.png', 'inline')).toBe(
      `inline; filename="scan.png"; filename*=UTF-8''scan.png`,
    );
  });
});
