import { languageTag } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

/** A value of an answer's rows or of a table's preview; dates arrive as ISO text. */
export type TableValue = MiddlewareComponents['schemas']['TableValue'];

/** An accounting answer's result: its rows, the SQL behind them, how they are drawn (issue 12). */
export type AnswerTable = MiddlewareComponents['schemas']['AnswerTable'];

/**
 * A value as a cell shows it: numbers in the reader's language (1.234,5 in Spanish), nothing for
 * an empty value, text and dates as the server wrote them.
 */
export function formatTableValue(value: TableValue, language: string): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return value.toLocaleString(languageTag(language), { maximumFractionDigits: 2 });
  }
  return String(value);
}
