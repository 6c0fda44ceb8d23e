import { translate } from '@folio/core';

import type { ChatDelta, ResolvedModel } from '../../ai';
import type { AnswerEnd } from '../answers/builtin-answer';
import { streamWhole } from '../answers/builtin-answer';
import type { ChatbotDeps } from '../chatbot-deps';
import { toUiLanguage } from '../engine/language';
import type { Language } from '../engine/words';
import type { TopicListRow } from '../topics/topics.queries';
import { summariseTable, toAnswerTable } from './answer-table';
import { answerWithModelSql } from './model-sql';
import { questionToSql } from './question-sql/question-sql';
import { runQuestionSql } from './sql/run-question-sql';
import { readTopicSchema } from './store/topic-tables';

/**
 * An accounting topic's answer (issue 12): the question as one checked SELECT over the topic's
 * tables (written by the chosen model, with one retry on an error, or by the built-in rules),
 * run as that topic's reader; a one-line summary streamed, the table with its SQL and chart
 * returned for the message. A question the rules cannot map is answered with questions they can.
 */
export async function* tableAnswer(
  deps: Pick<ChatbotDeps, 'database'>,
  input: {
    topic: TopicListRow;
    question: string;
    language: Language;
    model: ResolvedModel | undefined;
    signal?: AbortSignal | undefined;
  },
): AsyncGenerator<ChatDelta, AnswerEnd> {
  const { database } = deps;
  const ui = toUiLanguage(input.language);
  const schema = await readTopicSchema(database.db, input.topic.id);
  if (schema.tables.length === 0) {
    yield* streamWhole(translate(ui, 'chatbot.answer.tableNoTables'));
    return { citations: [] };
  }
  const today = new Date().toISOString().slice(0, 10);
  const run = (sql: string) => runQuestionSql(database, input.topic.id, schema, sql);
  let plan;
  let result;
  if (input.model === undefined) {
    plan = questionToSql(input.question, schema, { language: input.language, today });
    if (plan.kind === 'cannot-map') {
      const offered = plan.suggestions.map((suggestion) => `- ${suggestion}`).join('\n');
      const cannot = translate(ui, 'chatbot.answer.tableCannotMap');
      yield* streamWhole(
        offered === ''
          ? cannot
          : `${cannot} ${translate(ui, 'chatbot.answer.tableCanAnswer')}\n\n${offered}`,
      );
      return { citations: [] };
    }
    result = await run(plan.sql);
  } else {
    result = await answerWithModelSql({
      model: input.model,
      question: input.question,
      schema,
      language: input.language,
      today,
      withValues: !input.topic.annonimization,
      signal: input.signal,
      run,
    });
  }
  if (!result.ok) {
    yield* streamWhole(translate(ui, 'chatbot.answer.tableFailed', { reason: result.refusal }));
    return { citations: [], table: null };
  }
  const table = toAnswerTable(
    result.sql,
    result.result,
    result.truncated,
    plan?.kind === 'sql' ? plan : undefined,
  );
  yield* streamWhole(summariseTable(table, input.language));
  return { citations: [], table };
}
