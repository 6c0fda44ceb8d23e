import type {
  Citation,
  Conversation,
  HistoryItem,
  MaskedItem,
  Topic,
  TopicDetail,
  Training,
} from '@folio/core';

import type { MiddlewareComponents } from '@folio/sdk';

import type { FakeRoute } from '../../../testing/fixtures';
import type { TopicTable } from '../chatbot-api';

const NOW = '2025-03-05T10:00:00Z';

const json = (body: unknown, status = 200) => Response.json(body, { status });

const error = (status: number, errorCode: string) =>
  json({ errorCode, errorMessage: `${errorCode} from the fake server` }, status);

/** A topic as the server lists it. */
export function topicOf(topico: string, fields: Partial<Topic> = {}): Topic {
  return {
    id: `topic-${topico}`,
    topico,
    descripcion: `Documents of ${topico}`,
    document_type: 'documento',
    config_chatbot: 'documental',
    is_global: false,
    status: 'active',
    file_count: 1,
    conversation_count: 0,
    training: null,
    longer: false,
    annonimization: false,
    mannuscrit: false,
    created_at: NOW,
    updated_at: NOW,
    ...fields,
  };
}

/** A training batch of `files` at `done` of them. */
export function trainingOf(topico: string, files: readonly string[], done: number): Training {
  const isDone = done >= files.length;
  return {
    training_id: `training-${topico}`,
    topico,
    status: isDone ? 'succeeded' : done === 0 ? 'queued' : 'running',
    files_total: files.length,
    files_done: done,
    pages_done: done * 3,
    current_file: isDone ? null : (files[done] ?? null),
    processed: isDone ? [...files] : files.slice(0, done),
    unprocessed: [],
    created_at: NOW,
    finished_at: isDone ? NOW : null,
  };
}

/** The answer the fake gives: 'El plazo es de 30 días [1].' citing page 2 of contrato.pdf. */
export const CITATION: Citation = {
  n: 1,
  file_id: '00000000-0000-4000-8000-000000000001',
  filename: 'contrato.pdf',
  page: 2,
  quote: 'El plazo es de 30 días.',
  char_start: 12,
  char_end: 35,
};

/** A stored file of Files as searchFiles lists it (a citation's file). */
export function storedFileOf(
  id: string,
  filename: string,
): MiddlewareComponents['schemas']['StoredFile'] {
  return {
    id,
    blob_name: `chatbot/${filename}`,
    filename,
    topico: 'chatbot',
    kind: 'document',
    mime_type: 'text/plain',
    size: 100,
    tags: [],
    access_count: 0,
    index_status: 'indexed',
    index_error: null,
    created_at: NOW,
    updated_at: NOW,
  };
}

/** The multipart `json_data` and file names of a request, read from its text. */
async function formOf(request: Request) {
  const body = await request.text();
  const jsonData = /name="json_data"\r\n(?:[^\r\n]*\r\n)*?\r\n([^\r\n]*)\r\n/.exec(body)?.[1];
  const files = [...body.matchAll(/filename="([^"]*)"/g)].map((match) => match[1] ?? '');
  return { data: JSON.parse(jsonData ?? '{}') as Record<string, unknown>, files };
}

/** A Server-Sent Events body as the server writes it. */
export function sseBody(events: ReadonlyArray<[string, unknown]>): string {
  return events
    .map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');
}

/**
 * An in-memory chatbot behind the fake middleware (contract tag `chatbot`): topics, whose
 * training advances one file per read, conversations with their history, and streamed answers.
 * `answer` decides the stream of the next message; `suggestions` are the suggested questions, and
 * a generated prompt is the question prefixed 'Mejorada: '; `tables` and `sqlQuestions` are an
 * accounting topic's; `requests` are kept by the fake server.
 */
