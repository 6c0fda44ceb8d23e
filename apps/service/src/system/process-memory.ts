import { readdir, readFile } from 'node:fs/promises';

/** Every process under `pid`, children before grandchildren (from /proc/<pid>/task/<tid>/children). */
export async function descendantsOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const tasks = await readdir(`/proc/${next}/task`).catch(() => [] as string[]);
    for (const task of tasks) {
      const text = await readFile(`/proc/${next}/task/${task}/children`, 'utf8').catch(() => '');
      for (const child of text.split(' ').filter(Boolean).map(Number)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/**
 * One process's memory in KiB: its proportional set size (PSS: resident pages, those it shares
 * divided among the processes that map them), or its VmRSS where the kernel gives no PSS; 0 once
 * it is gone.
 */
async function memoryKbOf(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const pss = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
  if (pss !== undefined) {
    return Number(pss);
  }
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
}

/**
 * The resident memory of a process and every process under it, in MiB: what a pool compares with
 * its limit to restart a LibreOffice or a Chromium that grew (issue #17). PSS rather than the sum
 * of VmRSS, so the libraries a browser's processes share are counted once. 0 when the process is
 * gone, or off Linux (no /proc): such a pool is never restarted for memory.
 */
export async function treeMemoryMb(pid: number): Promise<number> {
  const pids = [pid, ...(await descendantsOf(pid))];
  const sizes = await Promise.all(pids.map((each) => memoryKbOf(each)));
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}
