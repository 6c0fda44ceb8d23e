import { STOP_WORDS } from './question-phrases';
import { numberAt } from './question-numbers';
import { isPluralWord, isSameWord } from './question-words';
import type { NameMention, PlanContext } from './plan-context';
import type { Aggregate } from './question-sql-types';
import type { IndexedColumn, IndexedTable } from './schema-index';
import { isSameMeaning } from './word-concepts';

// What a question measures: an aggregate over a column or over a table's rows ("how many
// lakes"), and a ranking ("the 3 highest", "which street has the most").

export type MeasureChoice = {
  aggregate: Aggregate;
  column?: IndexedColumn;
  /** Further measures of the same aggregate: "total del debe y del haber". */
  others?: IndexedColumn[];
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
  /** What is ranked, when named after the count: "the top 3 restaurants". */
  entity?: NameMention;
};

const AGGREGATES: Record<string, Aggregate> = {
  count: 'count',
  sum: 'sum',
  avg: 'avg',
  max: 'max',
  min: 'min',
};

const AND = /^(?:and|y|e|plus)$/u;

/** The first measure named within a few words after (or else before) a word. */
function measureNear(context: PlanContext, start: number, end: number) {
  for (const mention of [context.nameAfter(end, 4), context.nameBefore(start, 2)]) {
    const column = context.columnOf(mention, (candidate) => candidate.isMeasure);
    if (column && mention && !context.used.has(mention.start)) {
      context.used.add(mention.start);
      return { column, others: moreMeasures(context, mention) };
    }
  }
  return { column: undefined, others: [] };
}

/** Measures joined to the first by "and": "el debe y el haber", "sales and costs". */
function moreMeasures(context: PlanContext, first: NameMention): IndexedColumn[] {
  const others: IndexedColumn[] = [];
  let previous = first;
  for (;;) {
    const next = context.nameAfter(previous.end, 3);
    const between = context.reading.words.slice(previous.end + 1, next?.start ?? 0);
    const column = context.columnOf(next, (candidate) => candidate.isMeasure);
    if (!next || !column || !between.some((word) => AND.test(word.text))) {
      return others;
    }
    context.used.add(next.start);
    others.push(column);
    previous = next;
  }
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
      ...measureNear(context, operation.start, operation.end),
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
  const isPlural = isPluralWord(context.reading.words[next?.end ?? -1]?.text ?? '');
  if (next?.kind === 'table' && isPlural && !hasLimit && !context.used.has(next.start)) {
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
  // Through its meaning only: "más altas" is no mention of a column "fecha_alta".
  const isNamedBy = (column: IndexedColumn) =>
    column.words.some((name) =>
      words.some((text) => !isSameWord(text, name) && isSameMeaning(text, name)),
    );
  const measure = context.choose(context.measures().filter(isNamedBy));
  const date = context.choose(
    context.tables.flatMap((table) =>
      table.columns.filter((column) => column.isTime && isNamedBy(column)),
    ),
  );
  const named = measure ?? date;
  return named ? { column: named } : undefined;
}

const ONE = /^(?:a|an|un|una|uno|one)$/u;
const TIME_WORDS =
  /^(?:months?|meses|mes|quarters?|trimestres?|years?|anos?|days?|dias?|weeks?|semanas?)$/u;

/** "Los 3 clientes con más ventas": a count before what is ranked, away from the superlative. */
function leadingCount(context: PlanContext): { limit?: number; entity?: NameMention } {
  const { reading } = context;
  const isTaken = (index: number) =>
    [...reading.comparisons, ...reading.periods, ...reading.values].some(
      (span) => span.start <= index && index <= span.end,
    );
  for (const word of reading.words) {
    // Digits or a number word ("los cinco proveedores"), not "a" / "un".
    const number =
      isTaken(word.index) || ONE.test(word.text) ? undefined : numberAt(reading.words, word.index);
    const isCount =
      number !== undefined &&
      number.end === word.index &&
      Number.isInteger(number.value) &&
      number.value < 1000;
    const limit = number?.value;
    // "Los 3 meses con más ventas": a count of periods is a limit too.
    if (isCount && TIME_WORDS.test(reading.words[word.index + 1]?.text ?? '')) {
      return { limit };
    }
    const entity = isCount ? context.nameAfter(word.index, 1) : undefined;
    if (entity && !context.used.has(entity.start)) {
      context.used.add(entity.start);
      return { limit, entity };
    }
  }
  return {};
}

export function findRanking(context: PlanContext): RankingChoice | undefined {
  const operations = context.operations('most', 'least');
  const [first] = operations;
  if (!first) {
    return undefined;
  }
  let { limit, entity } = leadingCount(context);
  for (const operation of operations) {
    const near = limitNear(context, operation.start, operation.end);
    limit ??= near.limit;
    let from = near.end;
    const named = near.limit === undefined ? undefined : context.nameAfter(near.end, 1);
    if (named && !context.used.has(named.start)) {
      context.used.add(named.start);
      entity ??= named;
      from = named.end;
    }
    const by = rankedBy(context, operation.start, from, near.limit !== undefined);
    if (by) {
      const direction = operation.kind === 'most' ? 'DESC' : 'ASC';
      return { direction, limit, isByAggregate: false, ...(entity ? { entity } : {}), ...by };
    }
  }
  // Else the measure named elsewhere: "in terms of review count", "¿qué proveedor ha facturado más?".
  const later = context.reading.names.find(
    (name) =>
      !context.used.has(name.start) &&
      context.columnOf(name, (candidate) => candidate.isMeasure) !== undefined,
  );
  const column = context.columnOf(later, (candidate) => candidate.isMeasure);
  if (column && later) {
    context.used.add(later.start);
  }
  // "Las 5 cuentas con más movimientos": a plural the schema does not name counts rows.
  const next = context.reading.words.find(
    (word) => word.index > first.end && !STOP_WORDS.has(word.text),
  );
  const countsRows =
    !column &&
    next !== undefined &&
    isPluralWord(next.text) &&
    !context.reading.names.some((name) => name.start === next.index);
  return {
    direction: first.kind === 'most' ? 'DESC' : 'ASC',
    limit,
    column,
    isByAggregate: countsRows,
    ...(entity ? { entity } : {}),
  };
}
