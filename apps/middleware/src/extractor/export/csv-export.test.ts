import { describe, expect, it } from 'vitest';

import { csvCell, UTF8_BOM, writeCsv } from './csv-export';
import { collect, SOURCED_DOCUMENT, sourceOf } from './testing/export-fixtures';

describe('csvCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-12.5', "'-12.5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a cell starting with a formula character: %j', (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it('leaves ordinary cells alone, including a formula character further in', () => {
    expect(csvCell('F-2024/001')).toBe('F-2024/001');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
    expect(csvCell('1234.5')).toBe('1234.5');
  });

  it('quotes cells holding a quote, a comma or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('ACME, S.L.')).toBe('"ACME, S.L."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('writeCsv', () => {
  it('starts with the UTF-8 BOM and the columns in order, records ending in CRLF', async () => {
    const csv = await collect(writeCsv(sourceOf()));
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Document,State,invoice_number,total,issuer,description,amount' +
        ',invoice_number (source),total (source),issuer (source),description (source),amount (source)',
    );
  });

  it('writes a row per detail line with the header fields repeated, and one row for a document without lines', async () => {
    const csv = await collect(writeCsv(sourceOf()));
    expect(csv.slice(1)).toBe(
      [
        'Document,State,invoice_number,total,issuer,description,amount,invoice_number (source),total (source),issuer (source),description (source),amount (source)',
        'factura-1.pdf,Verified,F-1,121,"ACME, S.L.","Consultoría ""senior""\n(marzo)",100,,,,,',
        `factura-1.pdf,Verified,F-1,121,"ACME, S.L.","'=HYPERLINK(""http://evil"")",'-21,,,,,`,
        "factura-2.pdf,Requires verification,'@SUM(A1),,,,,,,,,",
        '',
      ].join('\r\n'),
    );
  });

  it('says where each value came from in a column per field after the existing ones (issue 16)', async () => {
    const csv = await collect(writeCsv(sourceOf([SOURCED_DOCUMENT])));
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Document,State,invoice_number,total,issuer,description,amount,invoice_number (source),total (source),issuer (source),description (source),amount (source)',
      'factura-3.pdf,Not verified,F-3,130,Peña S.A.,Tornillos,100,' +
        'E-invoice XML,Edited by hand,,Page text,OCR',
      'factura-3.pdf,Not verified,F-3,130,Peña S.A.,,30,E-invoice XML,Edited by hand,,,E-invoice XML',
      '',
    ]);
  });

  it('names the source columns and the sources in Spanish', async () => {
    const csv = await collect(writeCsv(sourceOf([SOURCED_DOCUMENT], 'sp')));
    expect(csv).toContain(',invoice_number (origen),total (origen),');
    expect(csv).toContain(',XML de factura electrónica,Editado a mano,,Texto de la página,OCR\r\n');
  });

  it('names the fixed columns and the states in Spanish', async () => {
    const csv = await collect(writeCsv(sourceOf(undefined, 'sp')));
    expect(csv).toContain('Documento,Estado,');
    expect(csv).toContain('factura-1.pdf,Verificado,');
    expect(csv).toContain('factura-2.pdf,Requiere verificación,');
  });
});
