import { createFolioClients } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { createFakeServer, TEST_ORIGIN } from '../../testing/fixtures';

import { healthMachine } from './health.machine';

function startHealth(server: ReturnType<typeof createFakeServer>) {
  const clients = createFolioClients({
    middlewareUrl: `${TEST_ORIGIN}/api`,
    serviceUrl: `${TEST_ORIGIN}/api`,
    fetch: server.fetch,
  });
  return createActor(healthMachine, { input: { sdk: { clients } } }).start();
}

describe('health machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks GET /api on start and is up when it answers OK (SPEC §4)', async () => {
    const server = createFakeServer();

    const actor = startHealth(server);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);

    expect(actor.getSnapshot().matches('up')).toBe(true);
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/']);
  });

  it('checks again every 30 s (SPEC §9)', async () => {
    const server = createFakeServer();
    const actor = startHealth(server);
    await vi.advanceTimersByTimeAsync(0);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);

    expect(server.requests).toHaveLength(3);
    expect(actor.getSnapshot().matches('up')).toBe(true);
  });

  it('goes down when a later check fails and up again when one succeeds (SPEC §4)', async () => {
    const server = createFakeServer();
    const actor = startHealth(server);
    await vi.advanceTimersByTimeAsync(0);

    server.health = 'unavailable';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().matches('down')).toBe(true);

    server.health = 'unreachable';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().matches('down')).toBe(true);

    server.health = 'ok';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().matches('up')).toBe(true);
  });

  it('is down from the start when the server cannot be reached (SPEC §4)', async () => {
    const server = createFakeServer({ health: 'unreachable' });

    const actor = startHealth(server);
    await vi.advanceTimersByTimeAsync(0);

    expect(actor.getSnapshot().matches('down')).toBe(true);
  });
});
