import type { PlanContext } from './plan-context';
import { STOP_WORDS } from './question-phrases';
import { joinPath } from './table-links';
import type { Condition } from './query-plan-types';
import type { ValueMention } from './question-mentions';
import type { IndexedColumn } from './schema-index';
import { isSameMeaning } from './word-concepts';

// The question's filters as conditions: stored values (several of one column as IN, "or"
// between columns as OR), quoted texts, comparisons of numbers, and periods of time.

/** The column a value belongs to: the one named just before it, else one the query reads. */
function valueColumn(context: PlanContext, mention: ValueMention): IndexedColumn | undefined {
  const columns = mention.candidates.map((candidate) => candidate.column);
  const before = context.nameBefore(mention.start, 3);
  if (before) {
    const named = columns.filter((column) =>
      before.kind === 'table'
        ? column.table === before.table.name && column === before.table.label
        : before.candidates.some((candidate) => candidate.column.name === column.name),
    );
    if (named.length > 0) {
      context.used.add(before.start);
      return context.choose(named);
    }
  }
  return context.choose(columns);
}

function valueConditions(context: PlanContext, splitAt: number): Condition[] {
  // Values of one column on one side of a ratio, negated or not, make one condition (IN).
  const byKey = new Map<
    string,
    { column: IndexedColumn; values: string[]; start: number; isNot: boolean }
  >();
  const negations = context.operations('negation');
  for (const mention of context.reading.values) {
    const column = valueColumn(context, mention);
    // A value of a table the query cannot join says nothing of its rows.
    const isReachable = column && joinPath(context.tables, [...context.needed, column.table]);
    if (!column || !isReachable) {
      continue;
    }
    // Every value of the column the words name (a partial match names several).
    const matched = mention.candidates.filter((candidate) => candidate.column === column);
    for (const { value } of matched) {
      const isNot = negations.some((negation) => negation.end === mention.start - 1);
      const key = `${column.table}.${column.name}:${String(mention.start < splitAt)}:${String(isNot)}`;
      const entry = byKey.get(key) ?? { column, values: [], start: mention.start, isNot };
      entry.values.push(value);
      byKey.set(key, entry);
    }
  }
  const conditions: Condition[] = [];
  for (const { column, values, start, isNot } of byKey.values()) {
    context.need(column.table);
    const condition: Condition = {
      kind: 'values',
      column,
      values: [...new Set(values)],
      at: start,
    };
    conditions.push(isNot ? { kind: 'not', condition, at: start } : condition);
  }
  // "Italian food or in New York": an "or" between two values of different columns.
  const ors = context.operations('or');
  const merged: Condition[] = [];
  for (const [index, condition] of conditions.entries()) {
    const previous = conditions[index - 1];
    const last = merged.at(-1);
    const isOr = ors.some(
      (or) => or.start > (previous?.at ?? Infinity) && or.start < (condition.at ?? 0),
    );
    if (last && isOr) {
      merged[merged.length - 1] = {
        kind: 'any',
        conditions: last.kind === 'any' ? [...last.conditions, condition] : [last, condition],
        at: last.at,
      };
    } else {
      merged.push(condition);
    }
  }
  return merged;
}

function literalConditions(
  context: PlanContext,
  subjectLabel: IndexedColumn | undefined,
): Condition[] {
  const conditions: Condition[] = [];
  for (const literal of context.reading.literals) {
    const opener = context.reading.operations.find(
      (operation) =>
        (operation.kind === 'startsWith' || operation.kind === 'contains') &&
        operation.end < literal.start &&
        literal.start - operation.end <= 2,
    );
    const before = context.nameBefore(opener?.start ?? literal.start, 3);
    const named = context.columnOf(before, (column) => column.type === 'text');
    const column = named ?? subjectLabel;
    if (!column) {
      continue;
    }
    if (before && named) {
      context.used.add(before.start);
    }
    context.need(column.table);
    const escaped = literal.text.replace(/[%_\\]/gu, (sign) => `\\${sign}`);
    conditions.push({
      at: literal.start,
      kind: 'like',
      column,
      pattern: opener?.kind === 'startsWith' ? `${escaped}%` : `%${escaped}%`,
    });
  }
  return conditions;
}

