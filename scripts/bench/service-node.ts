// The Node flags the service runs with (its binary's `#!/usr/bin/env -S node ...` line, in
// apps/service/src/cli.ts): benches of the service's code run under the same ones, since V8's heap
// settings change both its speed and its memory.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const SERVICE_CLI_SOURCE = resolve(import.meta.dirname, '../../apps/service/src/cli.ts');

/** The flags of a script's `#!/usr/bin/env [-S] node --flag ...` first line. */
export function nodeFlagsOf(script: string): string[] {
  const firstLine = readFileSync(script, 'utf8').split('\n', 1)[0] ?? '';
  const match = /^#!\/usr\/bin\/env (?:-S )?node(?<flags>(?: --?[\w-]+(?:=\S+)?)*)\s*$/u.exec(
    firstLine,
  );
  return match?.groups?.['flags']?.trim().split(/\s+/u).filter(Boolean) ?? [];
}

/** The service binary's Node flags. */
export const SERVICE_NODE_FLAGS = nodeFlagsOf(SERVICE_CLI_SOURCE);

/** Runs this bench again under the service's flags when it was started without them. */
export function runUnderServiceFlags(): void {
  const missing = SERVICE_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) {
    return;
  }
  const rerun = spawnSync(
    process.execPath,
    [...process.execArgv, ...missing, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(rerun.status ?? 1);
}
