import { afterEach, describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import { createFolio } from './create-folio';
import type { Run } from './extraction-run';
import type { Clock } from './retrying-fetch';
import { sendJson, startLocalServer } from './testing/local-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const RUN_ID = '00000000-0000-4000-8000-000000000001';
const runAt = (status: Run['status'], done: number): Run => ({
  run_id: RUN_ID,
  config_name: 'Facturas',
  status,
  total: 2,
  done,
  failed: 0,
  documents: [],
  created_at: '2026-01-01T00:00:00Z',
});

/** A middleware whose run goes through `states`, one per read; starting it answers the first. */
async function folioWithRun(states: Run[], clock: Clock) {
  const server = await startLocalServer((request, response) => {
    if (request.url?.startsWith('/api/extractor/extract')) {
      request.resume();
      request.on('end', () => sendJson(response, 202, { success: true, data: states[0] }));
      return;
    }
    // Each read moves on to the next state; the last one stays.
    if (states.length > 1) {
      states.shift();
    }
    sendJson(response, 200, { success: true, data: states[0] });
  });
  close = server.close;
  // The caller's own session: the CLI's, here a fixed token.
  const folio = await createFolio({
    url: server.url,
    serviceUrl: server.url,
    session: { getAccessToken: () => 'token', refresh: async () => undefined },
    username: 'ana@example.com',
    clock,
  });
  return { folio, server };
}

/** A clock that records waits and returns at once. */
const instantClock = (): Clock & { waits: number[] } => {
  const waits: number[] = [];
  return {
    waits,
    now: () => 0,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
};

describe('extractor.run', () => {
  it('tells progress listeners every change and resolves done() with the finished run', async () => {
    const clock = instantClock();
    const { folio, server } = await folioWithRun(
      [runAt('queued', 0), runAt('running', 1), runAt('running', 1), runAt('succeeded', 2)],
      clock,
    );
    const run = await folio.extractor.run('Facturas', new Blob(['zip']));
    const seen: string[] = [];
    run.on('progress', (progress) => seen.push(`${progress.status}:${String(progress.done)}`));
    const finished = await run.done({ intervalMs: 250 });
    expect(finished.status).toBe('succeeded');
    expect(seen).toEqual(['queued:0', 'running:1', 'succeeded:2']);
    expect(clock.waits.every((ms) => ms === 250)).toBe(true);
    expect(server.seen[0]?.authorization).toBe('Bearer token');
  });

  it('rejects done() with ENTITY_EXTRACTION_ERROR when the run failed', async () => {
    const { folio } = await folioWithRun([runAt('running', 0), runAt('failed', 0)], instantClock());
    const run = await folio.extractor.run('Facturas', new Blob(['zip']));
    const error = await run.done().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'ENTITY_EXTRACTION_ERROR', detail: { status: 'failed' } });
  });

  it('bounds the whole wait by timeoutMs', async () => {
    const clock: Clock = {
      now: () => 0,
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        }),
    };
    const { folio } = await folioWithRun([runAt('running', 0)], clock);
    const run = await folio.extractor.run('Facturas', new Blob(['zip']));
    const error = await run.done({ timeoutMs: 20 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', detail: { timeoutMs: 20 } });
  });
});
