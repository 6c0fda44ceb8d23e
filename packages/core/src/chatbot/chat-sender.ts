import { FolioError, toFolioError } from '@folio/sdk';
import { fromCallback } from 'xstate';

import type { UploadSource } from '../upload/upload-limits';

import type { MessageEndpoint } from './message-endpoint';
import type { ChatbotKind, Citation, Conversation, HistoryItem } from './types';

/**
 * One event of a streamed answer, as the server sends it (`text/event-stream`: `start`, `delta`,
 * `citations`, `done`, `error`; openapi SendMessageRequest), with the event's name as `type`.
 */
export type ChatAnswerEvent =
  | { type: 'start'; message_id: string; conversation_id: string; engine: string }
  | { type: 'delta'; text: string }
  | { type: 'citations'; citations: Citation[] }
  | { type: 'done'; message: HistoryItem; conversation: Conversation }
  | { type: 'error'; errorCode: string; errorMessage: string };

/** A message to send (SPEC §3 Message send), with its route already chosen (SPEC §5). */
export type ChatRequest = {
  topico: string;
  kind: ChatbotKind;
  endpoint: MessageEndpoint;
  conversationId: string | null;
  prompt: string;
  files: readonly UploadSource[];
};

/**
 * Sends a message and yields its answer's events as they arrive; stops reading and closes the
 * connection when `signal` aborts (the server keeps what was produced, status `stopped`). Faces
 * implement it over the SDK's stream reader; tests with a list.
 */
export type ChatSender = (
  request: ChatRequest,
  signal: AbortSignal,
) => AsyncIterable<ChatAnswerEvent>;

/** What the answering actor tells the conversation machine. */
export type ChatAnswerReport =
  | { type: 'chat.started'; messageId: string; conversationId: string; engine: string }
  | { type: 'chat.delta'; text: string }
  | { type: 'chat.citations'; citations: Citation[] }
  | { type: 'chat.done'; message: HistoryItem; conversation: Conversation }
  | { type: 'chat.failed'; error: FolioError };

function toReport(event: ChatAnswerEvent): ChatAnswerReport {
  switch (event.type) {
    case 'start':
      return {
        type: 'chat.started',
        messageId: event.message_id,
        conversationId: event.conversation_id,
        engine: event.engine,
      };
    case 'delta':
      return { type: 'chat.delta', text: event.text };
    case 'citations':
      return { type: 'chat.citations', citations: event.citations };
    case 'done':
      return { type: 'chat.done', message: event.message, conversation: event.conversation };
    case 'error':
      return { type: 'chat.failed', error: new FolioError(event.errorCode, event.errorMessage) };
  }
}

/** Any failure as a FolioError; a stream cut without its last event counts as a network failure. */
function asFolioError(error: unknown): FolioError {
  try {
    return toFolioError(error);
  } catch {
    return new FolioError('NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }
}

/**
 * Turns a `ChatSender` into the conversation machine's `answer` actor: each event of the stream
 * becomes a report, a stream that ends without `done` or `error` is a NETWORK_ERROR, and stopping
 * the actor (the user's Stop) aborts the request; nothing is reported after that.
 */
export function fromChatSender(send: ChatSender) {
  return fromCallback<{ type: 'chat.noop' }, ChatRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    const report = (event: ChatAnswerReport) => {
      if (!controller.signal.aborted) {
        sendBack(event);
      }
    };
    const read = async () => {
      for await (const event of send(input, controller.signal)) {
        report(toReport(event));
        if (event.type === 'done' || event.type === 'error') {
          return;
        }
      }
      throw new FolioError('NETWORK_ERROR', 'The answer ended before it was complete');
    };
    read().catch((error: unknown) => report({ type: 'chat.failed', error: asFolioError(error) }));
    return () => controller.abort();
  });
}
