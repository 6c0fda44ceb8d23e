import { buildConditions } from './plan-conditions';
import { PlanContext, type NameMention } from './plan-context';
import { findMeasure, findRanking, type MeasureChoice, type RankingChoice } from './plan-measure';
import type { Expression, OrderItem, QueryPlan, TimeUnit } from './query-plan-types';
import type { QuestionReading } from './question-reading';
import type { IndexedColumn, IndexedTable } from './schema-index';
import { joinPath } from './table-links';
import { conceptsOf } from './word-concepts';

// From a reading to a plan: the subject table, what is measured, how rows are grouped,
// filtered, ordered and cut, and the joins all of that needs.

const TIME_UNITS: [TimeUnit, number[]][] = [
  ['month', conceptsOf('month')],
  ['quarter', conceptsOf('quarter')],
  ['year', conceptsOf('year')],
];
const COUNT_COLUMN = /^(?:count|counts|conteo|cantidad|quantity|qty|units|unidades|num|number)$/u;
const NAME_WORDS = /^(?:name|names|nombre|nombres)$/u;

type Target = { column?: IndexedColumn; table?: IndexedTable; mention: NameMention };

/** What "which ...", "list ...", "names of ..." ask for. */
function findTarget(context: PlanContext): Target | undefined {
  for (const operation of context.operations('which')) {
    const mention = context.nameAfter(operation.end, 3);
    if (!mention || context.used.has(mention.start)) {
      continue;
    }
    context.used.add(mention.start);
    return mention.kind === 'table'
      ? { table: mention.table, mention }
      : { column: context.columnOf(mention, () => true), mention };
  }
  return undefined;
}

function chooseSubject(
  context: PlanContext,
  measure: MeasureChoice | undefined,
  ranking: RankingChoice | undefined,
  target: Target | undefined,
): IndexedTable | undefined {
  const { reading } = context;
  const firstColumn = reading.names.find((name) => name.kind === 'column');
  const name =
    measure?.countTable?.name ??
    measure?.column?.table ??
    ranking?.countTable?.name ??
    ranking?.column?.table ??
    target?.table?.name ??
    reading.names.find((mention) => mention.kind === 'table')?.table.name ??
    target?.column?.table ??
    (firstColumn?.kind === 'column' ? firstColumn.candidates[0]?.column.table : undefined) ??
    reading.values[0]?.candidates[0]?.column.table ??
    (context.tables.length === 1 ? context.tables[0]?.name : undefined);
  return name === undefined ? undefined : context.table(name);
}

