import { describe, expect, it } from 'vitest';

import { folderStatus, NO_FILES } from './folder-status';

const counts = (change: Partial<typeof NO_FILES>) => ({ ...NO_FILES, ...change });

describe('folderStatus (SPEC §4 folder status labels)', () => {
  it('is inactive for an empty folder', () => {
    expect(folderStatus(NO_FILES)).toBe('inactive');
  });

  it('is processing while a file is being indexed, whatever the others', () => {
    expect(folderStatus(counts({ indexing: 1, failed: 2, pending: 3 }))).toBe('processing');
  });

  it('is pending while a file waits for indexing', () => {
    expect(folderStatus(counts({ pending: 1, indexed: 5, failed: 1 }))).toBe('pending');
  });

  it('is error once work is done and a file failed', () => {
    expect(folderStatus(counts({ failed: 1, indexed: 9 }))).toBe('error');
  });

  it('is completed when every file is indexed or has no text', () => {
    expect(folderStatus(counts({ indexed: 3, skipped: 2 }))).toBe('completed');
  });

  it('is active when no file had text to index', () => {
    expect(folderStatus(counts({ skipped: 4 }))).toBe('active');
  });
});
