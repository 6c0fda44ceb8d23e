import { RESUMABLE_UPLOAD_MIN_BYTES } from '@folio/core';
import { describe, expect, it } from 'vitest';

import { checkFiles, planUploads, runPool } from './upload-plan';
import type { LocalFile } from './walk';

const file = (name: string, size: number): LocalFile => ({ path: `/x/${name}`, name, size });
const limits = { uploadAllowedTypes: ['pdf', 'txt'], uploadMaxFileBytes: 100 };

describe('checkFiles', () => {
  it('refuses empty files, other types and files over the limit, with their codes (SPEC §5)', () => {
    const { accepted, refused } = checkFiles(
      [file('a.pdf', 10), file('b.exe', 10), file('c.txt', 0), file('d.pdf', 101)],
      limits,
    );

    expect(accepted.map((entry) => entry.name)).toEqual(['a.pdf']);
    expect(refused.map(({ file: entry, refusal }) => [entry.name, refusal.code])).toEqual([
      ['b.exe', 'UNSUPPORTED_MEDIA_TYPE'],
      ['c.txt', 'FILE_VALIDATION_ERROR'],
      ['d.pdf', 'PAYLOAD_TOO_LARGE'],
    ]);
  });
});

describe('planUploads', () => {
  it('sends large files alone by tus and batches the small ones by count and bytes', () => {
    const big = file('big.pdf', RESUMABLE_UPLOAD_MIN_BYTES);
    const tasks = planUploads(
      [file('a', 4), file('b', 4), file('c', 4), big, file('d', 9), file('e', 1)],
      { maxFiles: 2, maxBytes: 10 },
    );

    expect(
      tasks.map((task) =>
        task.kind === 'form' ? task.files.map((entry) => entry.name) : `tus:${task.file.name}`,
      ),
    ).toEqual([['a', 'b'], 'tus:big.pdf', ['c'], ['d', 'e']]);
  });
});

describe('runPool', () => {
  it('runs at most `limit` at once, every item once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5], 2, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running -= 1;
    });

    expect(most).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts nothing new once the signal aborts', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    await runPool(
      [1, 2, 3],
      1,
      async (item) => {
        started.push(item);
        controller.abort();
      },
      controller.signal,
    );

    expect(started).toEqual([1]);
  });

  it('rejects with the first failure after the running items settle', async () => {
    const started: number[] = [];
    const pool = runPool([1, 2, 3], 1, async (item) => {
      started.push(item);
      throw new Error(`failed ${item}`);
    });

    await expect(pool).rejects.toThrow('failed 1');
    expect(started).toEqual([1]);
  });
});
