import type { AiConfig } from '../config';
import { LlmError } from './llm-error';
import { postJson, type HttpSettings } from './providers/http-json';

/** Turns texts into vectors, in order; one request per batch of texts. */
export type Embeddings = {
  readonly model: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
};

// Inputs per request: what local servers (Ollama, llama.cpp) and OpenAI all take.
const BATCH = 64;
const DEFAULT_MODEL = 'text-embedding-3-small';
const DEFAULT_TIMEOUT_MS = 60_000;

type EmbeddingsAnswer = { data?: { index?: number; embedding?: unknown }[] };

function vectorsOf(answer: unknown, expected: number): number[][] {
  const data = (answer as EmbeddingsAnswer | null)?.data;
  if (!Array.isArray(data) || data.length !== expected) {
    throw new LlmError('bad_response', `embeddings: ${expected} vectors expected`);
  }
  const vectors: number[][] = new Array<number[]>(expected);
  data.forEach((item, position) => {
    const vector = item.embedding;
    if (!Array.isArray(vector) || !vector.every((value) => typeof value === 'number')) {
      throw new LlmError('bad_response', 'embeddings: a vector is not a list of numbers');
    }
    vectors[item.index ?? position] = vector;
  });
  return vectors;
}

/**
 * The embeddings endpoint of the configuration (OpenAI's `POST /embeddings`, as Ollama, vLLM and
 * llama.cpp serve it), or undefined when none is configured: then nothing is ever sent anywhere
 * and retrieval is full-text only (DECISIONS.md "Chatbot").
 */
export function createEmbeddings(
  config: Pick<AiConfig, 'embeddingsUrl' | 'embeddingsModel' | 'embeddingsApiKey'>,
  http: Partial<HttpSettings> = {},
): Embeddings | undefined {
  if (!config.embeddingsUrl) {
    return undefined;
  }
  const url = `${config.embeddingsUrl.replace(/\/+$/u, '')}/embeddings`;
  const model = config.embeddingsModel ?? DEFAULT_MODEL;
  const headers: Record<string, string> = config.embeddingsApiKey
    ? { authorization: `Bearer ${config.embeddingsApiKey}` }
    : {};
  const settings: HttpSettings = { timeoutMs: DEFAULT_TIMEOUT_MS, ...http };
  return {
    model,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += BATCH) {
        const input = texts.slice(start, start + BATCH);
        const answer = await postJson(url, { headers, body: { model, input }, signal }, settings);
        vectors.push(...vectorsOf(answer, input.length));
      }
      return vectors;
    },
  };
}
