import type { TopicSchema } from '../tables/table-types';
import { planQuery } from './query-planner';
import type { QueryPlan } from './query-plan-types';
import type { CannotMap, QuestionSqlOptions, SqlAnswer } from './question-sql-types';
import { readQuestion } from './question-reading';
import { indexSchema } from './schema-index';
import { schemaQuestions } from './schema-questions';
import { renderPlan } from './sql-render';

function describe(plan: QueryPlan): Omit<SqlAnswer, 'kind' | 'sql'> {
  const tables = [plan.from, ...plan.links.map((link) => link.to.table)];
  const measureItem = plan.select.find((item) => item.expression.kind === 'aggregate');
  const dimensionItem = plan.groupBy.length > 0 ? plan.select[0] : undefined;
  const measure =
    measureItem?.expression.kind === 'aggregate'
      ? { column: measureItem.alias ?? '', aggregate: measureItem.expression.aggregate }
      : undefined;
  const isTime = dimensionItem?.expression.kind === 'bucket';
  return {
    tables,
    ...(measure ? { measure } : {}),
    ...(dimensionItem
      ? {
          dimension: {
            column:
              dimensionItem.alias ??
              (dimensionItem.expression.kind === 'column'
                ? dimensionItem.expression.column.name
                : ''),
            isTime,
          },
        }
      : {}),
    shape: measure ? (dimensionItem ? (isTime ? 'series' : 'breakdown') : 'value') : 'list',
  };
}

/**
 * A question in Spanish or English as one SELECT over the topic's tables, by rules over the
 * schema (issue 12, built-in engine): or, when it cannot be mapped, questions it can answer.
 */
export function questionToSql(
  question: string,
  schema: TopicSchema,
  options: QuestionSqlOptions,
): SqlAnswer | CannotMap {
  const tables = indexSchema(schema);
  const reading = readQuestion(question, tables, options.today);
  const plan = planQuery(reading, tables);
  if (!plan || plan.select.length === 0) {
    return {
      kind: 'cannot-map',
      suggestions: schemaQuestions(schema, options.language).slice(0, 5),
    };
  }
  return { kind: 'sql', sql: renderPlan(plan), ...describe(plan) };
}
