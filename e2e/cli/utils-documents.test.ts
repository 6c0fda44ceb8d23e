import { jpegSize } from '@folio/documents/testing/images';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { pdfText } from '../support/pdf-text';
import { runCli } from '../support/run-cli';

const servers = inject('servers');
const clients = clientsForRun();
const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];

/** A DOCX of two parts cut by an explicit page break. */
async function makeDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            children: [new TextRun('Primera parte'), new PageBreak(), new TextRun('Segunda parte')],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A workbook with two sheets, a value in each (the label column wide enough to print whole). */
async function makeXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, total] of [
    ['Ventas', 1200],
    ['Gastos', 300],
  ] as const) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow([`Total ${name.toLowerCase()}`, total]);
    sheet.getColumn(1).width = 30;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The text of a DOCX's body. */
const docxBody = (bytes: Uint8Array) =>
  strFromU8(unzipSync(bytes)['word/document.xml'] ?? new Uint8Array());

describe('folio utils document commands against the real servers (issue 4)', () => {
  let dir: string;
  let configDir: string;

  /** `folio <args>` with this file's config folder and the run's hosts. */
  const folio = (args: string[], input?: string) =>
    runCli([...hosts, ...args], {
      env: { FOLIO_CONFIG_DIR: configDir },
      timeoutMs: 60_000,
      ...(input === undefined ? {} : { input }),
    });
  const at = (name: string) => join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-cli-documents-'));
    configDir = join(dir, 'config');
    const email = `cli-documents.${Date.now().toString(36)}@example.com`;
    const account = await registerVerifiedAccount(clients, servers.dataDir, email);
    const login = await folio(
      ['login', '--email', account.email, '--password-stdin', '--key', account.hash],
      `${account.password}\n`,
    );
    expect(login).toMatchObject({ exitCode: 0, stderr: '' });
    const pdf = await PDFDocument.create();
    pdf.addPage([144, 72]);
    pdf.addPage([72, 144]);
    await writeFile(at('plano.pdf'), await pdf.save());
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('pdf-to-images writes a ZIP of JPEGs, the pages of --ranges at --dpi', async () => {
    const run = await folio([
      '--json',
      'utils',
      'pdf-to-images',
      at('plano.pdf'),
      '--ranges',
      '2',
      '--dpi',
      '72',
      '-o',
      at('pages.zip'),
    ]);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const bytes = await readFile(at('pages.zip'));
    expect(JSON.parse(run.stdout)).toEqual({
      output: at('pages.zip'),
      bytes: bytes.length,
      fileName: 'archivos.zip',
    });
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toEqual(['plano-p2.jpg']);
    expect(jpegSize(entries['plano-p2.jpg'] ?? new Uint8Array())).toEqual([72, 144]);

    const every = await folio(['utils', 'pdf-to-images', at('plano.pdf'), '-o', at('all.zip')]);
    expect(every.exitCode).toBe(0);
    const all = unzipSync(new Uint8Array(await readFile(at('all.zip'))));
    expect(Object.values(all).map(jpegSize)).toEqual([
      [300, 150],
      [150, 300],
    ]);
  });

  it('pdf-to-images refuses a resolution outside 72-300 and writes nothing', async () => {
    const before = await readdir(dir);
    const run = await folio([
      'utils',
      'pdf-to-images',
      at('plano.pdf'),
      '--dpi',
      '600',
      '-o',
      at('no.zip'),
    ]);

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('The resolution must be a whole number from 72 to 300');
    expect((await readdir(dir)).sort()).toEqual(before.sort());
  });

  it('html-to-pdf prints typed HTML, an HTML file and stdin, with the text inside', async () => {
    const typed = await folio([
      'utils',
      'html-to-pdf',
      '--html',
      '<h1>Informe Folio</h1><p>Total: 42 euros</p>',
      '-o',
      at('typed.pdf'),
    ]);
    expect(typed).toMatchObject({ exitCode: 0, stderr: '' });
    const text = await pdfText(await readFile(at('typed.pdf')));
    expect(text).toContain('Informe Folio');
    expect(text).toContain('Total: 42 euros');

    await writeFile(at('carta.html'), '<p>Carta apaisada</p>');
    const fromFile = await folio([
      '--json',
      'utils',
      'html-to-pdf',
      at('carta.html'),
      '--page-size',
      'letter',
      '--landscape',
      '-o',
      at('carta.pdf'),
    ]);
    expect(fromFile.exitCode).toBe(0);
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ fileName: 'carta.pdf' });
    const letter = await PDFDocument.load(await readFile(at('carta.pdf')));
    const { width, height } = letter.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([792, 612]);

    const piped = await folio(
      ['utils', 'html-to-pdf', '-', '-o', at('piped.pdf')],
      '<p>Por stdin</p>',
    );
    expect(piped.exitCode).toBe(0);
    expect(await pdfText(await readFile(at('piped.pdf')))).toContain('Por stdin');
  });

  it('html-to-pdf needs exactly one source of HTML (SPEC §5) and calls nothing', async () => {
    const none = await folio(['utils', 'html-to-pdf', '-o', at('none.pdf')]);

    expect(none).toMatchObject({ exitCode: 1, stdout: '' });
    expect(none.stderr).toContain('Give the HTML one way');
    expect(await readdir(dir)).not.toContain('none.pdf');
  });

  it('to-pdf converts a DOCX to its PDF, and several files to a ZIP of PDFs', async () => {
    await writeFile(at('informe.docx'), await makeDocx());
    await writeFile(at('libro.xlsx'), await makeXlsx());
    const one = await folio(['--json', 'utils', 'to-pdf', at('informe.docx'), '-o', at('i.pdf')]);

    expect(one).toMatchObject({ exitCode: 0, stderr: '' });
    expect(JSON.parse(one.stdout)).toMatchObject({ fileName: 'informe.pdf' });
    expect(await pdfText(await readFile(at('i.pdf')))).toContain('Primera parte');

    const several = await folio([
      'utils',
      'to-pdf',
      at('informe.docx'),
      at('libro.xlsx'),
      '-o',
      at('todo.zip'),
    ]);
    expect(several).toMatchObject({ exitCode: 0, stderr: '' });
    const entries = unzipSync(new Uint8Array(await readFile(at('todo.zip'))));
    expect(Object.keys(entries)).toEqual(['informe.pdf', 'libro.pdf']);
    expect(await pdfText(entries['libro.pdf'] ?? new Uint8Array())).toContain('Total ventas');
  });

  it('split-docx writes one DOCX per part between page breaks', async () => {
    await writeFile(at('partes.docx'), await makeDocx());
    const run = await folio(['utils', 'split-docx', at('partes.docx'), '-o', at('partes.zip')]);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const entries = unzipSync(new Uint8Array(await readFile(at('partes.zip'))));
    expect(Object.keys(entries)).toEqual(['partes-1.docx', 'partes-2.docx']);
    const first = docxBody(entries['partes-1.docx'] ?? new Uint8Array());
    const second = docxBody(entries['partes-2.docx'] ?? new Uint8Array());
    expect(first).toContain('Primera parte');
    expect(first).not.toContain('Segunda parte');
    expect(second).toContain('Segunda parte');
  });

  it('split-xlsx writes one workbook per sheet, values kept', async () => {
    await writeFile(at('cuentas.xlsx'), await makeXlsx());
    const run = await folio(['utils', 'split-xlsx', at('cuentas.xlsx'), '-o', at('hojas.zip')]);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const entries = unzipSync(new Uint8Array(await readFile(at('hojas.zip'))));
    expect(Object.keys(entries)).toEqual(['cuentas-Ventas.xlsx', 'cuentas-Gastos.xlsx']);
    const sheets = await Promise.all(
      Object.values(entries).map(async (bytes) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(new Uint8Array(bytes).buffer);
        return workbook.worksheets.map((sheet) => [sheet.name, sheet.getCell('B1').value]);
      }),
    );
    expect(sheets).toEqual([[['Ventas', 1200]], [['Gastos', 300]]]);
  });
});
