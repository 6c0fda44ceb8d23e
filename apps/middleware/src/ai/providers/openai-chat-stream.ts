// Streaming over OpenAI's chat-completions protocol (`stream: true`), which DeepSeek, Ollama,
// vLLM and llama.cpp's server speak too: `data: {choices: [{delta}]}` events, then `data: [DONE]`.
import { LlmError } from '../llm-error';
import type { ChatDelta, ChatRequest, ChatTurn } from '../llm-provider';
import type { HttpSettings } from './http-json';
import { parseEventJson, postEventStream } from './read-event-data';

type StreamChunk = {
  error?: { message?: unknown };
  choices?: {
    delta?: { content?: unknown; reasoning_content?: unknown; refusal?: unknown };
    finish_reason?: unknown;
  }[];
};

/** A turn in the protocol's form: images as `image_url` parts with a data URL. */
function toMessage(turn: ChatTurn) {
  if (turn.images === undefined || turn.images.length === 0) {
    return { role: turn.role, content: turn.content };
  }
  return {
    role: turn.role,
    content: [
      { type: 'text', text: turn.content },
      ...turn.images.map((image) => ({
        type: 'image_url',
        image_url: { url: `data:${image.mimeType};base64,${image.base64}` },
      })),
    ],
  };
}

/** The request body of a streamed chat completion. */
export function streamingChatBody(request: ChatRequest) {
  return {
    model: request.model,
    stream: true,
    temperature: request.temperature ?? 0.2,
    messages: request.turns.map(toMessage),
  };
}

/** Streams `POST {url}` (a chat-completions URL) as deltas. */
export async function* streamChatCompletion(
  url: string,
  apiKey: string | undefined,
  request: ChatRequest,
  settings: HttpSettings,
): AsyncGenerator<ChatDelta> {
  let isFinished = false;
  const events = postEventStream(
    url,
    {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      body: streamingChatBody(request),
      signal: request.signal,
    },
    settings,
  );
  for await (const data of events) {
    if (data.trim() === '[DONE]') {
      isFinished = true;
      break;
    }
    const chunk = parseEventJson(data) as StreamChunk | null;
    if (chunk?.error !== undefined) {
      throw new LlmError('bad_response', `the stream failed: ${String(chunk.error.message)}`);
    }
    const choice = chunk?.choices?.[0];
    const delta = choice?.delta;
    if (typeof delta?.refusal === 'string' && delta.refusal !== '') {
      throw new LlmError('refused', `the model refused: ${delta.refusal}`);
    }
    if (choice?.finish_reason === 'content_filter') {
      throw new LlmError('refused', 'the answer was stopped by the content filter');
    }
    if (typeof delta?.reasoning_content === 'string' && delta.reasoning_content !== '') {
      yield { kind: 'reasoning', text: delta.reasoning_content };
    }
    if (typeof delta?.content === 'string' && delta.content !== '') {
      yield { kind: 'text', text: delta.content };
    }
    if (typeof choice?.finish_reason === 'string') {
      isFinished = true;
    }
  }
  if (!isFinished) {
    throw new LlmError('bad_response', 'the stream ended before the answer did');
  }
}
