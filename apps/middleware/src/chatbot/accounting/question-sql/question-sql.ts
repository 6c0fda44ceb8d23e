import type { TopicSchema } from '../tables/table-types';
import { mapQuestion } from './map-question';
import type { CannotMap, QuestionSqlOptions, SqlAnswer } from './question-sql-types';
import { schemaQuestions } from './schema-questions';

const MAX_SUGGESTIONS = 5;

/**
 * A question in Spanish or English as one SELECT over the topic's tables, by rules over the
 * schema (issue 12, built-in engine); when it cannot be mapped, questions it can answer.
 */
export function questionToSql(
  question: string,
  schema: TopicSchema,
  options: QuestionSqlOptions,
): SqlAnswer | CannotMap {
  return (
    mapQuestion(question, schema, options) ?? {
      kind: 'cannot-map',
      suggestions: schemaQuestions(schema, options.language).slice(0, MAX_SUGGESTIONS),
    }
  );
}
