import type {
  CitationView,
  ConversationView,
  HistoryItemView,
} from '../conversations/conversation-view';

/**
 * What an answer is, as it is produced (the contract's `text/event-stream` events of the send
 * message calls): it starts, grows by deltas (after a reasoning model's thinking), gets its
 * citations, and ends whole or with an error.
 */
export type AnswerEvent =
  | { event: 'start'; data: { message_id: string; conversation_id: string; engine: string } }
  | { event: 'reasoning'; data: { text: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'citations'; data: { citations: CitationView[] } }
  | { event: 'done'; data: { message: HistoryItemView; conversation: ConversationView } }
  | { event: 'error'; data: { errorCode: string; errorMessage: string } };
