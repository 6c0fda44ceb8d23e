// XLSX of results (issue 21: "export CSV/XLSX/JSON"): the rows of the CSV in one worksheet,
// numbers as numbers, streamed. A cell is always a value, never a formula, so the CSV's formula
// guard is not needed here.
import type { Readable } from 'node:stream';

import { writeSpreadsheet } from '@folio/documents';

import type { ExportSource } from './export-model';
import { exportRows } from './export-rows';

// Excel's rules for a sheet's name: at most 31 characters, none of these.
const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/gu;

/** The worksheet's name: the configuration's, made acceptable to Excel. */
export function sheetName(configName: string): string {
  const name = configName.replace(SHEET_NAME_FORBIDDEN, ' ').trim().slice(0, SHEET_NAME_MAX);
  return name === '' ? 'Results' : name;
}

/** The workbook as a stream: the table's column names first, bold and frozen. */
export function writeXlsx(source: ExportSource): Readable {
  return writeSpreadsheet(sheetName(source.configName), exportRows(source));
}
