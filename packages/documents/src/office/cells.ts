import type { CellValue as ExcelCellValue } from 'exceljs';

/** A cell's value, typed. Dates are ISO 8601: `YYYY-MM-DD`, with a time only when it has one. */
export type CellValue =
  | { type: 'empty' }
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'date'; value: string }
  | { type: 'error'; value: string }
  | { type: 'formula'; formula: string; result: ScalarCell };

/** A cell value that is not a formula (a formula's result). */
export type ScalarCell = Exclude<CellValue, { type: 'formula' }>;

const EMPTY: ScalarCell = { type: 'empty' };

/** Turns an exceljs value into a typed cell; rich text and hyperlinks become their text. */
export function toCellValue(value: ExcelCellValue): CellValue {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = ('formula' in value ? value.formula : undefined) ?? sharedFormula(value);
      return { type: 'formula', formula: formula ?? '', result: toScalarCell(value.result) };
    }
  }
  return toScalarCell(value);
}

function sharedFormula(value: object): string | undefined {
  return 'sharedFormula' in value && typeof value.sharedFormula === 'string'
    ? value.sharedFormula
    : undefined;
}

function toScalarCell(value: ExcelCellValue): ScalarCell {
  if (value === null || value === undefined) {
    return EMPTY;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { type: 'number', value } : EMPTY;
  }
  if (typeof value === 'string') {
    return value === '' ? EMPTY : { type: 'string', value };
  }
  if (typeof value === 'boolean') {
    return { type: 'boolean', value };
  }
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? EMPTY : { type: 'date', value: toIsoDate(value) };
  }
  if ('error' in value) {
    return { type: 'error', value: value.error };
  }
  if ('richText' in value) {
    return { type: 'string', value: value.richText.map((run) => run.text).join('') };
  }
  if ('hyperlink' in value) {
    const text: unknown = value.text;
    return { type: 'string', value: typeof text === 'string' ? text : value.hyperlink };
  }
  return EMPTY;
}

/** `YYYY-MM-DD` for a date at midnight UTC (how spreadsheets store dates), full ISO otherwise. */
export function toIsoDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
