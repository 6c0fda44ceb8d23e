// Streaming over Gemini's `streamGenerateContent?alt=sse`: every event is a whole
// GenerateContentResponse holding the next parts; the last one carries a `finishReason`.
import { LlmError } from '../llm-error';
import type { ChatDelta, ChatRequest } from '../llm-provider';
import type { HttpSettings } from './http-json';
import { parseEventJson, postEventStream } from './read-event-data';

type StreamChunk = {
  candidates?: {
    content?: { parts?: { text?: unknown; thought?: unknown }[] };
    finishReason?: unknown;
  }[];
  promptFeedback?: { blockReason?: unknown };
  error?: { message?: unknown };
};

// Finish reasons that mean the answer was withheld, not finished.
const REFUSALS = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII']);

/** The request body of `streamGenerateContent`: system turns become the system instruction. */
export function streamingGenerateBody(request: ChatRequest) {
  const system = request.turns.filter((turn) => turn.role === 'system');
  return {
    ...(system.length > 0
      ? { systemInstruction: { parts: system.map((turn) => ({ text: turn.content })) } }
      : {}),
    contents: request.turns
      .filter((turn) => turn.role !== 'system')
      .map((turn) => ({
        role: turn.role === 'assistant' ? 'model' : 'user',
        parts: [
          { text: turn.content },
          ...(turn.images ?? []).map((image) => ({
            inlineData: { mimeType: image.mimeType, data: image.base64 },
          })),
        ],
      })),
    generationConfig: { temperature: request.temperature ?? 0.2 },
  };
}

/** Streams a Gemini model's answer as deltas. */
export async function* streamGenerateContent(
  base: string,
  apiKey: string,
  request: ChatRequest,
  settings: HttpSettings,
): AsyncGenerator<ChatDelta> {
  const url = `${base}/v1beta/models/${encodeURIComponent(request.model)}:streamGenerateContent?alt=sse`;
  let isFinished = false;
  const events = postEventStream(
    url,
    {
      headers: { 'x-goog-api-key': apiKey },
      body: streamingGenerateBody(request),
      signal: request.signal,
    },
    settings,
  );
  for await (const data of events) {
    const chunk = parseEventJson(data) as StreamChunk | null;
    if (chunk?.error !== undefined) {
      throw new LlmError('bad_response', `the stream failed: ${String(chunk.error.message)}`);
    }
    const blocked = chunk?.promptFeedback?.blockReason;
    if (typeof blocked === 'string') {
      throw new LlmError('refused', `the prompt was blocked: ${blocked}`);
    }
    const candidate = chunk?.candidates?.[0];
    for (const part of candidate?.content?.parts ?? []) {
      if (typeof part.text === 'string' && part.text !== '') {
        yield { kind: part.thought === true ? 'reasoning' : 'text', text: part.text };
      }
    }
    const reason = candidate?.finishReason;
    if (typeof reason === 'string') {
      if (REFUSALS.has(reason)) {
        throw new LlmError('refused', `the answer was withheld: ${reason}`);
      }
      isFinished = true;
    }
  }
  if (!isFinished) {
    throw new LlmError('bad_response', 'the stream ended before the answer did');
  }
}
