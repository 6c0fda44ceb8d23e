import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { readDocx } from './docx';

async function makeDocx(): Promise<Uint8Array> {
  const cell = (text: string): TableCell => new TableCell({ children: [new Paragraph(text)] });
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Factura F-2024-117', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [new TextRun({ text: 'Cliente: ', bold: true }), new TextRun('José Muñoz')],
          }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Concepto'), cell('Importe')] }),
              new TableRow({ children: [cell('Consultoría'), cell('1.234,56 €')] }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('readDocx', () => {
  it('reads the text and semantic HTML of a DOCX', async () => {
    const result = await readDocx(await makeDocx());
    expect(result.text).toContain('Factura F-2024-117');
    expect(result.text).toContain('Cliente: José Muñoz');
    expect(result.text).toContain('1.234,56 €');
    expect(result.html).toContain('<h1>Factura F-2024-117</h1>');
    expect(result.html).toContain('<strong>Cliente: </strong>José Muñoz');
    expect(result.html).toContain('<table>');
  });

  it('refuses an empty file with DOCUMENT_EMPTY', async () => {
    await expect(readDocx(new Uint8Array())).rejects.toMatchObject({ code: 'DOCUMENT_EMPTY' });
  });

  it('refuses bytes that are not a DOCX with DOCUMENT_UNREADABLE', async () => {
    await expect(readDocx(new TextEncoder().encode('not a docx'))).rejects.toMatchObject({
      code: 'DOCUMENT_UNREADABLE',
    });
  });

  it('refuses a ZIP that is not a word document with DOCUMENT_UNREADABLE', async () => {
    const zip = zipSync({ 'hello.txt': new TextEncoder().encode('hola') });
    await expect(readDocx(zip)).rejects.toMatchObject({ code: 'DOCUMENT_UNREADABLE' });
  });

  it('refuses a zip bomb dressed as a DOCX before inflating it', async () => {
    // 8 MB of zeros deflate about 1,000 to 1: past what even XML needs.
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(8 * 1024 * 1024) });
    await expect(readDocx(bomb)).rejects.toMatchObject({ code: 'ZIP_RATIO_EXCEEDED' });
  });
});
