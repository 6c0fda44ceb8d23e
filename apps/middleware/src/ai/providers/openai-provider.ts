// OpenAI's chat-completions API, which DeepSeek and local servers (Ollama, vLLM, llama.cpp) also
// speak (DECISIONS.md "Artificial intelligence").
import type { AiProvider } from '@folio/core';

import { LlmError } from '../llm-error';
import type { LlmProvider, StructuredRequest } from '../llm-provider';
import { postJson, type HttpSettings } from './http-json';
import { streamChatCompletion } from './openai-chat-stream';
import { parseModelJson } from './parse-model-json';

/**
 * How the answer's shape is asked for: `json_schema` (OpenAI structured outputs, strict), or
 * `json_object` with the schema written into the instructions (DeepSeek's JSON mode, which
 * takes no schema and needs the word "json" in the prompt).
 */
export type ResponseFormat = 'json_schema' | 'json_object';

export type OpenAiCompatibleOptions = HttpSettings & {
  name: AiProvider;
  /** Up to the version segment: `https://api.openai.com/v1`, `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as a bearer token; a local server may need none. */
  apiKey?: string | undefined;
  responseFormat: ResponseFormat;
};

type ChatCompletion = {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
};

/** A provider over `POST {baseUrl}/chat/completions`. */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const url = `${options.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
  return {
    name: options.name,
    async extractStructured(request: StructuredRequest): Promise<unknown> {
      const answer = (await postJson(
        url,
        {
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          body: chatBody(request, options.responseFormat),
          signal: request.signal,
        },
        options,
      )) as ChatCompletion | null;
      const choice = answer?.choices?.[0];
      if (choice?.message === undefined) {
        throw new LlmError('bad_response', 'the answer has no choices[0].message');
      }
      if (typeof choice.message.refusal === 'string' && choice.message.refusal !== '') {
        throw new LlmError('refused', `the model refused: ${choice.message.refusal}`);
      }
      return parseModelJson(choice.message.content);
    },
    streamChat: (request) => streamChatCompletion(url, options.apiKey, request, options),
  };
}

/** The request body of the chat-completions protocol. */
export function chatBody(request: StructuredRequest, format: ResponseFormat) {
  const system =
    format === 'json_schema'
      ? request.system
      : `${request.system}\n\nAnswer with one JSON object that follows this JSON schema:\n${JSON.stringify(request.schema)}`;
  return {
    model: request.model,
    temperature: 0,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: request.prompt },
    ],
    response_format:
      format === 'json_schema'
        ? {
            type: 'json_schema',
            json_schema: { name: 'extraction', strict: true, schema: request.schema },
          }
        : { type: 'json_object' },
  };
}
