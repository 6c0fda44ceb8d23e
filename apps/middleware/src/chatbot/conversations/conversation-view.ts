import type { MiddlewareComponents } from '@folio/sdk';

import type { ConversationRow, MessageRow } from './conversations.queries';

type Schemas = MiddlewareComponents['schemas'];
export type ConversationView = Schemas['Conversation'];
export type HistoryItemView = Schemas['HistoryItem'];
export type CitationView = Schemas['Citation'];
export type MaskedItemView = Schemas['MaskedItem'];
export type AnswerNotice = Schemas['AnswerNotice'];

export function toConversationView(row: ConversationRow, topicName: string): ConversationView {
  return {
    conversation_id: row.id,
    topico: topicName,
    name: row.name,
    message_count: Number(row.message_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    // Written by the answer service as MaskEntry[] (JSON), the same shape.
    masked: row.masks as MaskedItemView[],
  };
}

/** SPEC §3 history item: the question, the answer (Markdown), when, the files, and the citations. */
export function toHistoryItem(row: MessageRow): HistoryItemView {
  return {
    message_id: row.id,
    conversation_id: row.conversation_id,
    user_message: row.user_message,
    bot_response: row.bot_response,
    timestamp: row.created_at.toISOString(),
    files_id: row.files_id,
    model: row.model,
    tone: row.tone,
    personality: row.personality,
    engine: row.engine,
    status: row.status,
    error_code: row.error_code,
    // Written by the answer service as CitationView[] (JSON).
    citations: row.citations as CitationView[],
    reasoning: row.reasoning,
    notices: row.notices as AnswerNotice[],
    mission: row.mission,
    mission_result: row.mission_result as HistoryItemView['mission_result'],
    table: (row.table_result ?? null) as HistoryItemView['table'],
  };
}
