// A local HTTP server speaking OpenAI's embeddings API (`POST /v1/embeddings`: `{ model, input }`
// with a string or a list of strings, answered `{ object: 'list', data: [{ object: 'embedding',
// index, embedding }], model, usage }`), as Ollama, vLLM and llama.cpp serve it. Its vectors
// are word-hashing bags (the same words, the same direction), enough for retrieval to be tested.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MockEmbeddingsServer = {
  /** The base URL to configure (`FOLIO_EMBEDDINGS_URL`): `http://127.0.0.1:<port>/v1`. */
  url: string;
  /** Every input text received, in order. */
  inputs: string[];
  /** The next `count` requests fail with `status` (a 429 carries `Retry-After: 0`). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
};

const DIMENSIONS = 64;

/** A word-hashing vector: each folded word adds to one dimension; normalised. */
export function hashingVector(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  const words =
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [];
  for (const word of words) {
    let hash = 0;
    for (const char of word) {
      hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    }
    vector[hash % DIMENSIONS] = (vector[hash % DIMENSIONS] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export async function startMockEmbeddingsServer(): Promise<MockEmbeddingsServer> {
  const inputs: string[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
        send(404, { error: { message: 'not found', type: 'invalid_request_error' } });
        return;
      }
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        send(
          failures.status,
          { error: { message: 'scripted failure', type: 'server_error' } },
          failures.status === 429 ? { 'retry-after': '0' } : {},
        );
        return;
      }
      const { model, input } = (body ?? {}) as { model?: unknown; input?: unknown };
      const texts = typeof input === 'string' ? [input] : input;
      if (
        typeof model !== 'string' ||
        !Array.isArray(texts) ||
        !texts.every((text) => typeof text === 'string')
      ) {
        send(400, {
          error: { message: 'model and input are required', type: 'invalid_request_error' },
        });
        return;
      }
      inputs.push(...texts);
      send(200, {
        object: 'list',
        model,
        data: texts.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: hashingVector(text),
        })),
        usage: { prompt_tokens: texts.length, total_tokens: texts.length },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    inputs,
    failNext(count, status) {
      failures = { count, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
