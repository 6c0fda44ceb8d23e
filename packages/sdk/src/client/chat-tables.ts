import { expectData } from '../clients';
import type { components } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** One table of an accounting topic, with its 100-row preview (SPEC §9). */
export type TopicTable = Schemas['TopicTable'];
/** The questions an accounting topic's tables answer (SPEC §7 SQL questions). */
export type SqlQuestions = Schemas['SqlQuestions'];

/** SPEC §4, §9: after a recreate the questions are fetched once more, 3 seconds later. */
const QUESTIONS_RETRY_MS = 3000;

/**
 * The tables of an accounting (`estructurado`) topic: what its workbooks became, and the
 * questions they answer.
 */
export function createTablesResource(context: ClientContext) {
  const api = () => context.clients.middleware;
  // SPEC §5: "for SQL questions the topic is upper-cased".
  const questionsForm = (topic: string) => ({
    ...context.user(),
    topico: topic.toUpperCase(),
  });
  const fetchQuestions = (topic: string, options: CallOptions | undefined) =>
    runCall(context, options, (signal) =>
      expectData(
        api().POST('/chatbot/sql-questions', {
          ...jsonDataForm('getSqlQuestions', questionsForm(topic)),
          signal,
        }),
      ),
    );
  const recreateQuestions = async (topic: string, options: CallOptions | undefined) => {
    const { response } = await runCall(context, options, (signal) =>
      api().POST('/chatbot/sql-questions/recreate', {
        ...jsonDataForm('recreateSqlQuestions', questionsForm(topic)),
        signal,
      }),
    );
    return response.status === 200;
  };

  return {
    /** The topic's tables: columns, totals, notes and the first 100 rows (getTopicTables). */
    async list(topic: string, options?: CallOptions): Promise<TopicTable[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/tables', {
            ...jsonDataForm('getTopicTables', { ...context.user(), topico: topic }),
            signal,
          }),
        ),
      );
      return answer.tables;
    },
    /**
     * The questions the topic's tables answer. When the first fetch fails they are recreated
     * and, if that succeeds, fetched once more `retryMs` later (SPEC §4; 3 s by default); a
     * failed recreate gives the first fetch's error.
     */
    async questions(
      topic: string,
      options: CallOptions & { retryMs?: number } = {},
    ): Promise<SqlQuestions> {
      try {
        return await fetchQuestions(topic, options);
      } catch (error) {
        if (
          options.signal?.aborted ||
          !(await recreateQuestions(topic, options).catch(() => false))
        ) {
          throw error;
        }
      }
      await context.clock.sleep(options.retryMs ?? QUESTIONS_RETRY_MS, options.signal);
      return fetchQuestions(topic, options);
    },
  };
}

/** The tables of the chat resource. */
export type TablesResource = ReturnType<typeof createTablesResource>;
