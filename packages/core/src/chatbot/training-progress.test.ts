import { describe, expect, it } from 'vitest';

import { isTrainingFinished, trainingProgress } from './training-progress';

describe('trainingProgress', () => {
  it('counts the files done over all of them', () => {
    expect(trainingProgress({ status: 'running', files_done: 1, files_total: 4 })).toBe(0.25);
  });

  it('is complete for a finished batch without files, and zero for a queued one', () => {
    expect(trainingProgress({ status: 'succeeded', files_done: 0, files_total: 0 })).toBe(1);
    expect(trainingProgress({ status: 'queued', files_done: 0, files_total: 0 })).toBe(0);
  });
});

describe('isTrainingFinished', () => {
  it('is true for succeeded and failed batches only (SPEC §4)', () => {
    expect(
      (['queued', 'running', 'succeeded', 'failed'] as const).map((status) =>
        isTrainingFinished({ status }),
      ),
    ).toEqual([false, false, true, true]);
  });
});
