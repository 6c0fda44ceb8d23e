import { translate } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

import type { QueryResultTable, QueryValue } from '../../db/database';
import type { Language } from '../engine/words';
import { toUiLanguage } from '../engine/language';
import { formatAmount } from '../missions/answer-text';
import type { SqlAnswer } from './question-sql/question-sql-types';

export type AnswerTable = MiddlewareComponents['schemas']['AnswerTable'];

/** How a result is drawn: from the engine's plan when it made the SQL, else from its columns. */
function shapeOf(result: QueryResultTable, plan: SqlAnswer | undefined) {
  const index = (column: string | undefined) =>
    column === undefined ? -1 : result.columns.indexOf(column);
  if (plan !== undefined) {
    const label = index(plan.dimension?.column);
    const value = index(plan.measure?.column);
    return {
      shape: plan.shape,
      chart:
        label >= 0 && value >= 0 && result.rows.length > 1
          ? {
              kind: plan.dimension?.isTime ? ('line' as const) : ('bar' as const),
              label_column: label,
              value_column: value,
            }
          : null,
    };
  }
  // A model's SQL: a label and a number drawn as bars, one number as a value.
  const [first] = result.rows;
  const isNumber = (at: number) =>
    result.rows.every((row) => typeof row[at] === 'number' || row[at] === null);
  if (result.columns.length === 1 && result.rows.length === 1 && typeof first?.[0] === 'number') {
    return { shape: 'value' as const, chart: null };
  }
  if (result.columns.length === 2 && result.rows.length > 1 && isNumber(1) && !isNumber(0)) {
    const isTime = result.rows.every(
      (row) => typeof row[0] === 'string' && /^\d{4}-\d{2}/u.test(row[0]),
    );
    return {
      shape: isTime ? ('series' as const) : ('breakdown' as const),
      chart: {
        kind: isTime ? ('line' as const) : ('bar' as const),
        label_column: 0,
        value_column: 1,
      },
    };
  }
  return { shape: 'list' as const, chart: null };
}

function formatValue(value: QueryValue, language: Language): string {
  if (typeof value === 'number') {
    return Number.isInteger(value)
      ? value.toLocaleString(language === 'es' ? 'es-ES' : 'en-GB')
      : formatAmount(value, language);
  }
  return value === null ? '—' : String(value);
}

/** A result column's name as words: `base_imponible` is "base imponible". */
const labelOf = (column: string | undefined) => (column ?? '').replaceAll('_', ' ').trim();

/**
 * The answer's one line in the asker's language (issue 12: "a one-line summary"): the value of a
 * single number, the largest of a breakdown, or how many rows the table has.
 */
export function summariseTable(table: AnswerTable, language: Language): string {
  const ui = toUiLanguage(language);
  const rows = table.rows;
  let line: string;
  if (rows.length === 0) {
    line = translate(ui, 'chatbot.answer.tableEmpty');
  } else if (table.shape === 'value' && rows.length === 1) {
    const value = rows[0]?.findLast((cell) => typeof cell === 'number') ?? rows[0]?.[0] ?? null;
    line = translate(ui, 'chatbot.answer.tableValue', {
      label: labelOf(table.columns.at(-1)),
      value: formatValue(value, language),
    });
  } else if (table.chart !== null) {
    const { label_column: label, value_column: valueAt } = table.chart;
    const top = rows.reduce((best, row) =>
      Number(row[valueAt] ?? -Infinity) > Number(best[valueAt] ?? -Infinity) ? row : best,
    );
    line = translate(ui, 'chatbot.answer.tableBreakdown', {
      count: rows.length,
      label: labelOf(table.columns[label]),
      value: labelOf(table.columns[valueAt]),
      top: formatValue(top[label] ?? null, language),
      amount: formatValue(top[valueAt] ?? null, language),
    });
  } else {
    line = translate(ui, 'chatbot.answer.tableList', { count: rows.length });
  }
  return table.truncated
    ? `${line} ${translate(ui, 'chatbot.answer.tableTruncated', { count: rows.length })}`
    : line;
}

/** A query's result as the answer's table, with its SQL and how to draw it. */
export function toAnswerTable(
  sql: string,
  result: QueryResultTable,
  truncated: boolean,
  plan?: SqlAnswer,
): AnswerTable {
  return { sql, columns: result.columns, rows: result.rows, truncated, ...shapeOf(result, plan) };
}
