import { numberAt } from './question-numbers';
import type { PlanContext } from './plan-context';
import type { Aggregate } from './question-sql-types';
import type { IndexedColumn, IndexedTable } from './schema-index';
import { isSameMeaning } from './word-concepts';

// What a question measures: an aggregate over a column or over a table's rows ("how many
// lakes"), and a ranking ("the 3 highest", "which street has the most").

export type MeasureChoice = {
  aggregate: Aggregate;
  column?: IndexedColumn;
  /** The table whose rows are counted. */
  countTable?: IndexedTable;
  isDistinct: boolean;
};

export type RankingChoice = {
  direction: 'ASC' | 'DESC';
  limit?: number;
  column?: IndexedColumn;
  countTable?: IndexedTable;
  /** "The most number of ...": ranks by the question's aggregate. */
  isByAggregate: boolean;
};

const AGGREGATES: Record<string, Aggregate> = {
  count: 'count',
  sum: 'sum',
  avg: 'avg',
  max: 'max',
  min: 'min',
};

/** The first measure named within a few words after (or else before) a word. */
function measureNear(context: PlanContext, start: number, end: number): IndexedColumn | undefined {
  const after = context.nameAfter(end, 4);
  const column = context.columnOf(after, (candidate) => candidate.isMeasure);
  if (column && after) {
    context.used.add(after.start);
    return column;
  }
  const before = context.nameBefore(start, 2);
  const earlier = context.columnOf(before, (candidate) => candidate.isMeasure);
  if (earlier && before) {
    context.used.add(before.start);
  }
  return earlier;
}

export function findMeasure(context: PlanContext): MeasureChoice | undefined {
  const [operation] = context.operations('count', 'sum', 'avg', 'max', 'min');
  if (!operation) {
    return undefined;
  }
  const aggregate = AGGREGATES[operation.kind] ?? 'count';
  if (aggregate !== 'count') {
    return {
      aggregate,
      column: measureNear(context, operation.start, operation.end),
      isDistinct: false,
    };
  }
  const next = context.nameAfter(operation.end, 3);
  if (next?.kind === 'table') {
    context.used.add(next.start);
    return { aggregate, countTable: next.table, isDistinct: false };
  }
  // "How many units" counts by adding a quantity; "how many cities" counts distinct values.
  const measure = context.columnOf(next, (column) => column.isMeasure);
  const other = context.columnOf(next, (column) => !column.isMeasure);
  if (next && (measure ?? other)) {
    context.used.add(next.start);
  }
  if (measure && !other) {
    return { aggregate: 'sum', column: measure, isDistinct: false };
  }
  return other ? { aggregate, column: other, isDistinct: true } : { aggregate, isDistinct: false };
}

function limitNear(context: PlanContext, start: number, end: number) {
  const { words } = context.reading;
  const after = numberAt(words, end + 1);
  if (after && Number.isInteger(after.value)) {
    return { limit: after.value, end: after.end };
  }
  const before = words[start - 1]?.text ?? '';
  return { limit: /^\d+$/u.test(before) ? Number(before) : undefined, end };
}

/** What one superlative ranks by: an aggregate, a table's row count, or a measure. */
function rankedBy(context: PlanContext, start: number, end: number, hasLimit: boolean) {
  if (
    context
      .operations('count', 'sum', 'avg')
      .some((other) => other.start > end && other.start - end <= 2)
  ) {
    return { isByAggregate: true };
  }
  const next = context.nameAfter(end, 2);
  // "The most restaurants" counts them; "the top 3 restaurants" names what is ranked.
  if (next?.kind === 'table' && !hasLimit && !context.used.has(next.start)) {
    context.used.add(next.start);
    return { countTable: next.table };
  }
  const column = context.columnOf(next, (candidate) => candidate.isMeasure);
  if (column && next) {
    context.used.add(next.start);
    return { column };
  }
  // The superlative may name its measure itself: "longest" (length), "largest" (area).
  const words = context.reading.words.slice(start, end + 1).map((token) => token.text);
  const named = context
    .measures()
    .find((measure) =>
      measure.words.some((name) => words.some((text) => isSameMeaning(text, name))),
    );
  return named ? { column: named } : undefined;
}

export function findRanking(context: PlanContext): RankingChoice | undefined {
  const operations = context.operations('most', 'least');
  const [first] = operations;
  if (!first) {
    return undefined;
  }
  let limit: number | undefined;
  for (const operation of operations) {
    const near = limitNear(context, operation.start, operation.end);
    limit ??= near.limit;
    const by = rankedBy(context, operation.start, near.end, near.limit !== undefined);
    if (by) {
      return {
        direction: operation.kind === 'most' ? 'DESC' : 'ASC',
        limit,
        isByAggregate: false,
        ...by,
      };
    }
  }
  // Else the first measure the question names after the superlative ("in terms of review count").
  const later = context.reading.names.find(
    (name) =>
      name.start > first.end &&
      !context.used.has(name.start) &&
      context.columnOf(name, (candidate) => candidate.isMeasure) !== undefined,
  );
  const column = context.columnOf(later, (candidate) => candidate.isMeasure);
  if (column && later) {
    context.used.add(later.start);
  }
  return { direction: first.kind === 'most' ? 'DESC' : 'ASC', limit, column, isByAggregate: false };
}
