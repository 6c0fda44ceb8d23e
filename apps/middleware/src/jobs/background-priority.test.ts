import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

const HOOKS = fileURLToPath(new URL('testing/ts-resolve-hooks.ts', import.meta.url));
const MODULE = fileURLToPath(new URL('background-priority.ts', import.meta.url));

// In a child process: lowering its own priority cannot be undone without privileges.
const PROGRAM = `
import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
const { lowerThisProcessPriority } = await import(process.argv[1]);
const changed = lowerThisProcessPriority(7);
const reader = new Worker('setTimeout(() => {}, 60_000)', { eval: true });
await new Promise((resolve) => reader.once('online', resolve));
const nice = readdirSync('/proc/self/task').map((thread) => getPriority(Number(thread)));
await reader.terminate();
console.log(JSON.stringify({ changed, nice }));
`;

describe.runIf(existsSync('/proc/self/task'))('lowerThisProcessPriority (issue 15)', () => {
  it('renices every thread of the process, and threads started later take the same niceness', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      HOOKS,
      '--input-type=module',
      '--eval',
      PROGRAM,
      MODULE,
    ]);
    const { changed, nice } = JSON.parse(stdout) as { changed: number; nice: number[] };
    expect(changed).toBeGreaterThan(1);
    expect(nice.length).toBeGreaterThan(changed);
    expect(new Set(nice)).toEqual(new Set([7]));
  });
});
