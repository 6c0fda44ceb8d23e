// The processes of a pool's soffice, for tests that stop or kill the one that does the work.
import { readdir, readFile } from 'node:fs/promises';

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
