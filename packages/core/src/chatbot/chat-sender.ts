import { FolioError, toFolioError, type ChatStreamEvent } from '@folio/sdk';
import { fromCallback } from 'xstate';

import type { UploadSource } from '../upload/upload-limits';

import type { Personality, Tone } from './answer-styles';
import type { MessageEndpoint } from './message-endpoint';
import type { MissionId } from './missions';
import type { ChatbotKind, Citation, Conversation, HistoryItem } from './types';

/**
 * Who answers and how (SPEC §3 Models, Tones, Personalities), chosen per conversation and sent
 * with each message; `null` leaves the choice to the server (the built-in engine, no style).
 */
export type AnswerSettings = {
  model: string | null;
  tone: Tone | null;
  personality: Personality | null;
};

/** No choice made: the server's defaults. */
export const DEFAULT_ANSWER_SETTINGS: AnswerSettings = {
  model: null,
  tone: null,
  personality: null,
};

/** A message to send (SPEC §3 Message send), with its route already chosen (SPEC §5). */
export type ChatRequest = {
  topico: string;
  kind: ChatbotKind;
  endpoint: MessageEndpoint;
  conversationId: string | null;
  prompt: string;
  files: readonly UploadSource[];
  settings: AnswerSettings;
  /** The mission this message runs (SPEC §3 Missions, `mision`), or none. */
  mission: MissionId | null;
};

/**
 * Sends a message and gives its answer's events as they arrive (the SDK's `sendChatMessage`);
 * an `error` event or a refusal is thrown. Aborting `signal` closes the connection (the server
 * keeps what was produced, status `stopped`). Faces implement it over the SDK; tests with a list.
 */
export type ChatSender = (
  request: ChatRequest,
  signal: AbortSignal,
) => Promise<AsyncIterable<ChatStreamEvent>> | AsyncIterable<ChatStreamEvent>;

/**
 * What a message sends besides its user context, topic, prompt and files (SPEC §3 Message send):
 * its route, conversation, when it was asked, who answers and how, and its mission; both faces
 * send it through the SDK's `chat.messages.send`.
 */
export function messageOptions(request: ChatRequest) {
  return {
    endpoint: request.endpoint,
    conversation_id: request.conversationId,
    timestamp: new Date().toISOString(),
    model: request.settings.model,
    tono: request.settings.tone,
    personalidad: request.settings.personality,
    mision: request.mission,
  };
}

/** What the answering actor tells the conversation machine. */
export type ChatAnswerReport =
  | { type: 'chat.started'; messageId: string; conversationId: string; engine: string }
  | { type: 'chat.reasoning'; text: string }
  | { type: 'chat.delta'; text: string }
  | { type: 'chat.citations'; citations: Citation[] }
  | { type: 'chat.done'; message: HistoryItem; conversation: Conversation | null }
  | { type: 'chat.failed'; error: FolioError };

function toReport(event: ChatStreamEvent): ChatAnswerReport {
  switch (event.event) {
    case 'start':
      return {
        type: 'chat.started',
        messageId: event.data.message_id,
        conversationId: event.data.conversation_id,
        engine: event.data.engine,
      };
    case 'reasoning':
      return { type: 'chat.reasoning', text: event.data.text };
    case 'delta':
      return { type: 'chat.delta', text: event.data.text };
    case 'citations':
      return { type: 'chat.citations', citations: event.data.citations };
    case 'done':
      return {
        type: 'chat.done',
        message: event.data.message,
        conversation: event.data.conversation ?? null,
      };
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
 * becomes a report, a thrown error (an `error` event, a refusal) a `chat.failed`, a stream that
 * ends without `done` a NETWORK_ERROR, and stopping the actor (the user's Stop) aborts the
 * request; nothing is reported after that.
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
      for await (const event of await send(input, controller.signal)) {
        report(toReport(event));
        if (event.event === 'done') {
          return;
        }
      }
      throw new FolioError('NETWORK_ERROR', 'The answer ended before it was complete');
    };
    read().catch((error: unknown) => report({ type: 'chat.failed', error: asFolioError(error) }));
    return () => controller.abort();
  });
}
