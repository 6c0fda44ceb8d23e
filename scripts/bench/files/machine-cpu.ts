// CPU spent while a step runs, from Linux's /proc: the whole machine's (every process, the
// kernel's network and page-cache work included) and one process's. It shows why an upload is
// slower than the discarding server: on a machine of few cores, the extra work of storing (hashing,
// writing, fsync) has to fit in the cores the client and loopback HTTP leave. Elsewhere than
// Linux the figures are absent and the bench prints times alone.
import { availableParallelism } from 'node:os';

import { cpuSeconds, machineBusySeconds } from '../proc.ts';

export type CpuSpent = { machine?: number; process?: number };

/** What /proc says now, or nothing where there is no /proc. */
const reading = (read: () => Promise<number>) => read().catch(() => undefined);

/** Runs `step` and answers its result with the CPU seconds spent meanwhile. */
export async function withCpuSpent<T>(
  step: () => Promise<T>,
  pid?: number,
): Promise<{ result: T; cpu: CpuSpent }> {
  const processCpu = async () =>
    pid === undefined ? undefined : reading(() => cpuSeconds(pid, 'process'));
  const machineBefore = await reading(machineBusySeconds);
  const processBefore = await processCpu();
  const result = await step();
  const machineAfter = await reading(machineBusySeconds);
  const processAfter = await processCpu();
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
