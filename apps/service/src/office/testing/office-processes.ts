// The processes of a pool's soffice, for tests that stop or kill the one that does the work, and
// the pool settings those tests start from.
import { readdir, readFile } from 'node:fs/promises';

import type { OfficePoolConfig } from '../office-pool';

/** A one-worker pool on the machine's LibreOffice (libreoffice-*-nogui, python3-uno). */
export const officePoolSettings = (
  overrides: Partial<OfficePoolConfig> = {},
): OfficePoolConfig => ({
  size: 1,
  jobTimeoutMs: 60_000,
  startTimeoutMs: 60_000,
  maxQueue: 10,
  maxJobsPerWorker: 0,
  soffice: 'soffice',
  python: '/usr/bin/python3',
  ...overrides,
});

/** soffice.bin, the child of the launcher the bridge started: the process that does the work. */
export async function officeProcessOf(launcherPid: number): Promise<number> {
  for (const entry of await readdir('/proc')) {
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (/^\d+$/.test(entry) && parent === launcherPid && stat.includes('(soffice.bin)')) {
      return Number(entry);
    }
  }
  throw new Error(`no soffice.bin under ${launcherPid}`);
}

/** A signal to one process; never to 0 or 1 (this process group, init). */
export function signalProcess(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined || pid <= 1) {
    throw new Error(`refusing to signal ${pid}`);
  }
  process.kill(pid, signal);
}
