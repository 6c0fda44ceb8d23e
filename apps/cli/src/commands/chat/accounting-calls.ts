import { setTimeout as sleep } from 'node:timers/promises';

import { fetchSqlQuestions, toTopicName } from '@folio/core';
import { expectData, jsonDataForm, userContext, type MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';

import type { TopicSettings, TrainingAccepted } from './chatbot-calls';

type Schemas = MiddlewareComponents['schemas'];
/** One table of an accounting topic, with its 100-row preview (issue 12, SPEC §9). */
export type TopicTable = Schemas['TopicTable'];
/** An accounting answer's result: rows, SQL and how it is drawn (issue 12). */
export type AnswerTable = Schemas['AnswerTable'];
/** A value of a result or a preview. */
export type TableValue = Schemas['TableValue'];

/** Adds workbooks to an accounting topic and starts training them (trainAccounting, 202). */
export async function trainAccounting(
  context: SignedInContext,
  settings: TopicSettings,
  files: File[],
): Promise<TrainingAccepted> {
  return expectData(
    context.clients.middleware.POST('/chatbot/train/accounting', {
      ...jsonDataForm(
        'trainAccounting',
        { ...userContext(context.session.current().email), ...settings },
        { files },
      ),
    }),
  );
}

/** The tables an accounting topic's workbooks became (getTopicTables). */
export async function listTopicTables(
  context: SignedInContext,
  topico: string,
): Promise<TopicTable[]> {
  const answer = await expectData(
    context.clients.middleware.POST('/chatbot/tables', {
      ...jsonDataForm('getTopicTables', {
        ...userContext(context.session.current().email),
        topico,
      }),
    }),
  );
  return answer.tables;
}

/**
 * The questions an accounting topic's tables answer (SPEC §7 SQL questions), recreated and
 * fetched once more when the first fetch fails (SPEC §4, core's rule). The topic travels
 * upper-cased for these two calls (SPEC §5 "for SQL questions the topic is upper-cased").
 */
export async function listSqlQuestions(
  context: SignedInContext,
  topico: string,
): Promise<Schemas['SqlQuestions']> {
  const form = {
    ...userContext(context.session.current().email),
    topico: toTopicName(topico).toUpperCase(),
  };
  const api = context.clients.middleware;
  return fetchSqlQuestions({
    fetch: () =>
      expectData(api.POST('/chatbot/sql-questions', jsonDataForm('getSqlQuestions', form))),
    recreate: async () =>
      (
        await api.POST(
          '/chatbot/sql-questions/recreate',
          jsonDataForm('recreateSqlQuestions', form),
        )
      ).response.status === 200,
    wait: (ms) => sleep(ms),
  });
}
