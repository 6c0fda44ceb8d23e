import type { Kysely } from 'kysely';

import type { ChatMessageStatus, Tables } from '../../db/schema';
import type { CitationView } from '../conversations/conversation-view';
import type { MessageRow } from '../conversations/conversations.queries';

type Db = Kysely<Tables>;

export async function insertMessage(
  db: Db,
  input: {
    conversationId: string;
    userId: string;
    userMessage: string;
    model: string | null;
    tone: string | null;
    personality: string | null;
    engine: string;
    filesId: readonly string[];
    notices: readonly string[];
    mission: string | null;
  },
): Promise<MessageRow> {
  return db
    .insertInto('chat_messages')
    .values({
      conversation_id: input.conversationId,
      user_id: input.userId,
      user_message: input.userMessage,
      model: input.model,
      tone: input.tone,
      personality: input.personality,
      engine: input.engine,
      files_id: [...input.filesId],
      notices: [...input.notices],
      mission: input.mission,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps an answer as it stands: whole when done, what was produced when stopped. */
export async function finishMessage(
  db: Db,
  id: string,
  answer: {
    botResponse: string;
    status: ChatMessageStatus;
    citations: readonly CitationView[];
    errorCode?: string | null;
    reasoning?: string | null;
    notices?: readonly string[];
    missionResult?: unknown;
    table?: unknown;
  },
): Promise<MessageRow> {
  return db
    .updateTable('chat_messages')
    .set({
      bot_response: answer.botResponse,
      status: answer.status,
      citations: JSON.stringify(answer.citations),
      error_code: answer.errorCode ?? null,
      reasoning: answer.reasoning ?? null,
      ...(answer.notices === undefined ? {} : { notices: [...answer.notices] }),
      ...(answer.missionResult === undefined
        ? {}
        : { mission_result: JSON.stringify(answer.missionResult) }),
      ...(answer.table === undefined ? {} : { table_result: JSON.stringify(answer.table) }),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