function comparisonConditions(
  context: PlanContext,
  fallback: IndexedColumn | undefined,
): Condition[] {
  const conditions: Condition[] = [];
  for (const comparison of context.reading.comparisons) {
    const before = context.nameBefore(comparison.start, 4);
    const after = context.nameAfter(comparison.end, 3);
    const fromBefore = context.columnOf(before, (column) => column.isMeasure);
    const fromAfter = context.columnOf(after, (column) => column.isMeasure);
    const column = fromBefore ?? fromAfter ?? fallback;
    if (!column) {
      continue;
    }
    const mention = fromBefore ? before : fromAfter ? after : undefined;
    if (mention) {
      context.used.add(mention.start);
    }
    context.need(column.table);
    conditions.push({
      at: comparison.start,
      kind: 'compare',
      expression: { kind: 'column', column },
      operator: comparison.operator,
      value: comparison.value,
      ...(comparison.upper === undefined ? {} : { upper: comparison.upper }),
    });
  }
  return conditions;
}

/** "La cuenta 572", "the review with id 3": a number right after a code column's name. */
function codeConditions(context: PlanContext): Condition[] {
  const { reading } = context;
  const isTaken = (index: number) =>
    [...reading.comparisons, ...reading.periods, ...reading.values, ...reading.literals].some(
      (span) => span.start <= index && index <= span.end,
    );
  const conditions: Condition[] = [];
  for (const word of reading.words) {
    if (!/^\d+$/u.test(word.text) || isTaken(word.index)) {
      continue;
    }
    const before = context.nameBefore(word.index, 1);
    const column = context.columnOf(
      before,
      (candidate) => candidate.isIdLike || (candidate.type === 'integer' && !candidate.isMeasure),
    );
    if (before && column) {
      context.used.add(before.start);
      context.need(column.table);
      conditions.push(
        column.type === 'text'
          ? { at: word.index, kind: 'values', column, values: [word.text] }
          : {
              at: word.index,
              kind: 'compare',
              expression: { kind: 'column', column },
              operator: '=',
              value: Number(word.text),
            },
      );
    }
  }
  return conditions;
}

const YES = /^(?:si|sí|yes|y|true|verdadero|1|x)$/iu;
const NO = /^(?:no|n|false|falso|0)$/iu;

/** "Facturas pagadas", "facturas no pagadas": a yes/no column named as an adjective. */
function flagConditions(context: PlanContext): Condition[] {
  const conditions: Condition[] = [];
  const negations = context.operations('negation');
  for (const mention of context.reading.names) {
    const column = context.used.has(mention.start)
      ? undefined
      : context.columnOf(
          mention,
          (candidate) =>
            candidate.values.length === 2 &&
            candidate.values.some((value) => YES.test(value.trim())) &&
            candidate.values.some((value) => NO.test(value.trim())),
        );
    if (!column) {
      continue;
    }
    // "No al corriente": only articles and prepositions between the negation and the name.
    const isNot = negations.some(
      (negation) =>
        negation.end < mention.start &&
        context.reading.words
          .slice(negation.end + 1, mention.start)
          .every((word) => STOP_WORDS.has(word.text)),
    );
    const value = column.values.find((each) => (isNot ? NO : YES).test(each.trim()));
    if (value !== undefined) {
      context.used.add(mention.start);
      context.need(column.table);
      conditions.push({ at: mention.start, kind: 'values', column, values: [value] });
    }
  }
  return conditions;
}

