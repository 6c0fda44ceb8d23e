import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Gives every thread of this process the scheduling niceness `nice` (0 to 19), so a job worker
 * that shares cores with middleware processes yields to them: requests wait on the CPU less, jobs
 * take the cores left over. On Linux niceness is per thread, and a thread takes its creator's, so
 * the threads that exist now (libuv's pool, V8's helpers) are each reniced and later ones (the
 * document readers, OCR and office children) inherit it. Answers the threads changed; where
 * `/proc` is missing (not Linux) only the calling thread is. A refusal (no permission in a
 * container) is logged by the caller and changes nothing else.
 */
export function lowerThisProcessPriority(nice: number): number {
  if (nice <= 0) {
    return 0;
  }
  let threads: number[];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    setPriority(nice);
    return 1;
  }
  for (const thread of threads) {
    setPriority(thread, nice);
  }
  return threads.length;
}
