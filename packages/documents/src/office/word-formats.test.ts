import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';

import { convertWithLibreOffice } from './libreoffice';
import { readWordDocument } from './office-document';

// RTF is plain text: a real file can be written by hand (\\'f1 is ñ in the ANSI code page).
const RTF = String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Helvetica;}}\f0\fs24 Factura RTF n\'ba 42\par Se\'f1or Mu\'f1oz\par Total: 99,00 EUR\par}`;

async function makeDocx(text: string): Promise<Uint8Array> {
  const document = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

// LibreOffice starts cold for each conversion (2-4 s on 2 cores).
const SLOW = 60_000;

describe('readWordDocument', () => {
  it(
    'reads an RTF through LibreOffice',
    async () => {
      const result = await readWordDocument(new TextEncoder().encode(RTF), 'rtf');
      expect(result.text).toContain('Factura RTF nº 42');
      expect(result.text).toContain('Señor Muñoz');
      expect(result.html).toContain('Total: 99,00 EUR');
    },
    SLOW,
  );

  it(
    'reads ODT and DOC files converted by LibreOffice',
    async () => {
      const docx = await makeDocx('Albarán número 7 para Peña S.A.');
      const odt = await convertWithLibreOffice(docx, 'docx', 'odt');
      const doc = await convertWithLibreOffice(docx, 'docx', 'doc');
      await expect(readWordDocument(odt, 'odt')).resolves.toMatchObject({
        text: 'Albarán número 7 para Peña S.A.',
      });
      await expect(readWordDocument(doc, 'doc')).resolves.toMatchObject({
        text: 'Albarán número 7 para Peña S.A.',
      });
    },
    SLOW * 2,
  );

  it(
    'fails with CONVERSION_FAILED when LibreOffice produces nothing',
    async () => {
      // A text document has no spreadsheet export: soffice exits 0 and writes no file.
      await expect(
        convertWithLibreOffice(new TextEncoder().encode(RTF), 'rtf', 'xlsx'),
      ).rejects.toMatchObject({ code: 'CONVERSION_FAILED' });
    },
    SLOW,
  );

  it(
    'stops LibreOffice past the time limit with DOCUMENT_TIMEOUT',
    async () => {
      await expect(
        readWordDocument(new TextEncoder().encode(RTF), 'rtf', { timeoutMs: 100 }),
      ).rejects.toMatchObject({ code: 'DOCUMENT_TIMEOUT' });
    },
    SLOW,
  );

  it('refuses a format it does not read with UNSUPPORTED_FORMAT', async () => {
    const format = 'pages' as Parameters<typeof readWordDocument>[1];
    await expect(readWordDocument(new Uint8Array([1]), format)).rejects.toMatchObject({
      code: 'UNSUPPORTED_FORMAT',
    });
  });
});
