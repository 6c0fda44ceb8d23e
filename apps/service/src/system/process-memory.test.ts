import { spawn } from 'node:child_process';
import { once } from 'node:events';

import { describe, expect, it } from 'vitest';

import { treeMemoryMb } from './process-memory';

describe('treeMemoryMb', () => {
  it('counts a process and the processes under it', async () => {
    const alone = await treeMemoryMb(process.pid);
    expect(alone).toBeGreaterThan(1);
    // A child holding 64 MiB it has written to (resident, not shared with us).
    const child = spawn(
      process.execPath,
      ['-e', 'globalThis.held = Buffer.alloc(64 * 1024 * 1024, 1); setInterval(() => {}, 1000)'],
      { stdio: 'ignore' },
    );
    try {
      await once(child, 'spawn');
      // Resident once the child has filled its buffer: wait for the state, not for a time.
      await expect
        .poll(() => treeMemoryMb(process.pid), { timeout: 20_000, interval: 100 })
        .toBeGreaterThan(alone + 48);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('is 0 for a process that is gone', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await once(child, 'exit');
    expect(await treeMemoryMb(child.pid ?? 0)).toBe(0);
  });
});