/** "Facturas del cliente Construcciones García": a name after a text column it may be in. */
function properNameConditions(context: PlanContext): Condition[] {
  const conditions: Condition[] = [];
  for (const name of context.reading.properNames) {
    const before = context.nameBefore(name.start, 2);
    // A table named there stands for its column in the subject (cliente), or its label.
    const column =
      before?.kind === 'table'
        ? context.columnForTable(before.table, false)
        : context.columnOf(before, (candidate) => candidate.type === 'text' && !candidate.isIdLike);
    if (before && column && !context.used.has(before.start)) {
      context.used.add(before.start);
      context.need(column.table);
      const escaped = name.text.replace(/[%_\\]/gu, (sign) => `\\${sign}`);
      conditions.push({ at: name.start, kind: 'like', column, pattern: `%${escaped}%` });
    }
  }
  return conditions;
}

const YEAR_WORDS = ['year', 'ano', 'ejercicio'];

function periodConditions(
  context: PlanContext,
  timeColumn: IndexedColumn | undefined,
): Condition[] {
  const conditions: Condition[] = [];
  const { words } = context.reading;
  for (const period of context.reading.periods) {
    const before = words[period.start - 1]?.text ?? '';
    const isAfter = /^(?:after|since|desde|despues|from)$/u.test(before);
    const isBefore = /^(?:before|until|antes|hasta)$/u.test(before);
    if (timeColumn) {
      context.need(timeColumn.table);
      if (
        period.year === undefined &&
        (period.month !== undefined || period.quarter !== undefined)
      ) {
        const part = period.month === undefined ? 'quarter' : 'month';
        conditions.push({
          at: period.start,
          kind: 'part',
          column: timeColumn,
          part,
          value: period.month ?? period.quarter ?? 1,
        });
      } else {
        conditions.push({
          at: period.start,
          kind: 'range',
          column: timeColumn,
          ...(isBefore ? {} : { from: period.from }),
          ...(isAfter ? {} : { to: isBefore ? period.from : period.to }),
        });
      }
      continue;
    }
    // No date column: a column of years ("year" = 2021); a month name is a stored value.
    const yearColumn = context
      .measures()
      .concat(context.tables.flatMap((table) => table.columns))
      .find(
        (column) =>
          column.type === 'integer' &&
          context.needed.includes(column.table) &&
          column.words.some((word) => YEAR_WORDS.some((year) => isSameMeaning(year, word))),
      );
    if (yearColumn && period.year !== undefined) {
      conditions.push({
        at: period.start,
        kind: 'compare',
        expression: { kind: 'column', column: yearColumn },
        operator: isAfter ? '>=' : isBefore ? '<' : '=',
        value: period.year,
      });
    }
    const quarter =
      period.quarter === undefined ? undefined : quarterValues(context, period.quarter);
    if (quarter) {
      conditions.push({ at: period.start, kind: 'values', ...quarter });
    }
  }
  return conditions;
}

/** A quarter written as a column's values ("1T", "Q1", "1er trimestre"): those holding its digit. */
function quarterValues(context: PlanContext, quarter: number) {
  const column = context.tables
    .filter((table) => context.needed.includes(table.name))
    .flatMap((table) => table.columns)
    .find(
      (candidate) =>
        candidate.type === 'text' &&
        candidate.values.length > 0 &&
        candidate.words.some((word) => isSameMeaning('quarter', word)),
    );
  const values = column?.values.filter(
    (value) => (value.match(/\d/gu) ?? []).join('') === String(quarter),
  );
  return column && values && values.length > 0 ? { column, values } : undefined;
}

export function buildConditions(
  context: PlanContext,
  options: {
    label: IndexedColumn | undefined;
    measure: IndexedColumn | undefined;
    time: IndexedColumn | undefined;
    /** The word that splits a ratio's sides: values on either side stay apart. */
    splitAt?: number;
  },
): Condition[] {
  return [
    ...valueConditions(context, options.splitAt ?? Infinity),
    ...literalConditions(context, options.label),
    ...comparisonConditions(context, options.measure),
    ...codeConditions(context),
    ...properNameConditions(context),
    ...flagConditions(context),
    ...periodConditions(context, options.time),
  ];
}
