import { readPdfPages, readSpreadsheet } from '@folio/documents';

import type { IndexError } from '../../db/schema';
import type { JobContext } from '../../jobs/job-handler';
import {
  indexErrorOf,
  readStoredDocument,
  type IndexFileJobDependencies,
} from '../../storage/storage.feature';
import { pdfTableSheets } from './tables/pdf-tables';
import { workbookTables } from './tables/sheet-tables';
import type { SheetTable } from './tables/table-types';

/** Rows kept per sheet of an accounting topic: a ledger of a few years fits. */
const MAX_TABLE_ROWS = 50_000;

/** Why a file gave no table. */
export type TableFileFailure = IndexError | 'no-tables';

export type FileTables =
  | { status: 'read'; tables: SheetTable[] }
  | { status: 'failed'; reason: TableFileFailure }
  | { status: 'gone' };

/**
 * The tables of one file of an accounting topic (issue 12): every sheet of a workbook (XLSX,
 * XLS, ODS, CSV) with a header and data, or every table found in a PDF's text (OCR where a page
 * has none), read on the reader workers within the index's limits (size, pages, time) and named
 * apart from `taken`. A file's own fault is a reason; a failure another
 * run may cure (a timeout) is thrown, so the job is retried.
 */
export async function readFileTables(
  dependencies: IndexFileJobDependencies,
  context: JobContext,
  fileId: string,
  taken: ReadonlySet<string>,
): Promise<FileTables> {
  const stored = await readStoredDocument(dependencies, fileId);
  if (stored.status !== 'read') {
    return stored;
  }
  const { format } = stored;
  const spreadsheet =
    format.reader === 'spreadsheet'
      ? format.format
      : format.reader === 'text' && format.format === 'csv'
        ? 'csv'
        : undefined;
  if (spreadsheet === undefined && format.reader !== 'pdf') {
    return { status: 'failed', reason: 'no-tables' };
  }
  try {
    const limits = { timeoutMs: stored.limits.readTimeoutMs, signal: context.signal };
    const sheets =
      spreadsheet === undefined
        ? pdfTableSheets(
            (await readPdfPages(stored.data, { ...limits, maxPages: stored.limits.maxPages }))
              .pages,
          )
        : (await readSpreadsheet(stored.data, spreadsheet, { ...limits, maxRows: MAX_TABLE_ROWS }))
            .sheets;
    const tables = workbookTables(sheets, stored.filename, taken);
    return tables.length === 0
      ? { status: 'failed', reason: 'no-tables' }
      : { status: 'read', tables };
  } catch (error) {
    if (context.signal.aborted) {
      throw error;
    }
    const reason = indexErrorOf(error);
    if (reason === 'timeout' || reason === 'error') {
      throw error;
    }
    return { status: 'failed', reason };
  }
}
