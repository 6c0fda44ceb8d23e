// The streamed answers of the mock providers, framed as each protocol documents them: OpenAI's
// `data: {chunk}` events ending with `data: [DONE]`, Gemini's whole-response events ending with a
// `finishReason`. Scripts add the failures a real stream can have.
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** How a scripted answer is streamed. */
export type StreamScript = {
  /** Characters per event (default 8). */
  pieceChars?: number;
  /** Wait between events (default none): gives a test time to stop the answer. */
  pieceDelayMs?: number;
  /** Thinking streamed before the answer (`reasoning_content`; Gemini `thought` parts). */
  reasoning?: string;
  /** Closes the connection after this many events, without the end of the stream. */
  cutAfter?: number;
  /** Sends an event that is not JSON after this many events. */
  malformedAfter?: number;
  /** Ends with a refusal: OpenAI's `refusal` delta, Gemini's SAFETY finish reason. */
  refusal?: string;
};

const OPENAI_PATH = '/v1/chat/completions';

/** True when the request asks for a streamed answer. */
export function isStreamRequest(path: string, body: unknown): boolean {
  if (path === OPENAI_PATH) {
    return (body as { stream?: unknown } | null)?.stream === true;
  }
  return path.endsWith(':streamGenerateContent');
}

function pieces(text: string, size: number): string[] {
  const result: string[] = [];
  for (let start = 0; start < text.length; start += size) {
    result.push(text.slice(start, start + size));
  }
  return result;
}

function openAiEvent(delta: Record<string, unknown>, finish: string | null = null): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    model: 'mock',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
}

function geminiEvent(parts: Record<string, unknown>[], finish?: string): string {
  return JSON.stringify({
    candidates: [
      {
        content: { role: 'model', parts },
        ...(finish === undefined ? {} : { finishReason: finish }),
      },
    ],
  });
}

/** The events of an answer, in order, as `data` payloads. */
function eventsOf(path: string, content: string, script: StreamScript): string[] {
  const size = script.pieceChars ?? 8;
  const isOpenAi = path === OPENAI_PATH;
  const thinking = pieces(script.reasoning ?? '', size).map((text) =>
    isOpenAi ? openAiEvent({ reasoning_content: text }) : geminiEvent([{ text, thought: true }]),
  );
  const answer = pieces(content, size).map((text) =>
    isOpenAi ? openAiEvent({ content: text }) : geminiEvent([{ text }]),
  );
  if (script.refusal !== undefined) {
    return [
      ...thinking,
      ...answer,
      isOpenAi ? openAiEvent({ refusal: script.refusal }) : geminiEvent([], 'SAFETY'),
    ];
  }
  const end = isOpenAi ? [openAiEvent({}, 'stop'), '[DONE]'] : [geminiEvent([], 'STOP')];
  return [...thinking, ...answer, ...end];
}

/** Writes a scripted answer as a server-sent event stream. */
export async function writeStream(
  response: ServerResponse,
  path: string,
  content: string,
  script: StreamScript = {},
): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const events = eventsOf(path, content, script);
  for (const [index, data] of events.entries()) {
    if (response.destroyed) {
      return;
    }
    if (index === script.cutAfter) {
      response.destroy();
      return;
    }
    response.write(`data: ${index === script.malformedAfter ? '{"choices": [' : data}\n\n`);
    if (script.pieceDelayMs !== undefined) {
      await sleep(script.pieceDelayMs);
    }
  }
  response.end();
}