export function createFakeChatbot(initial: { topics?: Topic[] } = {}) {
  const state = {
    topics: [...(initial.topics ?? [])],
    trainings: new Map<string, { files: string[]; reads: number }>(),
    conversations: [] as Conversation[],
    history: new Map<string, HistoryItem[]>(),
    nextId: 1,
    /** The body of the next streamed answer; a ReadableStream lets a test feed it piece by piece. */
    answer: null as BodyInit | null,
    /** Fields every stored answer gets (notices, reasoning, ...); `reasoning` is streamed too. */
    answerFields: {} as Partial<HistoryItem>,
    /** What anonymisation replaced, in every conversation. */
    masked: [] as MaskedItem[],
    /** The suggested questions the server gives (more than the 4 shown). */
    suggestions: [
      '¿Cuál es el plazo?',
      '¿Quién firma el contrato?',
      '¿Hay penalizaciones?',
      '¿Cómo se renueva?',
      '¿Qué ley se aplica?',
    ],
    /** An accounting topic's tables (the same for every topic). */
    tables: [] as TopicTable[],
    /** The SQL questions once made; `null` until recreated (the first fetch fails, SPEC §4). */
    sqlQuestions: null as string[] | null,
    /** What the SQL-questions recreate makes. */
    recreatedSqlQuestions: ['¿Total por mes?'],
  };
  const id = () => `00000000-0000-4000-8000-${String(100 + state.nextId++).padStart(12, '0')}`;
  const topicFor = (topico: unknown) => state.topics.find((topic) => topic.topico === topico);
  const withTraining = (topic: Topic): Topic => {
    const batch = state.trainings.get(topic.topico);
    return batch
      ? { ...topic, training: trainingOf(topic.topico, batch.files, batch.reads) }
      : topic;
  };
  const train = (topic: Topic, files: string[]) => {
    state.trainings.set(topic.topico, { files, reads: 0 });
    return json({ topic: withTraining(topic), training: trainingOf(topic.topico, files, 0) });
  };

  const text = (value: unknown) => (typeof value === 'string' ? value : null);

  /** The stored answer to `prompt`, with the model, tone, personality and mission it asked for. */
  const message = (
    prompt: string,
    conversationId: string,
    asked: Record<string, unknown> = {},
  ): HistoryItem => ({
    message_id: id(),
    conversation_id: conversationId,
    user_message: prompt,
    bot_response: 'El plazo es de **30 días** [1].',
    timestamp: NOW,
    files_id: [],
    model: text(asked['model']),
    tone: text(asked['tono']),
    personality: text(asked['personalidad']),
    engine: 'builtin',
    status: 'done',
    citations: [CITATION],
    reasoning: null,
    notices: [],
    mission: text(asked['mision']),
    mission_result: null,
    table: null,
    ...state.answerFields,
  });

  const sendMessage: FakeRoute = async (request) => {
    const { data } = await formOf(request);
    const conversationId = typeof data.conversation_id === 'string' ? data.conversation_id : '';
    const conversation = state.conversations.find(
      (entry) => entry.conversation_id === conversationId,
    );
    if (!conversation) {
      return error(404, 'RESOURCE_NOT_FOUND');
    }
    const answer = message(String(data.prompt), conversationId, data);
    state.history.set(conversationId, [...(state.history.get(conversationId) ?? []), answer]);
    const body =
      state.answer ??
      sseBody([
        [
          'start',
          { message_id: answer.message_id, conversation_id: conversationId, engine: 'builtin' },
        ],
        ...(answer.reasoning
          ? [['reasoning', { text: answer.reasoning }] as [string, unknown]]
          : []),
        ['delta', { text: 'El plazo es de ' }],
        ['delta', { text: '**30 días** [1].' }],
        ['citations', { citations: [CITATION] }],
        ['done', { message: answer, conversation: { ...conversation, masked: state.masked } }],
      ]);
    state.answer = null;
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };

  const trainTopic: FakeRoute = async (request) => {
    const { data, files } = await formOf(request);
    const topic = topicFor(data.topico);
    return topic ? train(topic, files) : error(404, 'RESOURCE_NOT_FOUND');
  };

  const routes: Record<string, FakeRoute> = {
    'POST /api/chatbot/prompt-suggestions': () =>
      json({
        success: true,
        message: state.suggestions.join('\n'),
        suggestions: state.suggestions,
        engine: 'builtin',
      }),
    // The rewrite says what it rewrote, so a test can tell it from the question.
    'POST /api/chatbot/prompt-generator': async (request) => {
      const { data } = await formOf(request);
      return json({
        success: true,
        message: `Mejorada: ${String(data.prompt)}`,
        engine: 'builtin',
      });
    },
    'POST /api/chatbot/topics/list': () => json({ topics: state.topics.map(withTraining) }),
    'POST /api/chatbot/topics/one': async (request) => {
      const { data } = await formOf(request);
      const topic = topicFor(data.topico);
      if (!topic) {
        return error(404, 'RESOURCE_NOT_FOUND');
      }
      const batch = state.trainings.get(topic.topico);
      if (batch) {
        batch.reads += 1;
      }
      const detail: TopicDetail = { topic: withTraining(topic), files: [] };
      return json(detail);
    },
    'POST /api/chatbot/topics/delete': async (request) => {
      const { data } = await formOf(request);
      const topic = topicFor(data.topico);
      state.topics = state.topics.filter((entry) => entry !== topic);
      return topic ? json({ topic, files: [] }) : error(404, 'RESOURCE_NOT_FOUND');
    },
    'POST /api/chatbot/configure': async (request) => {
      const { data, files } = await formOf(request);
      if (topicFor(data.topico)) {
        return error(409, 'TOPIC_NAME_EXISTS');
      }
      const topic = topicOf(String(data.topico), {
        descripcion: String(data.descripcion),
        config_chatbot: data.config_chatbot === 'estructurado' ? 'estructurado' : 'documental',
        status: 'processing',
      });
      state.topics.push(topic);
      return train(topic, files);
    },
    'POST /api/chatbot/train/conversational': trainTopic,
    'POST /api/chatbot/train/accounting': trainTopic,
    // Files already in Files (issue 14), by id: the fake names each trained file by its id.
    'POST /api/chatbot/train/from-files': async (request) => {
      const body = (await request.json()) as {
        topico: string;
        descripcion?: string | null;
        file_ids: string[];
      };
      const existing = topicFor(body.topico);
      if (!existing && !body.descripcion) {
        return error(400, 'MISSING_PARAMETERS');
      }
      const topic =
        existing ??
        topicOf(body.topico, { descripcion: body.descripcion ?? '', status: 'processing' });
      if (!existing) {
        state.topics.push(topic);
      }
      return train(topic, body.file_ids);
    },
    'POST /api/chatbot/tables': async (request) => {
      const { data } = await formOf(request);
      return topicFor(data.topico)
        ? json({ tables: state.tables })
        : error(404, 'RESOURCE_NOT_FOUND');
    },
    // The topic travels upper-cased here (SPEC §5); the fake knows it lower-cased.
    'POST /api/chatbot/sql-questions': async (request) => {
      const { data } = await formOf(request);
      return topicFor(String(data.topico).toLowerCase()) && state.sqlQuestions
        ? json({ success: true, questions: state.sqlQuestions })
        : error(404, 'RESOURCE_NOT_FOUND');
    },
    'POST /api/chatbot/sql-questions/recreate': async (request) => {
      const { data } = await formOf(request);
      if (!topicFor(String(data.topico).toLowerCase())) {
        return error(404, 'RESOURCE_NOT_FOUND');
      }
      state.sqlQuestions = state.recreatedSqlQuestions;
      return json({ success: true, questions: state.sqlQuestions });
    },
    'POST /api/chatbot/conversations/create': async (request) => {
      const { data } = await formOf(request);
      const conversation: Conversation = {
        conversation_id: id(),
        topico: String(data.topico),
        name: 'Conversation',
        message_count: 0,
        created_at: NOW,
        updated_at: NOW,
        masked: [],
      };
      state.conversations.push(conversation);
      return json(conversation);
    },
    'POST /api/chatbot/conversations/list': async (request) => {
      const { data } = await formOf(request);
      return json({
        conversations: state.conversations
          .filter((entry) => entry.topico === data.topico)
          .map((entry) => ({ ...entry, masked: state.masked })),
      });
    },
    'POST /api/chatbot/conversations/rename': async (request) => {
      const { data } = await formOf(request);
      const found = state.conversations.find(
        (entry) => entry.conversation_id === data.conversation_id,
      );
      if (!found) {
        return error(404, 'RESOURCE_NOT_FOUND');
      }
      found.name = String(data.descripcion);
      return json(found);
    },
    'POST /api/chatbot/conversations/delete': async (request) => {
      const { data } = await formOf(request);
      const found = state.conversations.find(
        (entry) => entry.conversation_id === data.conversation_id,
      );
      state.conversations = state.conversations.filter((entry) => entry !== found);
      return found ? json(found) : error(404, 'RESOURCE_NOT_FOUND');
    },
    'POST /api/chatbot/history': async (request) => {
      const { data } = await formOf(request);
      const conversation = state.conversations.find(
        (entry) => entry.conversation_id === data.conversation_id,
      );
      return conversation
        ? json({
            conversation,
            conversations: state.history.get(conversation.conversation_id) ?? [],
          })
        : error(404, 'RESOURCE_NOT_FOUND');
    },
    'POST /api/chatbot/messages/conversational': sendMessage,
    'POST /api/chatbot/messages/document': sendMessage,
    'POST /api/chatbot/messages/image': sendMessage,
    'POST /api/chatbot/messages/audio': sendMessage,
    'POST /api/chatbot/messages/accountant': sendMessage,
  };
  /** A conversation of `topico` that already has one answer, made with `fields`. */
  const seedConversation = (topico: string, fields: Partial<HistoryItem>) => {
    const conversation: Conversation = {
      conversation_id: id(),
      topico,
      name: 'Plazos',
      message_count: 1,
      created_at: NOW,
      updated_at: NOW,
      masked: [],
    };
    state.conversations.push(conversation);
    state.history.set(conversation.conversation_id, [
      { ...message('¿Plazo?', conversation.conversation_id), ...fields },
    ]);
    return conversation;
  };

  return { state, routes, seedConversation };
}