function timeColumn(context: PlanContext): IndexedColumn | undefined {
  const named = context.reading.names
    .map((mention) => context.columnOf(mention, (column) => column.isTime))
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

/** The groups: "by month" as a period of the date column, "by X" / "each X" as a column. */
function findGroups(context: PlanContext): Expression[] {
  const groups: Expression[] = [];
  const { words } = context.reading;
  for (const operation of context.operations('group')) {
    const next = words[operation.end + 1]?.text ?? '';
    const unit = TIME_UNITS.find(([, concepts]) =>
      conceptsOf(next).some((concept) => concepts.includes(concept)),
    );
    const time = unit ? timeColumn(context) : undefined;
    if (unit && time) {
      context.need(time.table);
      groups.push({ kind: 'bucket', unit: unit[0], column: time });
      const mention = context.nameAfter(operation.end, 1);
      if (mention) {
        context.used.add(mention.start);
      }
      continue;
    }
    const mention = context.nameAfter(operation.end, 3);
    if (!mention || context.used.has(mention.start)) {
      continue;
    }
    const column =
      mention.kind === 'table'
        ? context.columnForTable(
            mention.table,
            /^(?:id|ids)$/u.test(words[mention.end + 1]?.text ?? ''),
          )
        : context.columnOf(mention, () => true);
    if (column) {
      context.used.add(mention.start);
      context.need(column.table);
      groups.push({ kind: 'column', column });
    }
  }
  return groups;
}

function measureExpression(
  subject: IndexedTable,
  measure: MeasureChoice | undefined,
  hasJoins: boolean,
): Expression | undefined {
  if (!measure) {
    return undefined;
  }
  const counted = measure.countTable ?? subject;
  if (measure.aggregate === 'count' && !measure.column) {
    const quantity = counted.columns.find(
      (column) => column.isMeasure && COUNT_COLUMN.test(column.name),
    );
    if (quantity) {
      return { kind: 'aggregate', aggregate: 'sum', column: quantity, isDistinct: false };
    }
    // Joined rows may repeat a row of the counted table: count its unique key instead.
    const key = counted.columns.find((column) => column.isIdLike && column.maxDuplicates === 1);
    return hasJoins && key
      ? { kind: 'aggregate', aggregate: 'count', column: key, isDistinct: true }
      : { kind: 'aggregate', aggregate: 'count', isDistinct: false };
  }
  const column =
    measure.column ??
    subject.columns.find(
      (candidate) =>
        candidate.isMeasure &&
        conceptsOf(candidate.words[0] ?? '').includes(conceptsOf('amount')[0] ?? -1),
    ) ??
    subject.columns.findLast((candidate) => candidate.isMeasure);
  return column
    ? { kind: 'aggregate', aggregate: measure.aggregate, column, isDistinct: measure.isDistinct }
    : undefined;
}

const aliasOf = (expression: Expression): string | undefined => {
  if (expression.kind === 'aggregate') {
    const names = { count: 'count', sum: 'total', avg: 'average', min: 'minimum', max: 'maximum' };
    return expression.column && expression.aggregate !== 'count'
      ? `${names[expression.aggregate]}_${expression.column.name}`
      : expression.aggregate === 'count'
        ? 'count'
        : names[expression.aggregate];
  }
  return expression.kind === 'bucket' ? expression.unit : undefined;
};

export function planQuery(
  reading: QuestionReading,
  tables: readonly IndexedTable[],
): QueryPlan | undefined {
  const context = new PlanContext(reading, tables);
  const measure = findMeasure(context);
  const ranking = findRanking(context);
  const target = findTarget(context);
  const subject = chooseSubject(context, measure, ranking, target);
  if (!subject) {
    return undefined;
  }
  context.need(subject.name);
  if (measure?.column) {
    context.need(measure.column.table);
  }
  const groups = findGroups(context);
  const rankingMeasure: MeasureChoice | undefined =
    !measure && ranking?.countTable
      ? { aggregate: 'count', countTable: ranking.countTable, isDistinct: false }
      : measure;
  const targetColumn =
    target?.column ?? (target?.table ? context.columnForTable(target.table, false) : undefined);
  if (targetColumn) {
    context.need(targetColumn.table);
  }
  // "Which street has the most restaurants": the target becomes the group of an aggregate.
  if (rankingMeasure && groups.length === 0 && targetColumn) {
    groups.push({ kind: 'column', column: targetColumn });
  }
  const where = buildConditions(context, {
    label: subject.label,
    measure: ranking?.column ?? measure?.column,
    time: timeColumn(context),
  });
  if (ranking?.column) {
    context.need(ranking.column.table);
  }
  const links = joinPath(tables, context.needed);
  if (!links) {
    return undefined;
  }
  const aggregate = measureExpression(subject, rankingMeasure, links.length > 0);
  const select: QueryPlan['select'] = [];
  const orderBy: OrderItem[] = [];
  const add = (expression: Expression) => {
    if (!select.some((item) => JSON.stringify(item.expression) === JSON.stringify(expression))) {
      select.push({ expression, alias: aliasOf(expression) });
    }
  };
  if (aggregate) {
    groups.forEach(add);
    add(aggregate);
  } else {
    listColumns(context, subject, targetColumn).forEach((column) =>
      add({ kind: 'column', column }),
    );
    if (ranking?.column) {
      add({ kind: 'column', column: ranking.column });
    }
  }
  orderBy.push(...ordering(context, { aggregate, ranking, groups, subject }));
  const isPlural = target ? isPluralMention(context, target.mention) : true;
  const hasOrderWords = context.operations('orderBy', 'descending', 'ascending').length > 0;
  const limit = ranking?.limit ?? (ranking && !isPlural && !hasOrderWords ? 1 : undefined);
  return {
    from: subject.name,
    links,
    select,
    isDistinct: !aggregate && target?.column !== undefined && limit === undefined,
    where,
    groupBy: aggregate ? groups : [],
    having: [],
    orderBy,
    ...(limit === undefined ? {} : { limit }),
  };
}

function isPluralMention(context: PlanContext, mention: NameMention): boolean {
  const word = context.reading.words[mention.end]?.text ?? '';
  return /s$/u.test(word) && !/ss$/u.test(word);
}

/** The columns a list shows: what was asked for, the label, and the other columns named. */
function listColumns(
  context: PlanContext,
  subject: IndexedTable,
  target: IndexedColumn | undefined,
): IndexedColumn[] {
  const columns: IndexedColumn[] = [];
  const asksNames = context.reading.words.some((word) => NAME_WORDS.test(word.text));
  if (target) {
    columns.push(target);
  }
  if ((!target || asksNames) && subject.label) {
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

function ordering(
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
    const column = context.columnOf(mention, () => true);
    if (column && context.needed.includes(column.table)) {
      return [{ expression: { kind: 'column', column }, direction: direction ?? 'ASC' }];
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
  if (
    group?.kind === 'column' &&
    group.column.values.some(
      (value) =>
        conceptsOf('month').length > 0 &&
        /^(?:january|enero|february|febrero)$/iu.test(value.trim()),
    )
  ) {
    return [{ expression: { kind: 'monthOrder', column: group.column }, direction: 'ASC' }];
  }
  if (parts.aggregate && direction) {
    return [{ expression: parts.aggregate, direction }];
  }
  return [];
}
