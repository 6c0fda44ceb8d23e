import { describe, expect, it } from 'vitest';

import { manualClock } from '../auth/testing/accounts';
import { createLastUsedRecorder } from './last-used';

describe('createLastUsedRecorder', () => {
  it('writes a key’s use at most once per interval, each key on its own', async () => {
    const clock = manualClock();
    const writes: string[] = [];
    const record = createLastUsedRecorder({
      intervalMs: 60_000,
      clock: clock.now,
      write: async (id, at) => {
        writes.push(`${id}@${at.toISOString()}`);
      },
      onError: () => undefined,
    });
    await record('a');
    await record('a');
    await record('b');
    clock.advance(59);
    await record('a');
    clock.advance(1);
    await record('a');
    expect(writes).toEqual([
      'a@2031-05-01T10:00:00.000Z',
      'b@2031-05-01T10:00:00.000Z',
      'a@2031-05-01T10:01:00.000Z',
    ]);
  });

  it('reports a failed write instead of failing the call', async () => {
    const errors: unknown[] = [];
    const record = createLastUsedRecorder({
      intervalMs: 60_000,
      clock: manualClock().now,
      write: () => Promise.reject(new Error('database gone')),
      onError: (error) => errors.push(error),
    });
    await expect(record('a')).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
