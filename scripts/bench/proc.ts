// What Linux reports under /proc, for the benches that measure servers: a process's resident
// (VmRSS) and peak (VmHWM) memory, proportional memory (PSS), the processes below it, and CPU
// time, a process's and the whole machine's.
import { readFile } from 'node:fs/promises';

/** Every process under `pid`, children before grandchildren: the service's own reading. */
export { descendantsOf } from '../../apps/service/src/system/process-memory.ts';

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

// USER_HZ: the unit of /proc's CPU times, 100 on every Linux build Node runs on.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) of a process, or of the children it has waited for. */
export async function cpuSeconds(
  pid: number | 'self',
  of: 'process' | 'children',
): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime is field 14.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const at = of === 'process' ? 11 : 13;
  return (Number(fields[at]) + Number(fields[at + 1])) / TICKS_PER_SECOND;
}

/** Busy CPU seconds of the whole machine so far (user, nice, system, irq, softirq). */
export async function machineBusySeconds(): Promise<number> {
  const stat = await readFile('/proc/stat', 'utf8');
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = (stat.split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}
