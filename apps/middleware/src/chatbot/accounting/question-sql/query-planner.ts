import { buildConditions } from './plan-conditions';
import { PlanContext, type NameMention } from './plan-context';
import { findGroups, timeColumn, timeGroup } from './plan-groups';
import { findMeasure, findRanking, type MeasureChoice, type RankingChoice } from './plan-measure';
import { amountColumn, impliedMeasure, measureExpressions } from './plan-aggregates';
import { listColumns, ordering } from './plan-output';
import { findRatioSplit, ratioExpression } from './plan-ratio';
import { STOP_WORDS } from './question-phrases';
import { isPluralWord } from './question-words';
import type { Expression, QueryPlan } from './query-plan-types';
import type { QuestionReading } from './question-reading';
import type { IndexedColumn, IndexedTable } from './schema-index';
import { joinPath } from './table-links';

// From a reading to a plan: the subject table, what is measured, how rows are grouped,
// filtered, ordered and cut, and the joins all of that needs.

type Target = { column?: IndexedColumn; table?: IndexedTable; mention: NameMention };

/** What "which ...", "list ...", "names of ...", "the top 3 ..." ask for. */
function findTarget(context: PlanContext, ranking: RankingChoice | undefined): Target | undefined {
  const fromMention = (mention: NameMention): Target =>
    mention.kind === 'table'
      ? { table: mention.table, mention }
      : { column: context.columnOf(mention, () => true), mention };
  // "Muestra los 3 proveedores a los que ...": the counted entity, before any later "que".
  if (ranking?.entity) {
    return fromMention(ranking.entity);
  }
  for (const operation of context.operations('which')) {
    const mention = context.nameAfter(operation.end, 3);
    if (mention && !context.used.has(mention.start)) {
      context.used.add(mention.start);
      return fromMention(mention);
    }
  }
  return undefined;
}

/** The table of what "which ..." asks for, preferred when columns of one name are in several. */
function preferAskedTable(context: PlanContext): void {
  for (const operation of context.operations('which')) {
    const mention = context.nameAfter(operation.end, 3);
    const table =
      mention?.kind === 'table'
        ? mention.table.name
        : context.choose(mention?.candidates.map((candidate) => candidate.column) ?? [])?.table;
    if (table !== undefined) {
      context.preferred.push(table);
      return;
    }
  }
}

function chooseSubject(
  context: PlanContext,
  measure: MeasureChoice | undefined,
  ranking: RankingChoice | undefined,
  target: Target | undefined,
): IndexedTable | undefined {
  const { reading } = context;
  const firstColumn = reading.names.find((name) => name.kind === 'column');
  const [mostNamed] = context.tablesByRelevance();
  const name =
    measure?.countTable?.name ??
    measure?.column?.table ??
    ranking?.countTable?.name ??
    ranking?.column?.table ??
    target?.table?.name ??
    reading.names.find((mention) => mention.kind === 'table')?.table.name ??
    target?.column?.table ??
    (firstColumn?.kind === 'column'
      ? context.choose(firstColumn.candidates.map((candidate) => candidate.column))?.table
      : undefined) ??
    reading.values[0]?.candidates[0]?.column.table ??
    ((context.relevance.get(mostNamed?.name ?? '') ?? 0) > 0 || asksSomething(context)
      ? mostNamed?.name
      : undefined);
  return name === undefined ? undefined : context.table(name);
}

/** Whether the question asks for a computation, a period or an order: worth a best guess. */
function asksSomething(context: PlanContext): boolean {
  return (
    context.tables.length === 1 ||
    context.reading.periods.length > 0 ||
    context.operations('count', 'sum', 'avg', 'max', 'min', 'most', 'least', 'group').length > 0
  );
}

/** "What is ...", "¿cuál es ...": one thing asked for, not a list. */
function asksForOne(context: PlanContext): boolean {
  const [which] = context.operations('which');
  const words = context.reading.words
    .slice(which?.start ?? 0, (which?.end ?? -1) + 2)
    .map((word) => word.text);
  return words.some((word) => /^(?:is|was|es|fue|era|cual)$/u.test(word));
}

/** "¿Qué mes tuvo más ventas?": a period asked for is a group by that period. */
function askedPeriods(context: PlanContext): Expression[] {
  const groups: Expression[] = [];
  const { words } = context.reading;
  for (const operation of context.operations('which')) {
    // "¿Cuáles son los 3 meses ...?": past the articles and the count.
    const next = words.find(
      (word) =>
        word.index > operation.end && !STOP_WORDS.has(word.text) && !/^\d+$/u.test(word.text),
    );
    const group = next ? timeGroup(context, next.index) : undefined;
    if (group) {
      groups.push(group);
    }
  }
  return groups;
}

