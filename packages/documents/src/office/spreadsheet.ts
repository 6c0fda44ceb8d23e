import { Readable } from 'node:stream';

import type { Workbook, Worksheet } from 'exceljs';

import { DocumentError } from '../errors';
import { type ParseLimits, remainingLimits, runWithLimits } from '../limits';
import { type CellValue, toCellValue } from './cells';
import { detectDelimiter, parseCsvField } from './csv-values';
import { convertWithLibreOffice } from './libreoffice';
import { checkOfficeContainer } from './office-container';
import { decodeTextFile } from './text-file';

/** Spreadsheet formats read here. */
export type SpreadsheetFormat = 'xlsx' | 'xls' | 'ods' | 'csv';

/** One sheet: its first rows of typed cells. */
export type Sheet = {
  name: string;
  /** Rows and columns in the sheet (its used range), not only those returned. */
  rowCount: number;
  columnCount: number;
  /** The first `maxRows` rows, each with the first `maxColumns` cells. */
  rows: CellValue[][];
  /** True when rows or columns were left out. */
  truncated: boolean;
};

/** A spreadsheet's sheets, in workbook order. */
export type Spreadsheet = { sheets: Sheet[] };

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
 * cached result), the first N rows of each sheet. XLSX is read by exceljs after a check of its
 * ZIP container; XLS and ODS are converted to XLSX by LibreOffice first; CSV is decoded (any
 * encoding), its separator detected, and its fields typed.
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
  if (format === 'xlsx') {
    await checkOfficeContainer(data, options);
  } else if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the CSV has no bytes' });
  }
  // Loaded on first use: importing this package stays cheap for callers that never read sheets.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await runWithLimits(remainingLimits(options, started), async () => {
    try {
      await (format === 'xlsx' ? loadXlsx(workbook, data) : loadCsv(workbook, data));
    } catch (error) {
      throw new DocumentError('DOCUMENT_UNREADABLE', {
        message: `not a readable ${format}: ${error instanceof Error ? error.message : String(error)}`,
        cause: error,
      });
    }
  });
  const limits = { ...DEFAULTS, ...options };
  return {
    sheets: workbook.worksheets.slice(0, limits.maxSheets).map((sheet) => readSheet(sheet, limits)),
  };
}

async function loadXlsx(workbook: Workbook, data: Uint8Array): Promise<void> {
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.length);
  await workbook.xlsx.load(buffer as ArrayBuffer);
}

async function loadCsv(workbook: Workbook, data: Uint8Array): Promise<void> {
  const { text } = decodeTextFile(data);
  const delimiter = detectDelimiter(text);
  await workbook.csv.read(Readable.from([text]), {
    parserOptions: { delimiter },
    map: (value: unknown) => parseCsvField(value, delimiter),
  });
}

function readSheet(sheet: Worksheet, limits: typeof DEFAULTS): Sheet {
  const rowCount = sheet.rowCount;
  const columnCount = sheet.columnCount;
  const rows: CellValue[][] = [];
  for (let rowNumber = 1; rowNumber <= Math.min(rowCount, limits.maxRows); rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const cells: CellValue[] = [];
    for (let column = 1; column <= Math.min(columnCount, limits.maxColumns); column++) {
      const cell = row.getCell(column);
      // A merged range holds its value once, in its top-left cell.
      const isCovered = cell.isMerged && cell.master.address !== cell.address;
      cells.push(isCovered ? { type: 'empty' } : toCellValue(cell.value));
    }
    rows.push(cells);
  }
  return {
    name: sheet.name,
    rowCount,
    columnCount,
    rows,
    truncated: rowCount > limits.maxRows || columnCount > limits.maxColumns,
  };
}
