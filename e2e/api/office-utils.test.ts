import { expectData, toDownload } from '@folio/sdk';
import {
  Document,
  Header,
  Packer,
  PageBreak,
  PageOrientation,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { failure } from '../support/failure';
import { pdfText } from '../support/pdf-text';
import { postUtility } from '../support/utility-forms';

const servers = inject('servers');
const clients = clientsForRun();

/** A report: a header, a table, a page break inside a paragraph, then a landscape section. */
async function makeReport(): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('Cabecera Folio')] }) },
        children: [
          new Paragraph('Primera parte del informe'),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('celda uno')] }),
                  new TableCell({ children: [new Paragraph('celda dos')] }),
                ],
              }),
            ],
          }),
          new Paragraph({
            children: [
              new TextRun('fin de la primera'),
              new PageBreak(),
              new TextRun('segunda parte'),
            ],
          }),
        ],
      },
      {
        properties: {
          type: SectionType.NEXT_PAGE,
          page: { size: { orientation: PageOrientation.LANDSCAPE } },
        },
        children: [new Paragraph('tercera parte apaisada')],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** Two sheets: formats, a merge, widths, and a formula reading the other sheet. */
async function makeBook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sales = workbook.addWorksheet('Ventas');
  sales.columns = [{ width: 20 }, { width: 12 }];
  sales.mergeCells('A1:B1');
  sales.getCell('A1').value = 'Resumen';
  sales.getCell('A1').font = { bold: true };
  sales.getCell('A2').value = 'Total';
  sales.getCell('B2').value = 1234.5;
  sales.getCell('B2').numFmt = '#,##0.00';
  const costs = workbook.addWorksheet('Costes');
  costs.getCell('A1').value = { formula: 'Ventas!B2*2', result: 2469 };
  costs.getCell('A2').value = { formula: 'A1/2', result: 1234.5 };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The text of every paragraph run of a DOCX's main part. */
function docxText(bytes: Uint8Array): string {
  const xml = strFromU8(unzipSync(bytes)['word/document.xml'] ?? new Uint8Array());
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');
}

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
const bytesOf = async (blob: Blob | undefined) =>
  new Uint8Array(await (blob ?? new Blob([])).arrayBuffer());
const file = (name: string, bytes: Uint8Array) => new File([new Uint8Array(bytes)], name);

let user: { email: string; token: string };
beforeAll(async () => {
  const email = `office.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const account = await registerVerifiedAccount(clients, servers.dataDir, email);
  const session = await expectData(clients.middleware.POST('/auth/login', { body: account }));
  user = { email, token: session.access_token };
});

type OfficePath = '/utils/convert-to-pdf' | '/utils/split-docx' | '/utils/split-xlsx';

/** Posts an office utility's form (SPEC §7: `json_data` and `file` parts) as the user. */
function post(path: OfficePath, files: File[], token?: string) {
  return postUtility(clients, user, path, {}, files, token);
}

describe('utilities (SPEC §7): convert to PDF through the warm LibreOffice and Chromium', () => {
  it('converts one DOCX to <name>.pdf, its words readable', async () => {
    const download = toDownload(
      await post('/utils/convert-to-pdf', [file('Informe.docx', await makeReport())]),
      'x',
    );
    expect(download.fileName).toBe('Informe.pdf');
    const pdf = await bytesOf(download.blob);
    expect(await pageCount(pdf)).toBe(3);
    const text = await pdfText(pdf);
    expect(text).toContain('Primera parte del informe');
    expect(text).toContain('celda dos');
    expect(text).toContain('tercera parte apaisada');
    expect(text).toContain('Cabecera Folio');
  });

  it('converts several files to archivos.zip, a PDF each, HTML included', async () => {
    const download = toDownload(
      await post('/utils/convert-to-pdf', [
        file('libro.xlsx', await makeBook()),
        file('nota.txt', Buffer.from('Año nuevo, vida nueva', 'utf8')),
        file('pagina.html', Buffer.from('<h1>Página en HTML</h1><p>impresa por Chromium</p>')),
      ]),
      'x',
    );
    expect(download.fileName).toBe('archivos.zip');
    const entries = unzipSync(await bytesOf(download.blob));
    expect(Object.keys(entries)).toEqual(['libro.pdf', 'nota.pdf', 'pagina.pdf']);
    // HTML goes to the warm Chromium of HTML to PDF.
    expect(await pdfText(entries['pagina.pdf'] ?? new Uint8Array())).toContain('Página en HTML');
    const book = await pdfText(entries['libro.pdf'] ?? new Uint8Array());
    expect(book).toContain('Resumen');
    expect(book).toContain('1,234.50');
    expect(await pdfText(entries['nota.pdf'] ?? new Uint8Array())).toContain(
      'Año nuevo, vida nueva',
    );
  });

  it('refuses bad input with a clear code and keeps serving', async () => {
    expect(
      (await failure(post('/utils/convert-to-pdf', [file('a.docx', await makeReport())], '')))
        .status,
    ).toBe(401);
    const program = Buffer.alloc(1024);
    program.write('MZ\x90\x00', 'latin1');
    const exe = await failure(post('/utils/convert-to-pdf', [file('programa.docx', program)]));
    expect(exe.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const corrupt = await failure(
      post('/utils/convert-to-pdf', [file('roto.docx', (await makeReport()).subarray(0, 2_000))]),
    );
    expect(corrupt.code).toBe('FILE_PROCESSING_ERROR');
    expect(corrupt.detail).toMatchObject({ file: 'roto.docx' });
    const empty = await failure(
      post('/utils/convert-to-pdf', [file('vacio.docx', new Uint8Array())]),
    );
    expect(empty.code).toBe('FILE_VALIDATION_ERROR');
    const bomb = zipSync(
      {
        ...unzipSync(await makeReport()),
        'word/document.xml': new Uint8Array(20 * 1024 * 1024).fill(0x20),
      },
      { level: 9 },
    );
    const refused = await failure(post('/utils/convert-to-pdf', [file('bomba.docx', bomb)]));
    expect(refused.code).toBe('ZIP_READ_ERROR');
    const tooMany = await failure(
      post(
        '/utils/convert-to-pdf',
        Array.from({ length: 21 }, (_, index) => file(`${index}.txt`, Buffer.from('x'))),
      ),
    );
    expect(tooMany.code).toBe('TOO_MANY_FILES');
    const after = toDownload(
      await post('/utils/convert-to-pdf', [file('otra.docx', await makeReport())]),
      'x',
    );
    expect(await pageCount(await bytesOf(after.blob))).toBe(3);
  });
});

describe('utilities (SPEC §7): split DOCX and XLSX', () => {
  it('splits a DOCX at its page and section breaks into archivos.zip', async () => {
    const download = toDownload(
      await post('/utils/split-docx', [file('Informe.docx', await makeReport())]),
      'x',
    );
    expect(download.fileName).toBe('archivos.zip');
    const entries = unzipSync(await bytesOf(download.blob));
    expect(Object.keys(entries)).toEqual(['Informe-1.docx', 'Informe-2.docx', 'Informe-3.docx']);
    const texts = Object.values(entries).map(docxText);
    expect(texts[0]).toContain('celda uno');
    expect(texts[0]).toContain('fin de la primera');
    expect(texts[0]).not.toContain('segunda parte');
    expect(texts[1]).toBe('segunda parte');
    expect(texts[2]).toBe('tercera parte apaisada');
    const third = strFromU8(
      unzipSync(entries['Informe-3.docx'] ?? new Uint8Array())['word/document.xml'] ??
        new Uint8Array(),
    );
    expect(third).toContain('w:orient="landscape"');
  });

  it('splits an XLSX into a workbook per sheet, formats and values kept', async () => {
    const download = toDownload(
      await post('/utils/split-xlsx', [file('libro.xlsx', await makeBook())]),
      'x',
    );
    expect(download.fileName).toBe('archivos.zip');
    const entries = unzipSync(await bytesOf(download.blob));
    expect(Object.keys(entries)).toEqual(['libro-Ventas.xlsx', 'libro-Costes.xlsx']);
    const open = async (name: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        Buffer.from(entries[name] ?? new Uint8Array()) as unknown as ExcelJS.Buffer,
      );
      return workbook;
    };
    const sales = await open('libro-Ventas.xlsx');
    expect(sales.worksheets.map((sheet) => sheet.name)).toEqual(['Ventas']);
    const sheet = sales.getWorksheet('Ventas');
    expect(sheet?.getCell('A1').font.bold).toBe(true);
    expect(sheet?.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet?.getCell('B2').value).toBe(1234.5);
    expect(sheet?.model.merges).toEqual(['A1:B1']);
    expect(sheet?.getColumn(1).width).toBe(20);
    const costs = (await open('libro-Costes.xlsx')).getWorksheet('Costes');
    expect(costs?.getCell('A1').value).toBe(2469);
    expect(costs?.getCell('A2').value).toEqual({ formula: 'A1/2', result: 1234.5 });
  });

  it('refuses a PDF named .xlsx, a DOCX sent to split-xlsx and an empty file, and keeps serving', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([100, 100]);
    const renamed = await failure(
      post('/utils/split-xlsx', [file('libro.xlsx', await pdf.save())]),
    );
    expect(renamed.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(renamed.detail).toMatchObject({ file: 'libro.xlsx' });
    const wrong = await failure(
      post('/utils/split-xlsx', [file('informe.xlsx', await makeReport())]),
    );
    expect(wrong.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const empty = await failure(post('/utils/split-docx', [file('vacio.docx', new Uint8Array())]));
    expect(empty.code).toBe('FILE_VALIDATION_ERROR');
    const after = await post('/utils/split-docx', [file('a.docx', await makeReport())]);
    expect(Object.keys(unzipSync(await bytesOf(after.data)))).toHaveLength(3);
  });
});
