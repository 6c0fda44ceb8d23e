import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { collectUploads } from './walk';

let dir: string;
const at = (...parts: string[]) => join(dir, ...parts);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-walk-test-'));
  await mkdir(at('docs', 'sub', 'deeper'), { recursive: true });
  await mkdir(at('docs', '.cache'));
  await writeFile(at('docs', 'b.pdf'), 'bb');
  await writeFile(at('docs', 'a.txt'), 'a');
  await writeFile(at('docs', '.hidden'), 'h');
  await writeFile(at('docs', '.cache', 'x.pdf'), 'x');
  await writeFile(at('docs', 'sub', 'deeper', 'c.md'), 'ccc');
  await symlink(at('docs'), at('docs', 'sub', 'loop'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('collectUploads', () => {
  it('walks folders recursively in name order, keeping only each file name', async () => {
    const walk = await collectUploads([at('docs')]);

    expect(walk.files).toEqual([
      { path: at('docs', 'a.txt'), name: 'a.txt', size: 1 },
      { path: at('docs', 'b.pdf'), name: 'b.pdf', size: 2 },
      { path: at('docs', 'sub', 'deeper', 'c.md'), name: 'c.md', size: 3 },
    ]);
    expect(walk.skippedHidden).toEqual([]);
  });

  it('skips a hidden path named on the command line and reports it', async () => {
    const walk = await collectUploads([at('docs', '.hidden'), at('docs', 'a.txt')]);

    expect(walk.files.map((file) => file.name)).toEqual(['a.txt']);
    expect(walk.skippedHidden).toEqual([at('docs', '.hidden')]);
  });

  it('sends a file given twice once', async () => {
    const walk = await collectUploads([at('docs', 'a.txt'), at('docs'), at('docs', 'a.txt')]);

    expect(walk.files.filter((file) => file.name === 'a.txt')).toHaveLength(1);
  });

  it('fails on a missing path before anything else', async () => {
    await expect(collectUploads([at('docs'), at('nowhere.pdf')])).rejects.toMatchObject({
      messageKey: 'cli.files.upload.pathMissing',
      params: { path: at('nowhere.pdf') },
    });
  });
});
