import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { filesHarness } from '../../testing/files-harness';

import { runRm } from './manage';
import { nextTags, splitTags } from './tag';

describe('splitTags and nextTags', () => {
  it('reads repeated and comma-separated tags, trimmed, without empty ones', () => {
    expect(splitTags(['a, b', ' c ', ',', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes ignoring case and adds only tags not already there', () => {
    expect(nextTags(['Q1', 'old', 'ventas'], ['q1', 'nuevo'], ['OLD'])).toEqual([
      'Q1',
      'ventas',
      'nuevo',
    ]);
  });
});

describe('runRm on a terminal', () => {
  let dir: string;
  let harness: Awaited<ReturnType<typeof filesHarness>>;
  const terminal = { canPrompt: true, readStdin: async () => '' };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-rm-test-'));
    harness = await filesHarness(dir);
    harness.storage.seed('uploads', 'a.txt', 'a');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('asks first, and a no deletes nothing and exits 1', async () => {
    const questions: string[] = [];
    const { context, stderr } = await harness.signedIn({ terminal });
    const code = await runRm(context, ['uploads/a.txt'], {}, async (question) => {
      questions.push(question);
      return false;
    });

    expect(code).toBe(1);
    expect(questions).toEqual(['Delete 1 file for good? uploads/a.txt']);
    expect(stderr()).toBe('Cancelled: nothing was deleted.\n');
    expect(harness.storage.files).toHaveLength(1);
  });

  it('deletes after a yes', async () => {
    const { context, stdout } = await harness.signedIn({ terminal });
    const code = await runRm(context, ['uploads/a.txt'], {}, async () => true);

    expect(code).toBe(0);
    expect(stdout()).toBe('Deleted uploads/a.txt\n');
    expect(harness.storage.files).toHaveLength(0);
  });
});
