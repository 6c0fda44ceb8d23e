// Writing cells of the accounting-es workbook: the cell values exceljs takes, and the formats.
import type ExcelJSModule from '../../../../../apps/middleware/node_modules/exceljs';

import type { Cell } from './basics.ts';

export type Workbook = ExcelJSModule.Workbook;
export type Worksheet = ExcelJSModule.Worksheet;

const AMOUNT_FORMAT = '#,##0.00 [$€-es-ES];-#,##0.00 [$€-es-ES]';

export function addRows(sheet: Worksheet, rows: Cell[][]) {
  for (const row of rows) {
    sheet.addRow(row);
  }
}

export function styleHeader(sheet: Worksheet, rowNumber: number) {
  sheet.getRow(rowNumber).font = { bold: true };
}

/** Amount columns in euros, date columns as dd/mm/yyyy (the cells keep their values). */
export function formatColumns(sheet: Worksheet, amountColumns: number[], dateColumns: number[]) {
  for (const column of amountColumns) {
    sheet.getColumn(column).numFmt = AMOUNT_FORMAT;
  }
  for (const column of dateColumns) {
    sheet.getColumn(column).numFmt = 'dd/mm/yyyy';
  }
}

export const formula = (text: string, result: number): Cell => ({ formula: text, result });
