// CPU spent while a step runs, from Linux's /proc: the whole machine's (every process, the
// kernel's network and page-cache work included) and one process's. It shows why an upload is
// slower than the discarding server: on a machine of few cores, the extra work of storing (hashing,
// writing, fsync) has to fit in the cores the client and loopback HTTP leave. Elsewhere than
// Linux the figures are absent and the bench prints times alone.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';

// USER_HZ: the unit of /proc's CPU times, 100 on every Linux build Node runs on.
const TICKS_PER_SECOND = 100;

/** Busy CPU time of the whole machine so far (user, nice, system, irq, softirq), in seconds. */
async function machineBusySeconds(): Promise<number | undefined> {
  const text = await readFile('/proc/stat', 'utf8').catch(() => undefined);
  const fields = text?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 7) {
    return undefined;
  }
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

/** CPU time of one process so far (every thread, user and system), in seconds. */
async function processSeconds(pid: number): Promise<number | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = text?.slice(text.lastIndexOf(')') + 2).split(' ');
  if (!fields) {
    return undefined;
  }
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export type CpuSpent = { machine?: number; process?: number };

/** Runs `step` and answers its result with the CPU seconds spent meanwhile. */
export async function withCpuSpent<T>(
  step: () => Promise<T>,
  pid?: number,
): Promise<{ result: T; cpu: CpuSpent }> {
  const machineBefore = await machineBusySeconds();
  const processBefore = pid === undefined ? undefined : await processSeconds(pid);
  const result = await step();
  const machineAfter = await machineBusySeconds();
  const processAfter = pid === undefined ? undefined : await processSeconds(pid);
  const cpu: CpuSpent = {};
  if (machineBefore !== undefined && machineAfter !== undefined) {
    cpu.machine = machineAfter - machineBefore;
  }
  if (processBefore !== undefined && processAfter !== undefined) {
    cpu.process = processAfter - processBefore;
  }
  return { result, cpu };
}

/** The cores the machine has, for the floor a CPU-bound step cannot beat. */
export const machineCores = availableParallelism();
