import type { PlanContext } from './plan-context';
import type { MeasureChoice, RankingChoice } from './plan-measure';
import type { Expression } from './query-plan-types';
import type { Aggregate } from './question-sql-types';
import type { IndexedColumn, IndexedTable } from './schema-index';
import { STOP_WORDS } from './question-phrases';
import { isAmountWord, isMoneyWord } from './word-concepts';

// The aggregates of a plan: the one a question implies when no word names it, and the
// expressions that compute it (a count through joins counts a unique key).

// A column that holds how many times something happened (a check-in count), added up when
// the question asks "how many" of its table.
const COUNT_COLUMN = /^(?:count|counts|conteo|veces|times)$/u;
// Measures that are averaged rather than added when a question ranks groups by them.
const AVERAGED =
  /(?:rating|score|rate|ratio|percent|porcentaje|price|precio|age|edad|valoracion|puntuacion|density|densidad)/u;

const isAveraged = (column: IndexedColumn) => AVERAGED.test(column.name);

/** The first measure the question names that nothing else has used. */
function freeMeasure(context: PlanContext): IndexedColumn | undefined {
  for (const mention of context.reading.names) {
    const column = context.used.has(mention.start)
      ? undefined
      : context.columnOf(mention, (candidate) => candidate.isMeasure);
    if (column) {
      context.used.add(mention.start);
      return column;
    }
  }
  return undefined;
}

/** The amount column of a table: "importe", "total", "amount" (the last such, usually the total). */
export function amountColumn(table: IndexedTable): IndexedColumn | undefined {
  return table.columns.findLast((column) => column.isMeasure && column.words.some(isAmountWord));
}

/**
 * The aggregate the question implies when no word names one: a ranking of categories by a
 * measure ("the customer with the most sales"), a breakdown ("sales by month"), or a bare
 * money question ("¿IVA del primer trimestre?").
 */
export function impliedMeasure(
  context: PlanContext,
  parts: {
    ranking?: RankingChoice;
    groups: Expression[];
    target?: IndexedColumn;
    /** The target is a table named through a column of another ("los clientes" as cliente). */
    isPointer: boolean;
    isList: boolean;
    /** "¿Cuál es el total facturado?": one amount asked for. */
    asksOneAmount: boolean;
  },
): MeasureChoice | undefined {
  const { ranking, groups, target } = parts;
  if (ranking?.countTable) {
    return { aggregate: 'count', countTable: ranking.countTable, isDistinct: false };
  }
  // Ranked by an aggregate no word states ("con más movimientos"): by the rows counted.
  if (ranking?.isByAggregate) {
    return { aggregate: 'count', isDistinct: false };
  }
  const isCategory =
    target !== undefined &&
    (parts.isPointer || (target.type === 'text' && target.maxDuplicates > 1));
  // "The highest-rated restaurant": a table named after the superlative ranks its rows.
  const rowsAfter = context.reading.names.some(
    (name) =>
      name.kind === 'table' &&
      name !== ranking?.entity &&
      name.start > (context.operations('most', 'least')[0]?.end ?? Infinity),
  );
  if (ranking?.column && (isCategory || groups.length > 0) && !rowsAfter) {
    const aggregate: Aggregate = isAveraged(ranking.column) ? 'avg' : 'sum';
    return { aggregate, column: ranking.column, isDistinct: false };
  }
  if (parts.asksOneAmount && target) {
    return { aggregate: isAveraged(target) ? 'avg' : 'sum', column: target, isDistinct: false };
  }
  // A money word names what is added up even when it names the table ("ventas" in ventas_2024).
  const [firstWord] = context.reading.words.filter((word) => !STOP_WORDS.has(word.text));
  const speaksOfMoney = context.reading.words.some((word) => isMoneyWord(word.text));
  if (groups.length > 0) {
    const column = freeMeasure(context);
    return column
      ? { aggregate: isAveraged(column) ? 'avg' : 'sum', column, isDistinct: false }
      : { aggregate: speaksOfMoney ? 'sum' : 'count', isDistinct: false };
  }
  // "Ventas de sillas en la región Norte": a question that opens with money and compares nothing.
  if (
    !ranking &&
    !parts.isList &&
    firstWord !== undefined &&
    isMoneyWord(firstWord.text) &&
    context.reading.comparisons.length === 0
  ) {
    const column = freeMeasure(context);
    return { aggregate: 'sum', ...(column ? { column } : {}), isDistinct: false };
  }
  // A question that starts with an amount and asks for no rows: "IVA soportado en 2024".
  const [first] = context.reading.names;
  // An amount is a decimal or a money column; an entry number ("asientos") is no amount.
  const asksAmount =
    first?.kind === 'column' &&
    !context.used.has(first.start) &&
    first.candidates.some(
      ({ column }) =>
        column.isMeasure && (column.type === 'decimal' || column.words.some(isAmountWord)),
    );
  if (!ranking && !parts.isList && asksAmount) {
    const column = freeMeasure(context);
    return column && !isAveraged(column)
      ? { aggregate: 'sum', column, isDistinct: false }
      : undefined;
  }
  return undefined;
}

export function measureExpressions(
  subject: IndexedTable,
  measure: MeasureChoice | undefined,
  hasJoins: boolean,
): Expression[] {
  if (!measure) {
    return [];
  }
  const counted = measure.countTable ?? subject;
  if (measure.aggregate === 'count' && !measure.column) {
    const times = counted.columns.find(
      (column) => column.isMeasure && COUNT_COLUMN.test(column.name),
    );
    if (times) {
      return [{ kind: 'aggregate', aggregate: 'sum', column: times, isDistinct: false }];
    }
    // Joined rows may repeat a row of the counted table: count its unique key instead.
    const key = counted.columns.find((column) => column.isIdLike && column.maxDuplicates === 1);
    return [
      hasJoins && key
        ? { kind: 'aggregate', aggregate: 'count', column: key, isDistinct: true }
        : { kind: 'aggregate', aggregate: 'count', isDistinct: false },
    ];
  }
  const column =
    measure.column ??
    amountColumn(subject) ??
    subject.columns.findLast((candidate) => candidate.isMeasure);
  return column
    ? [column, ...(measure.others ?? [])].map((each) => ({
        kind: 'aggregate',
        aggregate: measure.aggregate,
        column: each,
        isDistinct: measure.isDistinct,
      }))
    : [];
}
