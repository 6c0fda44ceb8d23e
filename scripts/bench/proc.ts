// A process's memory as Linux reports it under /proc, for the benches that measure servers:
// resident (VmRSS) and peak (VmHWM) memory, proportional memory (PSS), and the processes below it.
import { readdir, readFile } from 'node:fs/promises';

/** Every process under `pid`, children before grandchildren (from /proc/<pid>/task/<tid>/children). */
export async function descendants(pid: number): Promise<number[]> {
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

/** A process's resident memory (VmRSS) and its peak (VmHWM) in KiB, and its name; undefined once gone. */
export async function statusOf(
  pid: number,
): Promise<{ rssKb: number; hwmKb: number; name: string } | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  if (status === undefined) {
    return undefined;
  }
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
  return { rssKb: kib('VmRSS'), hwmKb: kib('VmHWM'), name };
}

/** The proportional set size in KiB (shared pages divided among the processes mapping them). */
export async function pssOf(pid: number): Promise<number> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
}
