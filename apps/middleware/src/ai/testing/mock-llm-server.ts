// A local HTTP server speaking the documented subset of OpenAI's chat-completions API
// (`POST /v1/chat/completions`, also DeepSeek's, streamed with `stream: true`) and Gemini's
// `generateContent` and `streamGenerateContent?alt=sse`, for tests of the provider layer and of
// the chatbot, and `POST /v1/audio/transcriptions` (a form with `file` and `model`): answers are
// scripted, requests are recorded as received.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { isStreamRequest, writeStream, type StreamScript } from './mock-llm-stream';

/**
 * One scripted answer: a model's text (streamed in pieces when the request asks for a stream,
 * as `stream` says), or an HTTP failure.
 */
export type MockReply = (
  | ({ content: string } & { stream?: StreamScript })
  | { status: number; headers?: Record<string, string>; body?: unknown }
) & {
  /** Answers only after this long (a slow provider). */
  delayMs?: number;
  /**
   * Only for a request this accepts; the others pass it by. A test whose product also calls the
   * model in the background (suggestions after an answer) scripts each answer for its own kind
   * of request, so which arrives first does not matter.
   */
  when?: (request: RecordedRequest) => boolean;
};

/** A request as the server received it. */
export type RecordedRequest = {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** True once the client closed the connection before the answer was complete (a stop). */
  aborted: boolean;
};

export type MockLlmServer = {
  /** `http://127.0.0.1:<port>`: OpenAI base URL is `${url}/v1`, Gemini's is `url`. */
  url: string;
  requests: RecordedRequest[];
  /**
   * Queues answers, used in order (the first whose `when` accepts the request); when none is
   * left the server answers 500.
   */
  reply(...replies: MockReply[]): void;
  /** Forgets the queued answers and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

// OpenAI's speech-to-text, as whisper.cpp's server and vLLM also serve it.
const TRANSCRIPTION_PATH = '/v1/audio/transcriptions';
const GEMINI_PATH = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)$/u;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** What a real server refuses with 400: the fields the protocol requires. */
function badRequest(path: string, body: unknown): string | undefined {
  if (path === TRANSCRIPTION_PATH) {
    // A multipart form, read as text: both of its required parts must be there.
    const form = String(body);
    return form.includes('name="file"') && form.includes('name="model"')
      ? undefined
      : 'file and model are required';
  }
  const request = body as Record<string, unknown> | null;
  if (typeof request !== 'object' || request === null) {
    return 'body is not JSON';
  }
  if (path === '/v1/chat/completions') {
    if (typeof request['model'] !== 'string' || !Array.isArray(request['messages'])) {
      return 'model and messages are required';
    }
    const format = request['response_format'] as { type?: string; json_schema?: unknown } | null;
    if (format?.type === 'json_schema' && typeof format.json_schema !== 'object') {
      return 'response_format.json_schema is required';
    }
    return undefined;
  }
  return Array.isArray(request['contents']) ? undefined : 'contents is required';
}

function success(path: string, content: string): unknown {
  if (path === TRANSCRIPTION_PATH) {
    return { text: content };
  }
  if (path === '/v1/chat/completions') {
    return {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'mock',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          finish_reason: 'stop',
        },
      ],
    };
  }
  return {
    candidates: [{ content: { role: 'model', parts: [{ text: content }] }, finishReason: 'STOP' }],
  };
}

/** Starts the mock on a free port of 127.0.0.1. */
export async function startMockLlmServer(): Promise<MockLlmServer> {
  const queue: MockReply[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://mock').pathname;
      const body = await readBody(request);
      const recorded: RecordedRequest = { path, headers: request.headers, body, aborted: false };
      requests.push(recorded);
      response.on('close', () => {
        recorded.aborted = !response.writableFinished;
      });
      if (
        request.method !== 'POST' ||
        (path !== '/v1/chat/completions' && path !== TRANSCRIPTION_PATH && !GEMINI_PATH.test(path))
      ) {
        send(response, 404, { error: { message: `no route ${path}` } });
        return;
      }
      const problem = badRequest(path, body);
      if (problem !== undefined) {
        send(response, 400, { error: { message: problem, type: 'invalid_request_error' } });
        return;
      }
      const index = queue.findIndex((reply) => reply.when?.(recorded) ?? true);
      const next = index === -1 ? undefined : queue.splice(index, 1)[0];
      if (next?.delayMs !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, next.delayMs));
      }
      if (response.destroyed) {
        return;
      }
      if (next === undefined) {
        send(response, 500, { error: { message: 'no scripted reply' } });
      } else if ('content' in next && isStreamRequest(path, body)) {
        await writeStream(response, path, next.content, next.stream);
      } else if ('content' in next) {
        send(response, 200, success(path, next.content));
      } else {
        send(
          response,
          next.status,
          next.body ?? { error: { message: 'scripted failure' } },
          next.headers,
        );
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
