import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { readPdfText } from '@folio/documents';
import { docxNestedTables, xlsxManySheets } from '@folio/documents/testing/hostile-office';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BlobStore } from '../../blobs/blob-store';
import { createFileBlobStore } from '../../blobs/file-blob-store';
import { openTestDatabase, type TestDatabase } from '../../db/testing';
import { PermanentJobError } from '../../jobs/job-handler';
import { createIndexFileJob, indexReadPages } from './index-file.job';
import { DEFAULT_INDEX_LIMITS } from './index-limits';
import {
  indexFile,
  jobContext,
  makeDocx,
  makePdf,
  makeXlsx,
  storeFile,
} from './testing/indexed-files';
import { insertUser } from '../../testing/user-rows';
import { silentLogger } from '../../db/logger';

let database: TestDatabase;
let blobs: BlobStore;
let blobDir: string;
let userId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  blobDir = await mkdtemp(join(tmpdir(), 'folio-index-'));
  blobs = createFileBlobStore(blobDir);
  userId = await insertUser(database.db, 'ana@example.com');
});
afterAll(async () => {
  await database.close();
  await rm(blobDir, { recursive: true, force: true });
});

const store = (filename: string, bytes: Uint8Array) =>
  storeFile(database.db, blobs, { userId, folder: 'docs', filename, bytes });

async function pagesOf(fileId: string) {
  return database.db
    .selectFrom('file_pages')
    .select(['page', 'part', 'text'])
    .where('file_id', '=', fileId)
    .orderBy('page')
    .orderBy('part')
    .execute();
}

async function stateOf(fileId: string) {
  return database.db
    .selectFrom('files')
    .select(['index_status', 'index_progress', 'index_error', 'pages'])
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
}

