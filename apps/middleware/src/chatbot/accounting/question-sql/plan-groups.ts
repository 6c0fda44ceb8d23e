import type { PlanContext } from './plan-context';
import type { Expression, TimeUnit } from './query-plan-types';
import type { IndexedColumn } from './schema-index';
import { conceptsOf } from './word-concepts';

// How rows are grouped: "by month", "monthly", "por trimestre" as periods of the date column;
// "by X", "each X", "por X" as a column (a table named there stands for its column).

const TIME_UNITS: [TimeUnit, number[]][] = [
  ['month', conceptsOf('month')],
  ['quarter', conceptsOf('quarter')],
  ['year', conceptsOf('year')],
];
// Adjectives that group on their own: "monthly sales", "ventas mensuales".
const TIME_ADJECTIVES =
  /^(?:monthly|mensual|mensuales|quarterly|trimestral|trimestrales|yearly|annual|anual|anuales)$/u;

const unitOf = (word: string) =>
  TIME_UNITS.find(([, concepts]) =>
    conceptsOf(word).some((concept) => concepts.includes(concept)),
  )?.[0];

/** The date column the question names in the tables read, else the first of those tables. */
export function timeColumn(context: PlanContext): IndexedColumn | undefined {
  const named = context.reading.names
    .map((mention) =>
      context.columnOf(mention, (column) => column.isTime && context.needed.includes(column.table)),
    )
    .find((column) => column !== undefined);
  if (named) {
    return named;
  }
  for (const table of context.needed) {
    const column = context.table(table)?.columns.find((candidate) => candidate.isTime);
    if (column) {
      return column;
    }
  }
  return undefined;
}

/** A period named at a word ("month", "trimestre") as a group of the date column. */
export function timeGroup(context: PlanContext, at: number): Expression | undefined {
  const unit = unitOf(context.reading.words[at]?.text ?? '');
  const time = unit ? timeColumn(context) : undefined;
  if (!unit || !time) {
    return undefined;
  }
  context.need(time.table);
  const mention = context.reading.names.find((name) => name.start === at);
  if (mention) {
    context.used.add(mention.start);
  }
  return { kind: 'bucket', unit, column: time };
}

export function findGroups(context: PlanContext): Expression[] {
  const groups: Expression[] = [];
  const { words } = context.reading;
  for (const word of words) {
    const group = TIME_ADJECTIVES.test(word.text) ? timeGroup(context, word.index) : undefined;
    if (group) {
      groups.push(group);
    }
  }
  for (const operation of context.operations('group')) {
    const time = timeGroup(context, operation.end + 1);
    if (time) {
      groups.push(time);
      continue;
    }
    const named = context.nameAfter(operation.end, 3);
    // "Each business category": in a compound the last noun is what is meant.
    const head = named?.kind === 'table' ? context.nameAfter(named.end, 1) : undefined;
    const mention = head && head.start === (named?.end ?? 0) + 1 ? head : named;
    // "Average amount per order" over the orders table: each row is already one order.
    const isEachRow = mention?.kind === 'table' && mention.table.name === context.needed[0];
    if (!mention || context.used.has(mention.start) || isEachRow) {
      continue;
    }
    const saysId = /^(?:id|ids)$/u.test(words[mention.end + 1]?.text ?? '');
    const column =
      mention.kind === 'table'
        ? context.columnForTable(mention.table, saysId)
        : (context.columnOf(mention, (candidate) => !candidate.isMeasure) ??
          context.columnOf(mention, () => true));
    const isRepeated = groups.some((group) => group.kind === 'column' && group.column === column);
    if (column && !isRepeated) {
      context.used.add(mention.start);
      context.need(column.table);
      groups.push({ kind: 'column', column });
    }
  }
  return groups;
}
