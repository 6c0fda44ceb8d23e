import { FolioError } from '@folio/sdk';
import { and, assign, emit, fromCallback, not, setup, stateIn } from 'xstate';

import type { UploadLimits, UploadSource } from '../upload/upload-limits';
import { isBlank } from '../validation/messages';

import { checkChatFiles, type ChatFileRefusal } from './chat-files';
import {
  DEFAULT_ANSWER_SETTINGS,
  type AnswerSettings,
  type ChatAnswerReport,
  type ChatRequest,
} from './chat-sender';
import { messageEndpoint } from './message-endpoint';
import type { MissionId } from './missions';
import type { ChatbotKind, Citation, Conversation, HistoryItem } from './types';

export type ConversationInput = {
  topico: string;
  kind: ChatbotKind;
  /** The open conversation; `null` lets the first message start one. */
  conversationId: string | null;
  /** The server's upload limits; `null` leaves the size check to the server. */
  limits?: UploadLimits | null;
};

export type ConversationContext = {
  topico: string;
  kind: ChatbotKind;
  limits: UploadLimits | null;
  conversationId: string | null;
  /** The question being answered, its files, who answers it and how, and its mission. */
  prompt: string;
  files: readonly UploadSource[];
  settings: AnswerSettings;
  mission: MissionId | null;
  /** The answer so far (Markdown), its citations, and who answers (`builtin` or a provider). */
  answer: string;
  /** A reasoning model's thinking so far, kept apart from the answer. */
  reasoning: string;
  citations: Citation[];
  messageId: string | null;
  engine: string | null;
  /** Why the files of the last `chat.send` were refused before sending (SPEC §5). */
  refusal: ChatFileRefusal | null;
  error: FolioError | null;
};

/** What faces tell a conversation: ask, stop the answer, or open another conversation. */
export type ConversationEvent =
  | {
      type: 'chat.send';
      prompt: string;
      files?: readonly UploadSource[];
      /** The model, tone and personality; the server's defaults when absent. */
      settings?: AnswerSettings;
      mission?: MissionId | null;
    }
  | { type: 'chat.stop' }
  | { type: 'chat.open'; conversationId: string | null }
  | ChatAnswerReport;

/** An answer was stored whole: add it to the history shown (and the conversation's new name / count). */
export type ConversationEmitted = {
  type: 'chat.answered';
  message: HistoryItem;
  conversation: Conversation | null;
};

const EMPTY_ANSWER = {
  answer: '',
  reasoning: '',
  citations: [],
  messageId: null,
  engine: null,
  error: null,
} satisfies Partial<ConversationContext>;

/**
 * One conversation's answering (issue 10 "a conversation machine (idle, sending, streaming, done,
 * error, stopped), driven by web and CLI alike"):
 *
 * - `idle`: nothing asked yet. `chat.send` with a question checks its files (at most 4, the
 *   topic's types; SPEC §5) and, when they pass, starts answering; refused files stay in
 *   `refusal` and nothing is sent. A blank question is ignored.
 * - `answering.sending` (tag `busy`): the face's `answer` actor sends the message to the route
 *   of `messageEndpoint` (SPEC §5) and reads the stream.
 * - `answering.streaming` (tag `busy`): the server started the answer (`chat.started`: its
 *   message, conversation and engine); each `chat.delta` is appended to `answer`, `chat.citations`
 *   kept. A reasoning model's `chat.reasoning` is appended to `reasoning`, never to `answer`.
 * - `done`: the whole answer arrived (`chat.done`), `chat.answered` is emitted.
 * - `error`: the answer failed (`error`), what arrived stays in `answer`.
 * - `stopped`: `chat.stop` stopped the actor, which closes the connection; the server keeps what
 *   was produced (status `stopped`), and so does `answer`.
 * From `done`, `error` and `stopped` the next `chat.send` asks again in the same conversation;
 * `chat.open` switches conversation when no answer is under way.
 *
 * Faces supply `answer` with `conversationMachine.provide({ actors: { answer: fromChatSender(send) } })`.
 */
