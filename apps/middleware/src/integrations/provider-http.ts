import { setTimeout as sleep } from 'node:timers/promises';

import { AppError } from '@folio/core';

import { retryWait } from '../ai/providers/http-json';
import { cloudError, errorReasonOf, isRetryableStatus, isStorageFull } from './provider-errors';

/** How calls to a provider behave: the attempts and the longest wait a Retry-After may ask. */
export type ProviderHttpSettings = {
  maxRetryWaitMs: number;
  /** Attempts of one call for a 429 or a 5xx (the first included). */
  attempts?: number;
  /** The wait before a retry when the answer names none (doubled with jitter). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
};

export type ProviderRequest = {
  method?: string;
  headers?: Record<string, string>;
  /** Sent again on a retry, so bytes or text, never a stream. */
  body?: string | Uint8Array;
  signal?: AbortSignal | undefined;
  /** Statuses that are answers, not failures (a resumable upload's 308). */
  accept?: readonly number[];
  /** What the error's detail names (the provider, the item), for logs and the client. */
  detail: Record<string, unknown>;
};

const DEFAULT_ATTEMPTS = 4;

/**
 * One call to a provider's API. A 429 or a 5xx is asked again after the Retry-After it names (up
 * to `maxRetryWaitMs`; a longer one is reported at once), else after a growing delay; other
 * refusals become the cloud import family's codes (cloudErrorCodeOf). A network failure is
 * CLOUD_SERVICE_ERROR after the same retries. The caller's abort passes through as itself.
 */
export async function callProvider(
  url: string,
  request: ProviderRequest,
  settings: ProviderHttpSettings,
): Promise<Response> {
  const doFetch = settings.fetch ?? fetch;
  const attempts = settings.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    request.signal?.throwIfAborted();
    let response: Response;
    try {
      response = await doFetch(url, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: request.signal,
        redirect: 'follow',
      });
    } catch (error) {
      if (request.signal?.aborted) {
        throw request.signal.reason;
      }
      if (attempt >= attempts) {
        throw new AppError('CLOUD_SERVICE_ERROR', {
          message: `cloud provider unreachable: ${String(error)}`,
          detail: request.detail,
          cause: error,
        });
      }
      await pause(delayOf(attempt, settings), request.signal);
      continue;
    }
    if (response.ok || request.accept?.includes(response.status)) {
      return response;
    }
    const body: unknown = await response.json().catch(() => undefined);
    const reason = errorReasonOf(body);
    const error = cloudError(response.status, reason, request.detail);
    const isRetryable =
      (isRetryableStatus(response.status) || error.code === 'CLOUD_RATE_LIMITED') &&
      !isStorageFull(response.status, reason);
    const wait =
      isRetryable && attempt < attempts
        ? retryWait(response, {
            retryDelayMs: delayOf(attempt, settings),
            maxRetryDelayMs: settings.maxRetryWaitMs,
          })
        : undefined;
    if (wait === undefined) {
      throw error;
    }
    await pause(wait, request.signal);
  }
}

function delayOf(attempt: number, settings: ProviderHttpSettings): number {
  return (settings.retryDelayMs ?? 500) * 2 ** (attempt - 1);
}

async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  await sleep(ms, undefined, { signal }).catch((error: unknown) => {
    throw signal?.aborted === true ? signal.reason : error;
  });
}

/** The JSON of a provider's answer; CLOUD_SERVICE_ERROR when it is not JSON. */
export async function readProviderJson<T>(response: Response, detail: object): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new AppError('CLOUD_SERVICE_ERROR', {
      message: 'cloud provider answered something other than JSON',
      detail,
      cause: error,
    });
  }
}

/** A file's bytes from a provider, as a stream; CLOUD_SERVICE_ERROR when the answer has none. */
export async function openProviderDownload(
  url: string,
  accessToken: string,
  request: Pick<ProviderRequest, 'signal' | 'detail'>,
  settings: ProviderHttpSettings,
): Promise<AsyncIterable<Uint8Array>> {
  const response = await callProvider(
    url,
    { headers: { authorization: `Bearer ${accessToken}` }, ...request },
    settings,
  );
  if (!response.body) {
    throw new AppError('CLOUD_SERVICE_ERROR', {
      message: 'download without a body',
      detail: request.detail,
    });
  }
  return response.body;
}
