import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { HEALTH_CHECK_INTERVAL_MS } from '../constants';

import { healthMachine } from './health.machine';

type Server = 'up' | 'down' | 'silent';

/** A health actor over a fake server whose answer the test switches. */
function startHealth(initial: Server) {
  const server = { state: initial };
  const aborted: boolean[] = [];
  const checkHealth = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => aborted.push(true));
        if (server.state === 'up') {
          resolve();
        } else if (server.state === 'down') {
          reject(new Error('503 Service Unavailable'));
        }
      }),
  );
  const machine = healthMachine.provide({
    actors: { checkHealth: fromPromise(({ signal }) => checkHealth({ signal })) },
  });
  const actor = createActor(machine).start();
  return { actor, server, checkHealth, aborted };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('healthMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the server on start (SPEC §4)', () => {
    const { actor, checkHealth } = startHealth('up');

    expect(checkHealth).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('shows the app when the check succeeds (SPEC §4)', async () => {
    const { actor } = startHealth('up');
    await settle();

    expect(actor.getSnapshot().matches('up')).toBe(true);
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(false);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('shows the maintenance screen on a non-OK answer or a failure (SPEC §4)', async () => {
    const { actor } = startHealth('down');
    await settle();

    expect(actor.getSnapshot().matches('down')).toBe(true);
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(true);
  });

  it('shows the maintenance screen when the check gets no answer within 30 s, and aborts it', async () => {
    const { actor, aborted } = startHealth('silent');

    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS - 1);
    expect(actor.getSnapshot().matches('checking')).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('down')).toBe(true);
    expect(aborted).toEqual([true]);
  });

  it('checks again every 30 s while up (SPEC §4, §9)', async () => {
    const { checkHealth } = startHealth('up');
    await settle();

    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(checkHealth).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(checkHealth).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(checkHealth).toHaveBeenCalledTimes(3);
  });

  it('goes down when a later check fails', async () => {
    const { actor, server } = startHealth('up');
    await settle();
    server.state = 'down';

    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);

    expect(actor.getSnapshot().matches('down')).toBe(true);
  });

  it('keeps showing the app while a later check is under way', async () => {
    const { actor, server } = startHealth('up');
    await settle();
    server.state = 'silent';

    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);

    expect(actor.getSnapshot().matches({ up: 'checking' })).toBe(true);
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(false);
  });

  it('keeps checking every 30 s while down and shows the app again on success (SPEC §4)', async () => {
    const { actor, server, checkHealth } = startHealth('down');
    await settle();

    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(checkHealth).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('down')).toBe(true);

    server.state = 'up';
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    expect(checkHealth).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches('up')).toBe(true);
  });

  it('stays on the maintenance screen while a check is under way', async () => {
    const { actor, server } = startHealth('down');
    await settle();
    server.state = 'silent';

    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);

    expect(actor.getSnapshot().matches({ down: 'checking' })).toBe(true);
    expect(actor.getSnapshot().hasTag('maintenance')).toBe(true);
  });

  it('checks at once on health.check from the maintenance screen', async () => {
    const { actor, server, checkHealth } = startHealth('down');
    await settle();
    server.state = 'up';

    actor.send({ type: 'health.check' });
    await settle();

    expect(checkHealth).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('up')).toBe(true);
  });

  it('ignores health.check while up, and while a check is under way', async () => {
    const up = startHealth('up');
    await settle();
    up.actor.send({ type: 'health.check' });
    expect(up.checkHealth).toHaveBeenCalledTimes(1);

    const down = startHealth('down');
    await settle();
    down.server.state = 'silent';
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_INTERVAL_MS);
    down.actor.send({ type: 'health.check' });
    expect(down.checkHealth).toHaveBeenCalledTimes(2);
  });

  it('shows the maintenance screen when checkHealth was not provided', async () => {
    const actor = createActor(healthMachine).start();
    await settle();

    expect(actor.getSnapshot().matches('down')).toBe(true);
  });
});
