import { AppError } from '@folio/core';
import {
  isDocumentError,
  readPdfInfo,
  readSpreadsheet,
  readWordDocument,
  type CellValue,
} from '@folio/documents';
import type { MiddlewareComponents } from '@folio/sdk';
import type { Kysely } from 'kysely';

import type { BlobStore } from '../../blobs/blob-store';
import type { Tables } from '../../db/schema';
import { documentFormatOf } from '../index/document-format';
import { DEFAULT_INDEX_LIMITS } from '../index/index-limits';
import { readBlobBytes } from '../../blobs/read-blob';
import {
  findFileById,
  findFilesByNames,
  incrementAccessCount,
  type FileRow,
} from '../files.queries';
import { parseBlobName, toStoredFile } from '../stored-file';
import { sanitizeHtml } from './sanitize-html';
import { readTextPreview } from './text-preview';

type Preview = MiddlewareComponents['schemas']['Preview'];
type PreviewCell = string | number | boolean | null;

/** SPEC §9: the spreadsheet preview shows the first 100 rows (of each sheet). */
export const SPREADSHEET_PREVIEW_ROWS = 100;
// Past this a file is not parsed for a preview (the content index's own limit).
const MAX_PARSE_BYTES = DEFAULT_INDEX_LIMITS.maxBytes;
// A preview is a request the user waits for.
const PREVIEW_TIMEOUT_MS = 30_000;

export type PreviewDependencies = { db: Kysely<Tables>; blobs: BlobStore };

/**
 * previewFile (SPEC §7): what the preview modal shows of the user's file `<topico>/<filename>`
 * (RESOURCE_NOT_FOUND for a name the user does not have, whoever else has it), counting one
 * access (SPEC §3). PDFs and images are fetched by the client itself; spreadsheets answer their
 * first 100 rows per sheet; word-processing documents sanitised HTML; text files (TXT, CSV,
 * Markdown) their decoded text up to 1 MiB. A file of a previewable type that cannot be read is
 * FILE_PROCESSING_ERROR.
 */
export async function previewFile(
  { db, blobs }: PreviewDependencies,
  request: { userId: string; blobName: string },
): Promise<Preview> {
  const row = await findAndCount(db, request.userId, request.blobName);
  const file = toStoredFile(row);
  const format = documentFormatOf(row.filename, row.mime_type);
  const isTooLarge = file.size > MAX_PARSE_BYTES;
  const limits = { timeoutMs: PREVIEW_TIMEOUT_MS };
  try {
    switch (format.reader) {
      case 'pdf':
        return { kind: 'pdf', file, ...(await pageCountOf(blobs, row, isTooLarge)) };
      case 'image':
        return { kind: 'image', file };
      case 'text': {
        const { text, isTruncated } = await readTextPreview(blobs, row.blob_key);
        return { kind: 'text', file, text, truncated: isTruncated };
      }
      case 'spreadsheet': {
        if (isTooLarge) {
          return { kind: 'none', file };
        }
        const bytes = await readBlobBytes(blobs, row.blob_key, MAX_PARSE_BYTES);
        const workbook = await readSpreadsheet(bytes, format.format, {
          ...limits,
          maxRows: SPREADSHEET_PREVIEW_ROWS,
        });
        const sheets = workbook.sheets.map((sheet) => ({
          name: sheet.name,
          rows: sheet.rows.map((cells) => cells.map(previewCell)),
          total_rows: sheet.rowCount,
        }));
        return { kind: 'spreadsheet', file, sheets };
      }
      case 'word': {
        if (isTooLarge) {
          return { kind: 'none', file };
        }
        const bytes = await readBlobBytes(blobs, row.blob_key, MAX_PARSE_BYTES);
        const document = await readWordDocument(bytes, format.format, limits);
        return { kind: 'html', file, html: sanitizeHtml(document.html) };
      }
      default:
        return { kind: 'none', file };
    }
  } catch (error) {
    if (isDocumentError(error)) {
      throw new AppError('FILE_PROCESSING_ERROR', {
        message: `preview of ${row.id}: ${error.code}`,
        detail: { reason: error.code },
        cause: error,
      });
    }
    throw error;
  }
}

/** The user's file of a blob name, its access counted (SPEC §3); RESOURCE_NOT_FOUND if none. */
async function findAndCount(
  db: Kysely<Tables>,
  userId: string,
  blobName: string,
): Promise<FileRow> {
  const name = parseBlobName(blobName);
  const [found] = name ? await findFilesByNames(db, userId, [name]) : [];
  if (found) {
    await incrementAccessCount(db, [found.id]);
    const counted = await findFileById(db, userId, found.id);
    if (counted) {
      return counted;
    }
  }
  throw new AppError('RESOURCE_NOT_FOUND', {
    message: 'no file of that name',
    detail: { nombre_archivo: blobName },
  });
}

/** A PDF's page count: the stored one, else read from the file (not for a huge one). */
async function pageCountOf(
  blobs: BlobStore,
  row: FileRow,
  isTooLarge: boolean,
): Promise<{ pages?: number }> {
  if (row.pages !== null) {
    return { pages: row.pages };
  }
  if (isTooLarge) {
    return {};
  }
  const info = await readPdfInfo(await readBlobBytes(blobs, row.blob_key, MAX_PARSE_BYTES), {
    timeoutMs: PREVIEW_TIMEOUT_MS,
  });
  return { pages: info.pageCount };
}

/** A cell as the contract sends it: its value, a formula's result, a date as ISO text. */
function previewCell(cell: CellValue): PreviewCell {
  switch (cell.type) {
    case 'empty':
      return null;
    case 'formula':
      return previewCell(cell.result);
    default:
      return cell.value;
  }
}
