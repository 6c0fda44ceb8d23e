import type { AiProvider } from '@folio/core';

/** A JSON Schema (draft 2020-12 subset that structured-output APIs accept). */
export type JsonSchema = {
  type?: string | readonly string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  enum?: readonly (string | number | null)[];
  additionalProperties?: boolean;
};

/** One structured request: instructions, the user's text, the shape the answer must have. */
export type StructuredRequest = {
  /** The provider's own model name. */
  model: string;
  system: string;
  prompt: string;
  schema: JsonSchema;
  signal?: AbortSignal | undefined;
};

/**
 * A model provider behind one interface (DECISIONS.md "Artificial intelligence"): the answer is
 * the parsed JSON the model wrote, not yet checked against the schema. Fails with an `LlmError`
 * (`invalid_json` when the model wrote something that is not JSON), or with the caller's abort
 * reason when `signal` fires.
 */
export type LlmProvider = ChatModel & {
  readonly name: AiProvider;
  extractStructured(request: StructuredRequest): Promise<unknown>;
};

/** One turn of a conversation with a model. */
export type ChatTurn = {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** Images sent with a user turn, for a vision-capable model. */
  images?: readonly { mimeType: string; base64: string }[];
};

/** One streamed chat request. */
export type ChatRequest = {
  /** The provider's own model name. */
  model: string;
  turns: readonly ChatTurn[];
  temperature?: number;
  /** Aborting stops the provider call (the connection is closed). */
  signal?: AbortSignal | undefined;
};

/**
 * A piece of a streamed answer: `text` is the answer; `reasoning` the thinking a reasoning model
 * (`deepseek-reasoner`) shows before it, which is never part of the answer.
 */
export type ChatDelta = { kind: 'text' | 'reasoning'; text: string };

/**
 * A model that answers in a conversation, token by token. Fails with an `LlmError` (`http`,
 * `timeout` when no piece arrives within the time limit, `network`, `refused`, `bad_response`
 * for a malformed or cut stream), or with the caller's abort reason when `signal` fires.
 */
export type ChatModel = {
  streamChat(request: ChatRequest): AsyncIterable<ChatDelta>;
};
