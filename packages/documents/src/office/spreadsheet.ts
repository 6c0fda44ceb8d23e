import { DocumentError } from '../errors';
import { type ParseLimits, remainingLimits } from '../limits';
import { runReader } from '../workers/run-reader';
import { convertWithLibreOffice } from './libreoffice';
import type { Spreadsheet } from './spreadsheet-parse';

export type { Sheet, Spreadsheet } from './spreadsheet-parse';

/** Spreadsheet formats read here. */
export type SpreadsheetFormat = 'xlsx' | 'xls' | 'ods' | 'csv';

/** Options of {@link readSpreadsheet}. */
export type SpreadsheetOptions = ParseLimits & {
  /** Rows returned per sheet (default 1,000). */
  maxRows?: number;
  /** Cells returned per row (default 200). */
  maxColumns?: number;
  /** Sheets returned (default 50). */
  maxSheets?: number;
};

const DEFAULTS = { maxRows: 1_000, maxColumns: 200, maxSheets: 50 };

/**
 * Reads a spreadsheet into typed cells (number, date, string, boolean, error, formula with its
 * cached result), the first N rows of each sheet. XLSX and CSV are parsed by exceljs on a worker
 * thread with its own memory limit, stopped at the deadline; XLS and ODS are converted to XLSX by
 * LibreOffice first.
 */
export async function readSpreadsheet(
  data: Uint8Array,
  format: SpreadsheetFormat,
  options: SpreadsheetOptions = {},
): Promise<Spreadsheet> {
  const started = Date.now();
  if (format === 'xls' || format === 'ods') {
    const xlsx = await convertWithLibreOffice(data, format, 'xlsx', options);
    return readSpreadsheet(xlsx, 'xlsx', { ...options, ...remainingLimits(options, started) });
  }
  if (format !== 'xlsx' && format !== 'csv') {
    throw new DocumentError('UNSUPPORTED_FORMAT', { detail: { format } });
  }
  const limits = {
    maxRows: options.maxRows ?? DEFAULTS.maxRows,
    maxColumns: options.maxColumns ?? DEFAULTS.maxColumns,
    maxSheets: options.maxSheets ?? DEFAULTS.maxSheets,
  };
  return runReader<Spreadsheet>(
    { task: 'spreadsheet', data: new Uint8Array(data), format, limits },
    options,
  );
}
