// One JSON POST to a model provider, with the rules of issue #6: a time limit per attempt, no
// retry on a 4xx, one retry on a 429 or a 5xx after the wait the server asks for (Retry-After).
import { setTimeout as sleep } from 'node:timers/promises';

import { LlmError } from '../llm-error';

/** How a provider call is made: what tests and the configuration may change. */
export type HttpSettings = {
  /** Time limit of one attempt, in ms. */
  timeoutMs: number;
  /** The wait before the retry when the server names none (doubled with jitter in 0.5..1.5). */
  retryDelayMs?: number;
  /** A longer Retry-After than this is not waited for: the call fails instead. */
  maxRetryDelayMs?: number;
  /** `fetch` to use (tests); the global one by default. */
  fetch?: typeof fetch;
};

const DEFAULT_RETRY_DELAY_MS = 1_000;
const DEFAULT_MAX_RETRY_DELAY_MS = 30_000;
const ERROR_SNIPPET_CHARS = 300;

/** A POST of `body` as JSON to `url`; answers the parsed JSON of a 2xx answer. */
export async function postJson(
  url: string,
  request: PostRequest,
  settings: HttpSettings,
): Promise<unknown> {
  const { response, timeout } = await postForResponse(url, request, settings);
  return readJson(response, request.signal, timeout, settings.timeoutMs);
}

export type PostRequest = {
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal | undefined;
  /** `accept` of the request: JSON unless said (`text/event-stream` for a stream). */
  accept?: string;
};

/**
 * The 2xx answer of a POST, its body not read yet, after the retry rules above; `timeout` is the
 * time limit of the attempt that answered (still running: a caller reading a long body keeps it
 * or replaces it with its own).
 */
export async function postForResponse(
  url: string,
  request: PostRequest,
  settings: HttpSettings,
): Promise<{ response: Response; timeout: AbortSignal }> {
  const doFetch = settings.fetch ?? fetch;
  // A form goes as it is (fetch writes its multipart boundary); anything else as JSON.
  const isForm = request.body instanceof FormData;
  const payload = isForm ? (request.body as FormData) : JSON.stringify(request.body);
  for (let attempt = 1; ; attempt++) {
    request.signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          ...(isForm ? {} : { 'content-type': 'application/json' }),
          accept: request.accept ?? 'application/json',
          ...request.headers,
        },
        body: payload,
        signal,
      });
    } catch (error) {
      throw toFetchError(error, request.signal, timeout, settings.timeoutMs);
    }
    if (response.ok) {
      return { response, timeout };
    }
    const text = await response.text().catch(() => '');
    const isRetryable = response.status === 429 || response.status >= 500;
    const wait = isRetryable && attempt === 1 ? retryWait(response, settings) : undefined;
    if (wait === undefined) {
      throw new LlmError(
        'http',
        `${url} answered ${String(response.status)}: ${text.slice(0, ERROR_SNIPPET_CHARS)}`,
        { status: response.status },
      );
    }
    await sleep(wait, undefined, { signal: request.signal }).catch((error: unknown) => {
      throw request.signal?.aborted === true ? request.signal.reason : error;
    });
  }
}

/**
 * The wait before the retry: the server's Retry-After (seconds or an HTTP date) when it gives
 * one, else the default delay with jitter. Undefined when the server asks for longer than the
 * cap: waiting would hold a job for minutes, so the call fails and the built-in engine answers.
 */
export function retryWait(
  response: Pick<Response, 'headers'>,
  settings: Pick<HttpSettings, 'retryDelayMs' | 'maxRetryDelayMs'>,
  now = Date.now(),
): number | undefined {
  const max = settings.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const header = response.headers.get('retry-after')?.trim();
  let wait: number | undefined;
  if (header !== undefined && header !== '') {
    if (/^\d+(\.\d+)?$/u.test(header)) {
      wait = Number(header) * 1000;
    } else {
      const at = Date.parse(header);
      wait = Number.isNaN(at) ? undefined : Math.max(0, at - now);
    }
  }
  if (wait === undefined) {
    const base = settings.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    wait = Math.round(base * (0.5 + Math.random()));
  }
  return wait > max ? undefined : wait;
}

async function readJson(
  response: Response,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw toFetchError(error, callerSignal, timeout, timeoutMs);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new LlmError('bad_response', 'the provider answered something other than JSON', {
      cause: error,
    });
  }
}

/** A failed fetch as an LlmError, or the caller's own abort reason (a cancelled job) as is. */
export function toFetchError(
  error: unknown,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
  timeoutMs: number,
): unknown {
  if (callerSignal?.aborted) {
    return callerSignal.reason;
  }
  if (timeout.aborted) {
    return new LlmError('timeout', `no answer within ${String(timeoutMs)} ms`, { cause: error });
  }
  return new LlmError('network', `request failed: ${String(error)}`, { cause: error });
}
