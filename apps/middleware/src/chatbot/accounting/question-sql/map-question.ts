// A question mapped to SQL by the built-in rules, with what the answer's summary and chart need.
import type { TopicSchema } from '../tables/table-types';
import { planQuery } from './query-planner';
import type { QueryPlan } from './query-plan-types';
import type { QuestionSqlOptions, SqlAnswer } from './question-sql-types';
import { readQuestion } from './question-reading';
import { indexSchema } from './schema-index';
import { renderPlan } from './sql-render';

function describe(plan: QueryPlan): Omit<SqlAnswer, 'kind' | 'sql'> {
  const tables = [plan.from, ...plan.links.map((link) => link.to.table)];
  const measureItem = plan.select.find(
    (item) => item.expression.kind === 'aggregate' || item.expression.kind === 'ratio',
  );
  const dimensionItem = plan.groupBy.length > 0 ? plan.select[0] : undefined;
  const measure = measureItem
    ? {
        column: measureItem.alias ?? '',
        aggregate:
          measureItem.expression.kind === 'aggregate'
            ? measureItem.expression.aggregate
            : ('none' as const),
      }
    : undefined;
  const isTime = dimensionItem?.expression.kind === 'bucket';
  const dimensionColumn =
    dimensionItem?.alias ??
    (dimensionItem?.expression.kind === 'column' ? dimensionItem.expression.column.name : '');
  return {
    tables,
    ...(measure ? { measure } : {}),
    ...(dimensionItem ? { dimension: { column: dimensionColumn, isTime } } : {}),
    shape: measure ? (dimensionItem ? (isTime ? 'series' : 'breakdown') : 'value') : 'list',
  };
}

/** The SQL of a question, or undefined when the rules cannot map it. */
export function mapQuestion(
  question: string,
  schema: TopicSchema,
  options: QuestionSqlOptions,
): SqlAnswer | undefined {
  const tables = indexSchema(schema);
  const plan = planQuery(readQuestion(question, tables, options.today), tables);
  return plan && plan.select.length > 0
    ? { kind: 'sql', sql: renderPlan(plan), ...describe(plan) }
    : undefined;
}
