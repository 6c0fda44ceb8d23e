import { PassThrough } from 'node:stream';

import { describe, expect, it } from 'vitest';

import type { StagedFile } from './stage-file';
import { createStagingQueue } from './staging-queue';

/** A staging the test settles itself, on a source the test ends itself. */
function heldStaging(name: string) {
  const source = new PassThrough();
  let settle: (outcome: StagedFile | Error) => void = () => {};
  const staging = new Promise<StagedFile>((resolve, reject) => {
    settle = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
  });
  const file = { filename: name } as StagedFile;
  return { source, staging, file, settle };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('staging queue', () => {
  it('moves on once a file is read, while its tail still runs, and settles in request order', async () => {
    const queue = createStagingQueue(4);
    const first = heldStaging('first');
    const second = heldStaging('second');
    first.source.end();
    first.source.resume();
    await queue.add(first.staging, first.source);
    second.source.end();
    second.source.resume();
    await queue.add(second.staging, second.source);
    second.settle(second.file);
    first.settle(first.file);
    expect(await queue.settle()).toEqual({ staged: [first.file, second.file], failure: undefined });
  });

  it('waits for a free tail slot past its limit', async () => {
    const queue = createStagingQueue(1);
    const first = heldStaging('first');
    first.source.end();
    first.source.resume();
    let added = false;
    const adding = queue.add(first.staging, first.source).then(() => (added = true));
    await tick();
    expect(added).toBe(false);
    first.settle(first.file);
    await adding;
    expect(added).toBe(true);
  });

  it('keeps the first refusal, drains the refused source and still settles the others', async () => {
    const queue = createStagingQueue(4);
    const good = heldStaging('good');
    const bad = heldStaging('bad');
    good.source.end();
    good.source.resume();
    await queue.add(good.staging, good.source);
    const refusal = new Error('refused');
    const adding = queue.add(bad.staging, bad.source);
    bad.settle(refusal);
    await adding;
    expect(queue.firstFailure()).toBe(refusal);
    bad.source.end('rest of the body');
    await tick();
    expect(bad.source.readableEnded).toBe(true);
    good.settle(good.file);
    expect(await queue.settle()).toEqual({ staged: [good.file], failure: refusal });
  });
});