describe('storage.index', () => {
  it('indexes a PDF page by page and marks it indexed', async () => {
    const id = await store(
      'facturas.pdf',
      await makePdf([
        ['Factura del proveedor Acme', 'Importe total: 1.234,56 EUR'],
        ['The invoice is due on Monday'],
      ]),
    );
    expect((await stateOf(id)).index_status).toBe('pending');
    const result = await indexFile(database, blobs, id);
    expect(result).toMatchObject({ status: 'indexed', pages: 2, ocrPages: 0 });
    expect(await stateOf(id)).toEqual({
      index_status: 'indexed',
      index_progress: 1,
      index_error: null,
      pages: 2,
    });
    const pages = await pagesOf(id);
    expect(pages.map((page) => page.page)).toEqual([1, 2]);
    expect(pages[0]?.text).toContain('Factura del proveedor Acme');
    expect(pages[1]?.text).toContain('The invoice is due on Monday');
  });

  it('reports progress as pages are read', async () => {
    const id = await store(
      'tres.pdf',
      await makePdf([
        ['Primera página del acta'],
        ['Segunda página del acta'],
        ['Tercera página del acta'],
      ]),
    );
    const handler = createIndexFileJob({ database, blobs, logger: silentLogger });
    const { context, progress } = jobContext({ fileId: id });
    await handler(context);
    expect(progress[0]).toEqual([0, null]);
    expect(progress).toContainEqual([3, 3]);
    expect(progress.at(-1)).toEqual([1, 1]);
  });

  it('writes the same rows when run again (idempotent)', async () => {
    const id = await store(
      'dos-veces.pdf',
      await makePdf([['Contrato de alquiler de oficina'], ['Anexo con el inventario']]),
    );
    await indexFile(database, blobs, id);
    const first = await pagesOf(id);
    // As a crash in the middle of the job leaves it.
    await database.db
      .updateTable('files')
      .set({ index_status: 'indexing' })
      .where('id', '=', id)
      .execute();
    await indexFile(database, blobs, id);
    expect(await pagesOf(id)).toEqual(first);
  });

  it('reads nothing for a file its reader already indexed (indexReadPages)', async () => {
    const pdf = await makePdf([['Factura de suministros de oficina']]);
    const id = await store('leida.pdf', pdf);
    const file = await database.db
      .selectFrom('files')
      .select(['id', 'user_id', 'sha256', 'blob_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { pages, pageCount } = await readPdfText(pdf);
    expect(await indexReadPages(database.db, file, pages, pageCount)).toBe(true);
    expect((await pagesOf(id)).map((page) => page.text)).toEqual([
      'Factura de suministros de oficina',
    ]);
    // Without its blob, a job that read the file would fail it.
    await blobs.delete(file.blob_key);
    expect(await indexFile(database, blobs, id)).toMatchObject({ fileId: id, status: 'indexed' });
    expect(await stateOf(id)).toMatchObject({ index_status: 'indexed' });
  });

  it('indexes the text of a DOCX as page 1', async () => {
    const id = await store(
      'carta.docx',
      await makeDocx(['Estimado cliente, adjuntamos el presupuesto.', 'Quotation attached.']),
    );
    expect(await indexFile(database, blobs, id)).toMatchObject({ status: 'indexed', pages: 1 });
    const [page] = await pagesOf(id);
    expect(page?.page).toBe(1);
    expect(page?.text).toContain('adjuntamos el presupuesto');
  });

  it('indexes each sheet of a workbook as a page, cells as text', async () => {
    const id = await store(
      'cuentas.xlsx',
      await makeXlsx({
        Ventas: [
          ['Cliente', 'Importe'],
          ['Muñoz', 1200.5],
        ],
        Gastos: [['Alquiler oficina', 800]],
      }),
    );
    expect(await indexFile(database, blobs, id)).toMatchObject({ status: 'indexed', pages: 2 });
    const pages = await pagesOf(id);
    expect(pages[0]?.text).toContain('Ventas');
    expect(pages[0]?.text).toContain('Muñoz\t1200.5');
    expect(pages[1]).toMatchObject({ page: 2 });
    expect(pages[1]?.text).toContain('Alquiler oficina\t800');
  });

  it('indexes text and HTML files, without markup or scripts', async () => {
    const text = await store('notas.txt', new TextEncoder().encode('Reunión con el gestor\r\n'));
    await indexFile(database, blobs, text);
    expect((await pagesOf(text))[0]?.text).toBe('Reunión con el gestor');
    const html = await store(
      'pagina.html',
      new TextEncoder().encode(
        '<html><head><title>t</title><script>var secreto = 1;</script></head>' +
          '<body><p>Hola&nbsp;mundo</p><p>adi&oacute;s &amp; <b>fin</b></p></body></html>',
      ),
    );
    await indexFile(database, blobs, html);
    const indexed = (await pagesOf(html))[0]?.text ?? '';
    expect(indexed).toContain('Hola\u00a0mundo');
    expect(indexed).toContain('& fin');
    expect(indexed).not.toContain('secreto');
    expect(indexed).not.toContain('<');
  });

  it('splits a long page into parts of at most 8,000 characters', async () => {
    const long = Array.from({ length: 3000 }, (_, index) => `palabra${index}`).join(' ');
    const id = await store('largo.txt', new TextEncoder().encode(long));
    await indexFile(database, blobs, id);
    const pages = await pagesOf(id);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.every((page) => page.page === 1 && page.text.length <= 8000)).toBe(true);
    expect(pages.map((page) => page.part)).toEqual(pages.map((_, index) => index + 1));
  });

  it('skips audio, video and archives, and files over the size limit', async () => {
    const audio = await store('nota.mp3', new Uint8Array([0x49, 0x44, 0x33, 1, 2, 3]));
    expect(await indexFile(database, blobs, audio)).toMatchObject({ status: 'skipped' });
    expect(await stateOf(audio)).toMatchObject({ index_status: 'skipped', index_error: 'no-text' });
    const big = await store('grande.txt', new TextEncoder().encode('x'.repeat(100)));
    const result = await indexFile(database, blobs, big, { limits: { maxBytes: 10 } });
    expect(result).toMatchObject({ status: 'skipped', reason: 'too large to index' });
    expect(await stateOf(big)).toMatchObject({ index_status: 'skipped', index_error: 'too-large' });
  });

  it('fails a corrupt PDF for good: status failed, file kept, no retry', async () => {
    const id = await store('roto.pdf', new TextEncoder().encode('%PDF-1.7\nnot really a pdf'));
    const error = await indexFile(database, blobs, id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect((error as Error).message).toContain('PDF_INVALID');
    expect(await stateOf(id)).toMatchObject({ index_status: 'failed', index_error: 'unreadable' });
    expect(await pagesOf(id)).toEqual([]);
    expect(await database.db.selectFrom('files').where('id', '=', id).execute()).toHaveLength(1);
  });

  it('retries a failure that may pass, and fails the file on the last allowed attempt', async () => {
    const id = await store('lento.pdf', await makePdf([['Contenido del informe anual']]));
    // A timeout of 1 ms stands for a parse that took too long under load.
    const limits = { readTimeoutMs: 1 };
    const first = await indexFile(database, blobs, id, { limits, attempt: 1 }).catch(
      (caught: unknown) => caught,
    );
    expect(first).not.toBeInstanceOf(PermanentJobError);
    expect(await stateOf(id)).toMatchObject({ index_status: 'indexing', index_error: null });
    const last = await indexFile(database, blobs, id, {
      limits,
      attempt: DEFAULT_INDEX_LIMITS.maxAttempts,
    }).catch((caught: unknown) => caught);
    expect(last).toBeInstanceOf(PermanentJobError);
    // Issue 17: killed for its budget on the last attempt, it is dead, kept, with the reason.
    expect(await stateOf(id)).toMatchObject({ index_status: 'failed', index_error: 'timeout' });
  });

  it('fails office files past the structure limits as too complex (issue 17)', async () => {
    const nested = await store('anidadas.docx', docxNestedTables());
    const sheets = await store('hojas.xlsx', xlsxManySheets());
    for (const id of [nested, sheets]) {
      const error = await indexFile(database, blobs, id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PermanentJobError);
      expect(await stateOf(id)).toMatchObject({
        index_status: 'failed',
        index_error: 'too-complex',
      });
    }
  });

  it('fails the file as too complex when its reader died on the last attempt', async () => {
    const id = await store('mata-procesos.docx', await makeDocx(['Texto']));
    await database.db
      .updateTable('files')
      .set({ index_status: 'indexing' })
      .where('id', '=', id)
      .execute();
    const handler = createIndexFileJob({ database, blobs, logger: silentLogger });
    await handler.onAbandoned?.({
      jobId: 'job-1',
      kind: 'storage.index',
      payload: { fileId: id },
      error: 'worker stopped renewing its lease on the last attempt',
    });
    expect(await stateOf(id)).toMatchObject({ index_status: 'failed', index_error: 'too-complex' });
  });

  it('forgets the reason of a failure once the file is indexed again', async () => {
    const id = await store('de-nuevo.txt', new TextEncoder().encode('Acta de la reunión'));
    await database.db
      .updateTable('files')
      .set({ index_status: 'failed', index_error: 'timeout' })
      .where('id', '=', id)
      .execute();
    expect(await indexFile(database, blobs, id)).toMatchObject({ status: 'indexed' });
    expect(await stateOf(id)).toMatchObject({ index_status: 'indexed', index_error: null });
  });

  it('answers gone for a file deleted before its job ran, and refuses a bad payload', async () => {
    const id = await store('borrado.txt', new TextEncoder().encode('hola'));
    await database.db.deleteFrom('files').where('id', '=', id).execute();
    expect(await indexFile(database, blobs, id)).toEqual({ fileId: id, status: 'gone' });
    const handler = createIndexFileJob({ database, blobs, logger: silentLogger });
    await expect(handler(jobContext({ fileId: 'nope' }).context)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });

  it('removes the pages when the file is deleted (ON DELETE CASCADE)', async () => {
    const id = await store('efimero.txt', new TextEncoder().encode('texto efímero'));
    await indexFile(database, blobs, id);
    expect(await pagesOf(id)).toHaveLength(1);
    await database.db.deleteFrom('files').where('id', '=', id).execute();
    expect(await pagesOf(id)).toEqual([]);
  });

  it('OCRs scanned pages, up to the OCR page limit', async () => {
    const scan = await makeScannedPdf(['FACTURA RECTIFICATIVA 2024', 'PEDIDO URGENTE 88']);
    const id = await store('escaneo.pdf', scan);
    const result = await indexFile(database, blobs, id, { limits: { maxOcrPages: 1 } });
    expect(result).toMatchObject({ status: 'indexed', ocrPages: 1, ocrSkippedPages: 1 });
    const pages = await pagesOf(id);
    expect(pages.map((page) => page.page)).toEqual([1]);
    expect(pages[0]?.text.toUpperCase()).toContain('RECTIFICATIVA');
  }, 60_000);
});

const run = promisify(execFile);

/** A PDF of images of text (no text layer), one line per page, drawn by ImageMagick. */
async function makeScannedPdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const line of lines) {
    const { stdout } = await run(
      'convert',
      ['-size', '1240x400', 'xc:white', '-pointsize', '48', '-fill', 'black'].concat([
        '-annotate',
        '+60+200',
        line,
        'png:-',
      ]),
      { encoding: 'buffer' },
    );
    const image = await pdf.embedPng(new Uint8Array(stdout));
    const page = pdf.addPage([595, 192]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 192 });
  }
  return pdf.save();
}