const aliasOf = (expression: Expression): string | undefined => {
  if (expression.kind === 'aggregate') {
    const names = { count: 'count', sum: 'total', avg: 'average', min: 'minimum', max: 'maximum' };
    return expression.column && expression.aggregate !== 'count'
      ? `${names[expression.aggregate]}_${expression.column.name}`
      : names[expression.aggregate];
  }
  if (expression.kind === 'ratio') {
    return 'ratio';
  }
  return expression.kind === 'bucket' ? expression.unit : undefined;
};

export function planQuery(
  reading: QuestionReading,
  tables: readonly IndexedTable[],
): QueryPlan | undefined {
  const context = new PlanContext(reading, tables);
  preferAskedTable(context);
  const stated = findMeasure(context);
  const found = findRanking(context);
  const target = findTarget(context, found);
  const subject = chooseSubject(context, stated, found, target);
  if (!subject) {
    return undefined;
  }
  context.need(subject.name);
  // "La factura más alta": a superlative with no measure ranks by the table's amount (or its
  // last measure: "the highest paid employees" by salary).
  const ranking =
    found && !found.column && !found.countTable && !found.isByAggregate && !stated
      ? {
          ...found,
          column: amountColumn(subject) ?? subject.columns.findLast((column) => column.isMeasure),
        }
      : found;
  if (stated?.column) {
    context.need(stated.column.table);
  }
  const groups = [...askedPeriods(context), ...findGroups(context)];
  const targetColumn =
    target?.column ?? (target?.table ? context.columnForTable(target.table, false) : undefined);
  if (targetColumn) {
    context.need(targetColumn.table);
  }
  const isList = context.operations('which').length > 0;
  const isPointer = target?.table !== undefined && targetColumn?.table !== target.table.name;
  const asksOneAmount =
    target?.column?.isMeasure === true && !ranking && groups.length === 0 && asksForOne(context);
  const measure =
    stated ??
    impliedMeasure(context, {
      ranking,
      groups,
      target: target?.column ?? (isPointer ? targetColumn : undefined),
      isPointer,
      isList,
      asksOneAmount,
    });
  if (measure?.column) {
    context.need(measure.column.table);
  }
  // "Which street has the most restaurants": the target becomes the group of an aggregate.
  if (measure && groups.length === 0 && targetColumn && !asksOneAmount) {
    groups.push({ kind: 'column', column: targetColumn });
  }
  const ratioSplit = findRatioSplit(context);
  const conditions = buildConditions(context, {
    label: subject.label,
    measure: ranking?.column ?? measure?.column ?? amountColumn(subject),
    time: timeColumn(context),
    ...(ratioSplit ? { splitAt: ratioSplit.split.start } : {}),
  });
  const ratio = ratioSplit ? ratioExpression(context, ratioSplit, conditions) : undefined;
  const where = ratio?.shared ?? conditions;
  if (ranking?.column) {
    context.need(ranking.column.table);
  }
  const links = joinPath(tables, context.needed);
  if (!links) {
    return undefined;
  }
  const aggregates = ratio
    ? [ratio.expression]
    : measureExpressions(subject, measure, links.length > 0);
  const select: QueryPlan['select'] = [];
  const add = (expression: Expression) => {
    if (!select.some((item) => JSON.stringify(item.expression) === JSON.stringify(expression))) {
      select.push({ expression, alias: aliasOf(expression) });
    }
  };
  if (aggregates.length > 0) {
    groups.forEach(add);
    aggregates.forEach(add);
  } else {
    listColumns(context, subject, targetColumn).forEach((column) =>
      add({ kind: 'column', column }),
    );
    if (ranking?.column) {
      add({ kind: 'column', column: ranking.column });
    }
  }
  const orderBy = ordering(context, { aggregate: aggregates[0], ranking, groups, subject });
  const isPlural = isPluralAsked(context, target);
  const hasOrderWords = context.operations('orderBy', 'descending', 'ascending').length > 0;
  const limit = ranking?.limit ?? (ranking && !isPlural && !hasOrderWords ? 1 : undefined);
  return {
    from: subject.name,
    links,
    select,
    isDistinct: aggregates.length === 0 && target?.column !== undefined && limit === undefined,
    where,
    groupBy: aggregates.length > 0 ? groups : [],
    having: [],
    orderBy,
    ...(limit === undefined ? {} : { limit }),
  };
}

/**
 * Whether the question asks for several rows ("which lakes", "las facturas") or one ("which
 * city", "la factura más alta", "¿qué mes?"): the word of what is asked, else of the first table.
 */
function isPluralAsked(context: PlanContext, target: Target | undefined): boolean {
  const { words } = context.reading;
  const [which] = context.operations('which');
  const firstTable = context.reading.names.find((name) => name.kind === 'table');
  const afterWhich = which
    ? words.find((word) => word.index > which.end && !STOP_WORDS.has(word.text))?.index
    : undefined;
  const at = target?.mention.end ?? afterWhich ?? firstTable?.end;
  return at === undefined || isPluralWord(words[at]?.text ?? '');
}
