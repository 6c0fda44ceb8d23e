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
export type LlmProvider = {
  readonly name: AiProvider;
  extractStructured(request: StructuredRequest): Promise<unknown>;
};
