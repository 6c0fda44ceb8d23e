// eventsource-parser (already the SDK's choice, see packages/sdk/src/chat-stream.ts) reads the
// SSE framing of a provider's streamed answer: lines split across chunks, CRLF, comments.
import { createParser } from 'eventsource-parser';

import { LlmError } from '../llm-error';
import { postForResponse, toFetchError, type HttpSettings, type PostRequest } from './http-json';

/** What reading a streamed answer needs to tell a stop, a time-out and a broken connection apart. */
export type StreamSignals = {
  /** The caller's signal: its abort is rethrown as its own reason. */
  caller: AbortSignal | undefined;
  /** The attempt's time limit, which covers the whole answer. */
  timeout: AbortSignal;
  timeoutMs: number;
};

/**
 * The `data` of every server-sent event of `response`, as they arrive. Leaving the loop early
 * (the asker stopped the answer) cancels the body, which closes the connection: the provider
 * stops generating and stops billing.
 */
export async function* readEventData(
  response: Response,
  signals: StreamSignals,
): AsyncGenerator<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) {
    throw new LlmError('bad_response', 'the streamed answer has no body');
  }
  const pending: string[] = [];
  const parser = createParser({ onEvent: (event) => pending.push(event.data) });
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const chunk: { done: boolean; value?: Uint8Array } = await reader
        .read()
        .catch((error: unknown) => {
          throw toFetchError(error, signals.caller, signals.timeout, signals.timeoutMs);
        });
      if (chunk.done || chunk.value === undefined) {
        return;
      }
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      yield* pending.splice(0);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** One event's JSON, or a `bad_response` naming the provider's malformed stream. */
export function parseEventJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch (error) {
    throw new LlmError(
      'bad_response',
      `the stream sent an event that is not JSON: ${data.slice(0, 80)}`,
      {
        cause: error,
      },
    );
  }
}

/** POSTs a streamed request and answers the `data` of its events, as `readEventData` reads them. */
export async function* postEventStream(
  url: string,
  request: Omit<PostRequest, 'accept'>,
  settings: HttpSettings,
): AsyncGenerator<string> {
  const { response, timeout } = await postForResponse(
    url,
    { ...request, accept: 'text/event-stream' },
    settings,
  );
  yield* readEventData(response, {
    caller: request.signal,
    timeout,
    timeoutMs: settings.timeoutMs,
  });
}
