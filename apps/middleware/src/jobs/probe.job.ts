import { setTimeout as sleep } from 'node:timers/promises';

import { PermanentJobError, type JobHandler } from './job-handler';

/** The kind of the built-in probe job. */
export const PROBE_JOB_KIND = 'system.probe';

export type ProbePayload = { steps: number; stepMs: number };
export type ProbeResult = { workerId: string; steps: number };

const MAX_STEPS = 10_000;
const MAX_STEP_MS = 10 * 60 * 1000;

/**
 * `system.probe`: waits `steps` times `stepMs`, reporting progress after each step, and returns
 * the worker that ran it. It does no work of its own: an operator enqueues one to check that
 * workers claim, heartbeat, report progress and complete end to end, and the recovery tests use
 * it as a long job that a dying worker leaves behind.
 */
export const runProbeJob: JobHandler = async (context): Promise<ProbeResult> => {
  const { steps, stepMs } = parseProbePayload(context.payload);
  for (let step = 1; step <= steps; step += 1) {
    await sleep(stepMs, undefined, { signal: context.signal });
    await context.progress(step, steps, `step ${step} of ${steps}`);
  }
  return { workerId: context.workerId, steps };
};

function parseProbePayload(payload: unknown): ProbePayload {
  if (
    typeof payload === 'object' &&
    payload !== null &&
    'steps' in payload &&
    'stepMs' in payload
  ) {
    const { steps, stepMs } = payload;
    if (isWholeNumber(steps, MAX_STEPS) && isWholeNumber(stepMs, MAX_STEP_MS)) {
      return { steps, stepMs };
    }
  }
  throw new PermanentJobError(
    `system.probe wants { steps: 0..${MAX_STEPS}, stepMs: 0..${MAX_STEP_MS} }, got ${JSON.stringify(payload)}`,
  );
}

function isWholeNumber(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}