export const conversationMachine = setup({
  types: {
    input: {} as ConversationInput,
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
    emitted: {} as ConversationEmitted,
    tags: {} as 'busy',
  },
  actors: {
    answer: fromCallback<{ type: 'chat.noop' }, ChatRequest>(({ sendBack }) => {
      sendBack({
        type: 'chat.failed',
        error: new FolioError('INTERNAL_SERVER_ERROR', 'conversationMachine: provide answer'),
      } satisfies ChatAnswerReport);
    }),
  },
  guards: {
    // Guards read the `chat.send` event itself: xstate's `and()` does not type parameters.
    hasQuestion: ({ event }) => event.type === 'chat.send' && !isBlank(event.prompt),
    canAsk: ({ context, event }) =>
      event.type === 'chat.send' &&
      !isBlank(event.prompt) &&
      checkChatFiles(event.files ?? [], {
        kind: context.kind,
        purpose: 'message',
        limits: context.limits,
      }) === null,
  },
  actions: {
    keepQuestion: assign(
      (
        _,
        params: {
          prompt: string;
          files: readonly UploadSource[];
          settings: AnswerSettings;
          mission: MissionId | null;
        },
      ) => ({
        ...EMPTY_ANSWER,
        prompt: params.prompt.trim(),
        files: params.files,
        settings: params.settings,
        mission: params.mission,
        refusal: null,
      }),
    ),
    keepRefusal: assign(({ context }, params: { files: readonly UploadSource[] }) => ({
      refusal: checkChatFiles(params.files, {
        kind: context.kind,
        purpose: 'message',
        limits: context.limits,
      }),
    })),
    keepStart: assign(
      (_, params: { messageId: string; conversationId: string; engine: string }) => ({
        messageId: params.messageId,
        conversationId: params.conversationId,
        engine: params.engine,
      }),
    ),
    appendDelta: assign(({ context }, params: { text: string }) => ({
      answer: context.answer + params.text,
    })),
    appendReasoning: assign(({ context }, params: { text: string }) => ({
      reasoning: context.reasoning + params.text,
    })),
    keepCitations: assign((_, params: { citations: Citation[] }) => ({
      citations: params.citations,
    })),
    keepAnswer: assign(
      ({ context }, params: { message: HistoryItem; conversation: Conversation | null }) => ({
        answer: params.message.bot_response,
        reasoning: params.message.reasoning ?? context.reasoning,
        citations: params.message.citations,
        messageId: params.message.message_id,
        engine: params.message.engine,
        conversationId: params.message.conversation_id,
      }),
    ),
    announceAnswer: emit(
      (_, params: { message: HistoryItem; conversation: Conversation | null }) => ({
        type: 'chat.answered' as const,
        message: params.message,
        conversation: params.conversation,
      }),
    ),
    keepError: assign((_, params: { error: FolioError }) => ({ error: params.error })),
    openConversation: assign((_, params: { conversationId: string | null }) => ({
      ...EMPTY_ANSWER,
      conversationId: params.conversationId,
      prompt: '',
      files: [],
      mission: null,
      refusal: null,
    })),
  },
}).createMachine({
  id: 'conversation',
  context: ({ input }) => ({
    topico: input.topico,
    kind: input.kind,
    limits: input.limits ?? null,
    conversationId: input.conversationId,
    prompt: '',
    files: [],
    settings: DEFAULT_ANSWER_SETTINGS,
    mission: null,
    refusal: null,
    ...EMPTY_ANSWER,
  }),
  initial: 'idle',
  states: {
    idle: {},
    answering: {
      tags: ['busy'],
      initial: 'sending',
      invoke: {
        src: 'answer',
        input: ({ context }) => ({
          topico: context.topico,
          kind: context.kind,
          endpoint: messageEndpoint(context.files, context.kind),
          conversationId: context.conversationId,
          prompt: context.prompt,
          files: context.files,
          settings: context.settings,
          mission: context.mission,
        }),
      },
      on: {
        'chat.reasoning': {
          actions: { type: 'appendReasoning', params: ({ event }) => ({ text: event.text }) },
        },
        'chat.citations': {
          actions: {
            type: 'keepCitations',
            params: ({ event }) => ({ citations: event.citations }),
          },
        },
        'chat.done': {
          target: 'done',
          actions: [
            {
              type: 'keepAnswer',
              params: ({ event }) => ({ message: event.message, conversation: event.conversation }),
            },
            {
              type: 'announceAnswer',
              params: ({ event }) => ({ message: event.message, conversation: event.conversation }),
            },
          ],
        },
        'chat.failed': {
          target: 'error',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
        'chat.stop': { target: 'stopped' },
      },
      states: {
        sending: {
          on: {
            'chat.started': {
              target: 'streaming',
              actions: {
                type: 'keepStart',
                params: ({ event }) => ({
                  messageId: event.messageId,
                  conversationId: event.conversationId,
                  engine: event.engine,
                }),
              },
            },
          },
        },
        streaming: {
          on: {
            'chat.delta': {
              actions: { type: 'appendDelta', params: ({ event }) => ({ text: event.text }) },
            },
          },
        },
      },
    },
    done: {},
    error: {},
    stopped: {},
  },
  // Asking and switching conversation wait for the answer under way to end or be stopped.
  on: {
    'chat.send': [
      {
        guard: and([not(stateIn('answering')), 'canAsk']),
        target: '.answering',
        actions: {
          type: 'keepQuestion',
          params: ({ event }) => ({
            prompt: event.prompt,
            files: event.files ?? [],
            settings: event.settings ?? DEFAULT_ANSWER_SETTINGS,
            mission: event.mission ?? null,
          }),
        },
      },
      {
        guard: and([not(stateIn('answering')), 'hasQuestion']),
        actions: { type: 'keepRefusal', params: ({ event }) => ({ files: event.files ?? [] }) },
      },
    ],
    'chat.open': {
      guard: not(stateIn('answering')),
      target: '.idle',
      actions: {
        type: 'openConversation',
        params: ({ event }) => ({ conversationId: event.conversationId }),
      },
    },
  },
});
