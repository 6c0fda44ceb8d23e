import { afterEach, describe, expect, it } from 'vitest';

import { createFolioClients, expectData } from '../clients';
import { FolioError } from '../errors';

import { createRetryingFetch, retryAfterMs, type Clock } from './retrying-fetch';
import { sendJson, startLocalServer } from './testing/local-server';

/** A clock that records each wait and returns at once, so no test sleeps. */
function recordingClock(): Clock & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    sleep: (ms, signal) => {
      waits.push(ms);
      return signal?.aborted ? Promise.reject(signal.reason as Error) : Promise.resolve();
    },
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server answering the queued statuses (and headers) in turn, then 200. */
async function serverAnswering(answers: Array<[number, Record<string, string>?]>) {
  const server = await startLocalServer((_request, response) => {
    const [status, headers] = answers.shift() ?? [200];
    sendJson(response, status, status === 200 ? { status: 'ok', version: '1' } : {}, headers);
  });
  close = server.close;
  return server;
}

function clientsOf(url: string, clock: Clock, random = () => 1) {
  const fetch = createRetryingFetch(
    (request) => globalThis.fetch(request),
    { retries: 3, baseDelayMs: 100, maxDelayMs: 5_000 },
    clock,
    random,
  );
  return createFolioClients({ middlewareUrl: url, serviceUrl: url, fetch });
}

describe('createRetryingFetch', () => {
  it('waits what Retry-After says (seconds) and retries a GET answered 503', async () => {
    const server = await serverAnswering([[503, { 'retry-after': '2' }]]);
    const clock = recordingClock();
    const health = await expectData(clientsOf(server.url, clock).middleware.GET('/'));
    expect(health.status).toBe('ok');
    expect(clock.waits).toEqual([2_000]);
    expect(server.seen).toHaveLength(2);
  });

  it('backs off exponentially on 429 without Retry-After, capped by maxDelayMs', async () => {
    const server = await serverAnswering([[429], [429], [429, { 'retry-after': '3600' }]]);
    const clock = recordingClock();
    await expectData(clientsOf(server.url, clock).middleware.GET('/'));
    expect(clock.waits).toEqual([100, 200, 5_000]);
    expect(server.seen).toHaveLength(4);
  });

  it('gives up after `retries` and fails with the last answer as a FolioError', async () => {
    const server = await serverAnswering([[503], [503], [503], [503], [503]]);
    const clock = recordingClock();
    const error = await clientsOf(server.url, clock)
      .middleware.GET('/')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(server.seen).toHaveLength(4);
  });

  it('never sends a POST twice', async () => {
    const server = await serverAnswering([[503, { 'retry-after': '1' }]]);
    const clock = recordingClock();
    const error = await clientsOf(server.url, clock)
      .middleware.POST('/auth/logout')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(server.seen).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  it('stops waiting when the call is aborted, as an abort', async () => {
    const server = await serverAnswering([[503, { 'retry-after': '1' }]]);
    const controller = new AbortController();
    const clock: Clock = {
      now: () => 0,
      sleep: (_ms, signal) => {
        controller.abort();
        return Promise.reject(signal?.reason as Error);
      },
    };
    const error = await clientsOf(server.url, clock)
      .middleware.GET('/', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(server.seen).toHaveLength(1);
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates (RFC 9110 §10.2.3)', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
