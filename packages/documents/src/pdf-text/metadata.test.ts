import { describe, expect, it } from 'vitest';

import { parseMetadata, parsePdfDate } from './metadata';

describe('parsePdfDate', () => {
  it('reads full dates with a time zone offset', () => {
    expect(parsePdfDate("D:20230623110950+02'00'")).toBe('2023-06-23T09:09:50.000Z');
    expect(parsePdfDate("D:20180312103010-05'30")).toBe('2018-03-12T16:00:10.000Z');
    expect(parsePdfDate('D:20240301100000Z')).toBe('2024-03-01T10:00:00.000Z');
  });

  it('reads partial dates and refuses what is not a date', () => {
    expect(parsePdfDate('D:2024')).toBe('2024-01-01T00:00:00.000Z');
    expect(parsePdfDate('D:202413')).toBeUndefined();
    expect(parsePdfDate('yesterday')).toBeUndefined();
  });
});

describe('parseMetadata', () => {
  it('keeps filled fields only and says whether the file is encrypted', () => {
    expect(
      parseMetadata({
        Title: ' Factura ',
        Author: '',
        Producer: 'qpdf',
        EncryptFilterName: 'Standard',
      }),
    ).toEqual({ title: 'Factura', producer: 'qpdf', encrypted: true });
  });
});
