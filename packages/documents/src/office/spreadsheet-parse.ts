import { Readable } from 'node:stream';

import type { Workbook, Worksheet } from 'exceljs';

import { DocumentError } from '../errors';
import { type CellValue, toCellValue } from './cells';
import { detectDelimiter, parseCsvField } from './csv-values';
import { checkOfficeContainer } from './office-container';
import { decodeTextFile } from './text-file';

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

/** How much of a workbook is returned. */
export type SheetLimits = { maxRows: number; maxColumns: number; maxSheets: number };

/** The formats parsed without a conversion first. */
export type ParsedSpreadsheetFormat = 'xlsx' | 'csv';

/**
 * Parses an XLSX (after a check of its container and structure) or a CSV (decoded in any
 * encoding, its separator detected, its fields typed) with exceljs on the calling thread. Only the
 * reader worker calls this; everyone else calls `readSpreadsheet`.
 */
export async function parseSpreadsheet(
  data: Uint8Array,
  format: ParsedSpreadsheetFormat,
  limits: SheetLimits,
): Promise<Spreadsheet> {
  if (format === 'xlsx') {
    await checkOfficeContainer(data);
  } else if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the CSV has no bytes' });
  }
  // Loaded on first use: a worker that never reads sheets never loads exceljs.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await (format === 'xlsx' ? loadXlsx(workbook, data) : loadCsv(workbook, data));
  } catch (error) {
    throw new DocumentError('DOCUMENT_UNREADABLE', {
      message: `not a readable ${format}: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  }
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

function readSheet(sheet: Worksheet, limits: SheetLimits): Sheet {
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
