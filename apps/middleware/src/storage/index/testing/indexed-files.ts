import { createHash, randomUUID } from 'node:crypto';

import ExcelJS from 'exceljs';
import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import type { BlobStore } from '../../../blobs/blob-store';
import type { Tables } from '../../../db/schema';
import { silentLogger } from '../../../db/logger';
import type { Database } from '../../../db/database';
import { jobContextOf } from '../../../jobs/testing/job-context';
import { folderOf } from '../../../testing/user-rows';
import { nameKey } from '../../rules/name-key';
import { fileBlobKey } from '../../storage-deps';
import { createIndexFileJob, type IndexFileResult } from '../index-file.job';
import { DEFAULT_INDEX_LIMITS, type IndexLimits } from '../index-limits';

type Db = Kysely<Tables>;

/** Stores a file as an upload leaves it (blob and row, `pending`), without enqueueing a job. */
export async function storeFile(
  db: Db,
  blobs: BlobStore,
  file: { userId: string; folder: string; filename: string; bytes: Uint8Array; mimeType?: string },
): Promise<string> {
  const id = randomUUID();
  const blobKey = fileBlobKey(file.userId, id);
  await blobs.put(blobKey, file.bytes);
  await db
    .insertInto('files')
    .values({
      id,
      user_id: file.userId,
      folder_id: await folderOf(db, file.userId, file.folder),
      filename: file.filename,
      name_key: nameKey(file.filename),
      blob_key: blobKey,
      mime_type: file.mimeType ?? 'application/octet-stream',
      kind: 'document',
      category: null,
      config_name: null,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      pages: null,
      description: null,
    })
    .execute();
  return id;
}

/** A job context for running a handler directly; progress calls are recorded. */
export function jobContext(payload: unknown, attempt = 1) {
  return jobContextOf('storage.index', payload, attempt);
}

/** Runs `storage.index` for one file, as a worker would. */
export async function indexFile(
  database: Database,
  blobs: BlobStore,
  fileId: string,
  options: { attempt?: number; limits?: Partial<IndexLimits> } = {},
): Promise<IndexFileResult> {
  const handler = createIndexFileJob({
    database,
    blobs,
    logger: silentLogger,
    limits: { ...DEFAULT_INDEX_LIMITS, ...options.limits },
  });
  return (await handler(jobContext({ fileId }, options.attempt).context)) as IndexFileResult;
}

/** A text PDF (Helvetica), one string of lines per page. */
export async function makePdf(pages: readonly string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font });
    });
  }
  return pdf.save();
}

/** A DOCX of paragraphs; `link` adds a hyperlink paragraph. */
export async function makeDocx(
  paragraphs: readonly string[],
  link?: { text: string; url: string },
): Promise<Uint8Array> {
  const children = paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] }));
  if (link) {
    children.push(
      new Paragraph({
        children: [new ExternalHyperlink({ link: link.url, children: [new TextRun(link.text)] })],
      }),
    );
  }
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** An XLSX with the given sheets of rows. */
export async function makeXlsx(
  sheets: Record<string, ReadonlyArray<ReadonlyArray<string | number>>>,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    rows.forEach((row) => sheet.addRow([...row]));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
