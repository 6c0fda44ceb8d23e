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
