import type { PlanContext } from './plan-context';
import type { RankingChoice } from './plan-measure';
import type { Expression, OrderItem } from './query-plan-types';
import { MONTHS } from './question-periods';
import type { IndexedColumn, IndexedTable } from './schema-index';

// What a list shows and how results are ordered.

const NAME_WORDS = /^(?:name|names|nombre|nombres)$/u;
const MONTH_NAMES = new Set(MONTHS.flatMap((names) => names));

/** The columns a list shows: what was asked for, the label, and the other columns named. */
export function listColumns(
  context: PlanContext,
  subject: IndexedTable,
  target: IndexedColumn | undefined,
): IndexedColumn[] {
  const columns: IndexedColumn[] = [];
  const asksNames = context.reading.words.some((word) => NAME_WORDS.test(word.text));
  if (target) {
    columns.push(target);
  }
  if ((!target || asksNames) && subject.label && !columns.includes(subject.label)) {
    columns.push(subject.label);
  }
  for (const mention of context.reading.names) {
    const column =
      mention.kind === 'column' && !context.used.has(mention.start)
        ? context.columnOf(mention, () => true)
        : undefined;
    if (column && context.needed.includes(column.table) && !columns.includes(column)) {
      columns.push(column);
    }
  }
  return columns;
}

const isMonthColumn = (column: IndexedColumn) =>
  column.values.length > 0 &&
  column.values.every((value) => MONTH_NAMES.has(value.trim().toLowerCase()));

export function ordering(
  context: PlanContext,
  parts: {
    aggregate?: Expression;
    ranking?: RankingChoice;
    groups: Expression[];
    subject: IndexedTable;
  },
): OrderItem[] {
  const isAscending = context.operations('ascending').length > 0;
  const isDescending = context.operations('descending').length > 0;
  const direction = isAscending ? 'ASC' : isDescending ? 'DESC' : undefined;
  if (context.operations('alphabetical').length > 0 && parts.subject.label) {
    return [
      {
        expression: { kind: 'column', column: parts.subject.label },
        direction: direction ?? 'ASC',
      },
    ];
  }
  for (const operation of context.operations('orderBy')) {
    const mention = context.nameAfter(operation.end, 3);
    // "Order by the restaurant name": a table named there stands for its label.
    const column =
      mention?.kind === 'table' ? mention.table.label : context.columnOf(mention, () => true);
    if (column && context.needed.includes(column.table)) {
      const expression: Expression = isMonthColumn(column)
        ? { kind: 'monthOrder', column }
        : { kind: 'column', column };
      return [{ expression, direction: direction ?? 'ASC' }];
    }
  }
  if (parts.ranking) {
    const expression: Expression | undefined =
      parts.ranking.column && !parts.aggregate
        ? { kind: 'column', column: parts.ranking.column }
        : parts.aggregate;
    if (expression) {
      return [{ expression, direction: parts.ranking.direction }];
    }
  }
  const [group] = parts.groups;
  if (group?.kind === 'bucket') {
    return [{ expression: group, direction: 'ASC' }];
  }
  if (group?.kind === 'column' && isMonthColumn(group.column)) {
    return [{ expression: { kind: 'monthOrder', column: group.column }, direction: 'ASC' }];
  }
  if (parts.aggregate && direction) {
    return [{ expression: parts.aggregate, direction }];
  }
  return [];
}
