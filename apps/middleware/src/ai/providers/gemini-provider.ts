// Google's Gemini API (DECISIONS.md "Artificial intelligence"): `generateContent` with a
// `responseSchema`, the OpenAPI 3.0 subset Gemini takes for structured output.
import { LlmError } from '../llm-error';
import type { JsonSchema, LlmProvider, StructuredRequest } from '../llm-provider';
import { streamGenerateContent } from './gemini-chat-stream';
import { postJson, type HttpSettings } from './http-json';
import { parseModelJson } from './parse-model-json';

export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';

export type GeminiOptions = HttpSettings & {
  apiKey: string;
  /** `https://generativelanguage.googleapis.com` (the API version is added). */
  baseUrl?: string | undefined;
};

/** A schema in Gemini's form: upper-case types, `nullable`, an explicit property order. */
export type GeminiSchema = {
  type: string;
  nullable?: boolean;
  description?: string;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  propertyOrdering?: string[];
  items?: GeminiSchema;
  enum?: string[];
};

type GenerateContentResponse = {
  candidates?: { content?: { parts?: { text?: unknown }[] }; finishReason?: unknown }[];
  promptFeedback?: { blockReason?: unknown };
};

/** A provider over `POST {baseUrl}/v1beta/models/{model}:generateContent`. */
export function createGeminiProvider(options: GeminiOptions): LlmProvider {
  const base = (options.baseUrl ?? GEMINI_BASE_URL).replace(/\/+$/u, '');
  return {
    name: 'gemini',
    async extractStructured(request: StructuredRequest): Promise<unknown> {
      const url = `${base}/v1beta/models/${encodeURIComponent(request.model)}:generateContent`;
      const answer = (await postJson(
        url,
        {
          headers: { 'x-goog-api-key': options.apiKey },
          body: generateContentBody(request),
          signal: request.signal,
        },
        options,
      )) as GenerateContentResponse | null;
      const blocked = answer?.promptFeedback?.blockReason;
      if (typeof blocked === 'string') {
        throw new LlmError('refused', `the prompt was blocked: ${blocked}`);
      }
      const parts = answer?.candidates?.[0]?.content?.parts;
      if (!Array.isArray(parts)) {
        throw new LlmError('bad_response', 'the answer has no candidates[0].content.parts');
      }
      return parseModelJson(
        parts.map((part) => (typeof part.text === 'string' ? part.text : '')).join(''),
      );
    },
    streamChat: (request) => streamGenerateContent(base, options.apiKey, request, options),
  };
}

/** The request body of `generateContent`. */
export function generateContentBody(request: StructuredRequest) {
  return {
    systemInstruction: { parts: [{ text: request.system }] },
    contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
    generationConfig: {
      temperature: 0,
      responseMimeType: 'application/json',
      responseSchema: toGeminiSchema(request.schema),
    },
  };
}

/**
 * A JSON Schema in Gemini's form: `type: ['string', 'null']` becomes `STRING` with `nullable`,
 * `additionalProperties` goes (Gemini refuses it), properties keep their order.
 */
export function toGeminiSchema(schema: JsonSchema): GeminiSchema {
  const types = (typeof schema.type === 'string' ? [schema.type] : [...(schema.type ?? [])]).filter(
    (type) => type !== 'null',
  );
  const isNullable = Array.isArray(schema.type) && schema.type.includes('null');
  const result: GeminiSchema = { type: (types[0] ?? 'string').toUpperCase() };
  if (isNullable) {
    result.nullable = true;
  }
  if (schema.description !== undefined) {
    result.description = schema.description;
  }
  if (schema.properties !== undefined) {
    result.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, value]) => [name, toGeminiSchema(value)]),
    );
    result.propertyOrdering = Object.keys(schema.properties);
  }
  if (schema.required !== undefined) {
    result.required = [...schema.required];
  }
  if (schema.items !== undefined) {
    result.items = toGeminiSchema(schema.items);
  }
  if (schema.enum !== undefined) {
    result.enum = schema.enum.filter((value): value is string => typeof value === 'string');
  }
  return result;
}
