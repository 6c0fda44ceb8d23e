import { describe, expect, it } from 'vitest';

import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['20240131_153000_factura.pdf', 'factura.pdf'],
    ['20240131-153000-factura.pdf', 'factura.pdf'],
    ['20240131_153000-factura.pdf', 'factura.pdf'],
    ['20240131153000_factura.pdf', 'factura.pdf'],
    ['20240131_factura.pdf', 'factura.pdf'],
    ['20240131-factura.pdf', 'factura.pdf'],
  ])('removes a leading date and optional time prefix: %s -> %s (SPEC §3)', (name, shown) => {
    expect(cleanFileName(name)).toBe(shown);
  });

  it('keeps the rest of the name as it is, prefix-like parts included', () => {
    expect(cleanFileName('20240131_153000_factura 2024_01.final.PDF')).toBe(
      'factura 2024_01.final.PDF',
    );
    expect(cleanFileName('20240131_20240201_factura.pdf')).toBe('20240201_factura.pdf');
  });

  it('leaves names without the prefix alone', () => {
    expect(cleanFileName('factura.pdf')).toBe('factura.pdf');
    expect(cleanFileName('factura_20240131.pdf')).toBe('factura_20240131.pdf');
    expect(cleanFileName('2024_factura.pdf')).toBe('2024_factura.pdf');
  });

  it('needs a separator after the prefix, so a name is not cut inside a number', () => {
    expect(cleanFileName('20240131factura.pdf')).toBe('20240131factura.pdf');
    expect(cleanFileName('202401311.pdf')).toBe('202401311.pdf');
  });

  it('keeps 8 digits that are not a calendar date, such as an invoice number', () => {
    expect(cleanFileName('12345678_factura.pdf')).toBe('12345678_factura.pdf');
    expect(cleanFileName('20241301_factura.pdf')).toBe('20241301_factura.pdf');
    expect(cleanFileName('20240100_factura.pdf')).toBe('20240100_factura.pdf');
  });

  it('removes only the date when the 6 digits after it are not a time', () => {
    expect(cleanFileName('20240131_999999_factura.pdf')).toBe('999999_factura.pdf');
  });

  it('keeps a name that would be left empty', () => {
    expect(cleanFileName('20240131_')).toBe('20240131_');
  });

  it("yields nothing for '.folder' or a name starting with a dot (SPEC §3)", () => {
    expect(cleanFileName('.folder')).toBe('');
    expect(cleanFileName('.hidden.pdf')).toBe('');
    expect(cleanFileName('20240131_153000_.folder')).toBe('');
  });

  it('yields nothing for a missing name', () => {
    expect(cleanFileName('')).toBe('');
    expect(cleanFileName(null)).toBe('');
    expect(cleanFileName(undefined)).toBe('');
  });
});
