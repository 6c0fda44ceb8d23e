import { randomUUID } from 'node:crypto';

import type { MiddlewareComponents } from '@folio/sdk';

type Schemas = MiddlewareComponents['schemas'];

const NOW = '2024-01-31T10:00:00.000Z';

const error = (status: number, errorCode: string, errorMessage: string) =>
  Response.json({ errorCode, errorMessage }, { status });

/**
 * The chatbot calls of the middleware (SPEC §7 "Chatbot") in memory, as an injected fetch for
 * the tests of `folio chat`: topics, a training that is running at the first read and done at
 * the next (a file named `broken.*` is not processed), conversations, history, and answers as
 * Server-Sent Events (or JSON without `Accept: text/event-stream`) that quote the topic's first
 * file, with what `answerWith` adds (a reasoning model's thinking, notices, masked data).
 * `GET /config` says which models have a key (`availableModels`); `suggestions` are the questions
 * the server suggests (none: the call fails); `tables` are an accounting topic's. `requests`
 * records `path` and `json_data` of each call.
 */
export function fakeChatbot() {
  const topics: Schemas['Topic'][] = [];
  const conversations: Array<Schemas['Conversation'] & { items: Schemas['HistoryItem'][] }> = [];
  const files = new Map<string, string[]>();
  const requests: Array<{ path: string; jsonData: Record<string, unknown>; files: string[] }> = [];
  /** Fields every answer gets, and what anonymisation replaced in every conversation. */
  let extra: { answer: Partial<Schemas['HistoryItem']>; masked: Schemas['MaskedItem'][] } = {
    answer: {},
    masked: [],
  };
  const availableModels: string[] = [];
  /** The questions the server suggests; `null` makes the suggestions call fail. */
  const suggestions = {
    list: ['¿Cuál es el plazo?', '¿Quién firma?'] as string[] | null,
  };

  /** An accounting topic's tables (the same for every topic). */
  const tables: Schemas['TopicTable'][] = [];

  const topicView = (topico: string) => topics.find((topic) => topic.topico === topico);

  const startTraining = (topic: Schemas['Topic'], names: string[]): Schemas['Training'] => {
    files.set(topic.topico, [...(files.get(topic.topico) ?? []), ...names]);
    const training: Schemas['Training'] = {
      training_id: randomUUID(),
      topico: topic.topico,
      status: 'running',
      files_total: names.length,
      files_done: 0,
      pages_done: 0,
      current_file: names[0] ?? null,
      processed: [],
      unprocessed: [],
      created_at: NOW,
      finished_at: null,
    };
    topic.training = training;
    topic.status = 'processing';
    return training;
  };

  /** The training moves on at each read: running, then finished. */
  const readTraining = (topic: Schemas['Topic']) => {
    const training = topic.training;
    if (training && training.status === 'running') {
      const names = files.get(topic.topico)?.slice(-training.files_total) ?? [];
      const broken = names.filter((name) => name.startsWith('broken'));
      topic.training = {
        ...training,
        status: broken.length === names.length ? 'failed' : 'succeeded',
        files_done: names.length,
        pages_done: names.length * 2,
        current_file: null,
        processed: names.filter((name) => !broken.includes(name)),
        unprocessed: broken.map((name) => ({ name, reason: 'unreadable', error_code: null })),
        finished_at: NOW,
      };
      topic.file_count += names.length - broken.length;
      topic.status = 'active';
    }
  };

  const text = (value: unknown) => (typeof value === 'string' ? value : null);

  const answerFor = (topico: string, asked: Record<string, unknown>) => {
    const prompt = String(asked['prompt']);
    const conversationId = text(asked['conversation_id']);
    let conversation = conversations.find((item) => item.conversation_id === conversationId);
    if (!conversation) {
      conversation = {
        conversation_id: randomUUID(),
        topico,
        name: 'Nueva Conversación',
        message_count: 0,
        created_at: NOW,
        updated_at: NOW,
        masked: [],
        items: [],
      };
      conversations.push(conversation);
    }
    const filename = files.get(topico)?.[0] ?? 'none.pdf';
    const message: Schemas['HistoryItem'] = {
      message_id: randomUUID(),
      conversation_id: conversation.conversation_id,
      user_message: prompt,
      bot_response: 'El plazo es de 30 días [1].',
      timestamp: NOW,
      files_id: [],
      model: text(asked['model']),
      tone: text(asked['tono']),
      personality: text(asked['personalidad']),
      engine: 'builtin',
      status: 'done',
      citations: [
        {
          n: 1,
          file_id: randomUUID(),
          filename,
          page: 3,
          quote: 'El plazo es de 30 días.',
          char_start: 0,
          char_end: 23,
        },
      ],
      reasoning: null,
      notices: [],
      mission: text(asked['mision']),
      mission_result: null,
      table: null,
      ...extra.answer,
    };
    conversation.items.push(message);
    conversation.message_count += 1;
    conversation.masked = extra.masked;
    const { items: _items, ...view } = conversation;
    return { message, conversation: view };
  };

  // Set by `stallAnswers`: answers stop after their first delta, as a slow model's would.
  let isStalling = false;

  const sse = (answer: Schemas['MessageAnswer'], signal: AbortSignal) => {
    const event = (name: string, data: unknown) =>
      `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
    if (isStalling) {
      return new Response(stalledAnswer(answer, signal), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    const body = [
      event('start', {
        message_id: answer.message.message_id,
        conversation_id: answer.message.conversation_id,
        engine: 'builtin',
      }),
      answer.message.reasoning ? event('reasoning', { text: answer.message.reasoning }) : '',
      event('delta', { text: 'El plazo es ' }),
      event('delta', { text: 'de 30 días [1].' }),
      event('citations', { citations: answer.message.citations }),
      event('done', answer),
    ].join('');
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };

  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/config') {
      return Response.json({
        ai: {
          providers: [],
          models: ['gpt-4o-mini', 'gpt-4o'].map((id) => ({
            id,
            provider: 'openai',
            vision: true,
            available: availableModels.includes(id),
          })),
        },
      });
    }
    const form = await request.formData();
    const jsonData = JSON.parse(form.get('json_data') as string) as Record<string, unknown>;
    const parts = [...form.getAll('file'), ...form.getAll('files')].filter(
      (part): part is File => typeof part !== 'string',
    );
    requests.push({ path, jsonData, files: parts.map((part) => part.name) });
    const topico = (jsonData['topico'] as string | undefined) ?? '';
    const topic = topicView(topico);
    switch (path) {
      case '/chatbot/topics/list':
        return Response.json({ topics });
      case '/chatbot/topics/one':
        if (!topic) {
          return error(404, 'RESOURCE_NOT_FOUND', 'No such topic');
        }
        readTraining(topic);
        return Response.json({ topic, files: [] });
      case '/chatbot/configure': {
        if (topic) {
          return error(409, 'TOPIC_NAME_EXISTS', 'The topic exists');
        }
        const created: Schemas['Topic'] = {
          id: randomUUID(),
          topico,
          descripcion: (jsonData['descripcion'] as string | undefined) ?? '',
          document_type: '',
          config_chatbot:
            jsonData['config_chatbot'] === 'estructurado' ? 'estructurado' : 'documental',
          is_global: false,
          status: 'pending',
          file_count: 0,
          conversation_count: 0,
          longer: jsonData['longer'] === true,
          annonimization: jsonData['annonimization'] === true,
          mannuscrit: jsonData['mannuscrit'] === true,
          created_at: NOW,
          updated_at: NOW,
        };
        topics.push(created);
        const training = startTraining(
          created,
          parts.map((part) => part.name),
        );
        return Response.json({ topic: created, training }, { status: 202 });
      }
      case '/chatbot/train/conversational':
      case '/chatbot/train/accounting': {
        if (!topic) {
          return error(404, 'RESOURCE_NOT_FOUND', 'No such topic');
        }
        const training = startTraining(
          topic,
          parts.map((part) => part.name),
        );
        return Response.json({ topic, training }, { status: 202 });
      }
      case '/chatbot/topics/delete':
        if (!topic) {
          return error(404, 'RESOURCE_NOT_FOUND', 'No such topic');
        }
        topics.splice(topics.indexOf(topic), 1);
        return Response.json({ topic, files: [] });
      case '/chatbot/conversations/list':
        return Response.json({
          conversations: conversations
            .filter((item) => item.topico === topico)
            .map(({ items: _items, ...view }) => view),
        });
      case '/chatbot/history': {
        const found = conversations.find(
          (item) => item.conversation_id === jsonData['conversation_id'],
        );
        if (!found) {
          return error(404, 'RESOURCE_NOT_FOUND', 'No such conversation');
        }
        const { items, ...conversation } = found;
        return Response.json({ conversation, conversations: items });
      }
      case '/chatbot/messages/conversational':
      case '/chatbot/messages/document':
      case '/chatbot/messages/image':
      case '/chatbot/messages/audio':
      case '/chatbot/messages/accountant': {
        if (!topic) {
          return error(404, 'RESOURCE_NOT_FOUND', 'No such topic');
        }
        const answer = answerFor(topico, jsonData);
        return request.headers.get('accept') === 'text/event-stream'
          ? sse(answer, request.signal)
          : Response.json(answer);
      }
      // The topic travels upper-cased here (SPEC §5); the fake knows it lower-cased.
      case '/chatbot/sql-questions':
        return topicView(topico.toLowerCase())
          ? Response.json({ success: true, questions: ['¿Total por mes?'] })
          : error(404, 'RESOURCE_NOT_FOUND', 'No such topic');
      case '/chatbot/tables':
        return topic
          ? Response.json({ tables })
          : error(404, 'RESOURCE_NOT_FOUND', 'No such topic');
      case '/chatbot/prompt-suggestions':
        if (!topic) {
          return error(404, 'RESOURCE_NOT_FOUND', 'No such topic');
        }
        return suggestions.list
          ? Response.json({
              success: true,
              message: suggestions.list.join('\n'),
              suggestions: suggestions.list,
              engine: 'builtin',
            })
          : error(502, 'AI_PROVIDER_ERROR', 'The model is down');
      default:
        return error(404, 'ENDPOINT_NOT_FOUND', `No fake for ${path}`);
    }
  };

  /** From now on, streamed answers stop after their first delta until the client hangs up. */
  const stallAnswers = () => {
    isStalling = true;
  };

  /** From now on, answers carry these fields and conversations this masked data. */
  const answerWith = (
    answer: Partial<Schemas['HistoryItem']>,
    masked: Schemas['MaskedItem'][] = [],
  ) => {
    extra = { answer, masked };
  };

  return {
    fetch,
    topics,
    tables,
    requests,
    stallAnswers,
    answerWith,
    availableModels,
    suggestions,
  };
}

/** An answer stream that sends `start` and one delta, then nothing until `signal` aborts. */
function stalledAnswer(
  answer: Schemas['MessageAnswer'],
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const event = (name: string, data: unknown) =>
    `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        new TextEncoder().encode(
          event('start', {
            message_id: answer.message.message_id,
            conversation_id: answer.message.conversation_id,
            engine: 'builtin',
          }) + event('delta', { text: 'El plazo es ' }),
        ),
      );
      signal.addEventListener('abort', () => controller.error(signal.reason), { once: true });
    },
  });
}
