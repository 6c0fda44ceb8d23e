import { checkUpload, isResumableUpload, type UploadLimits, type UploadRefusal } from '@folio/core';

import type { LocalFile } from './walk';

/** A file the server's limits refuse, and why (core's `checkUpload`, SPEC §5). */
export type Refused = { file: LocalFile; refusal: UploadRefusal };

/** One step of an upload: several small files in one form call, or one large file by tus. */
export type UploadTask =
  { kind: 'form'; files: LocalFile[] } | { kind: 'resumable'; file: LocalFile };

/**
 * How many small files go in one form call, and how many bytes at most. A CLI decision: a batch
 * is one request, so it fails and succeeds as one (the server keeps all or nothing) and its
 * progress moves in one step; twenty files or 24 MiB keep both small while sparing a request per
 * file for a folder of many small documents.
 */
export const BATCH_MAX_FILES = 20;
export const BATCH_MAX_BYTES = 24 * 1024 * 1024;

/** Splits the files the limits accept from those they refuse, in the order given. */
export function checkFiles(
  files: readonly LocalFile[],
  limits: UploadLimits,
): { accepted: LocalFile[]; refused: Refused[] } {
  const accepted: LocalFile[] = [];
  const refused: Refused[] = [];
  for (const file of files) {
    const refusal = checkUpload({ name: file.name, size: file.size }, limits);
    if (refusal) {
      refused.push({ file, refusal });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}

/**
 * The steps of an upload: each large file on its own through the resumable endpoint (core's
 * `isResumableUpload`), the small ones in batches of at most BATCH_MAX_FILES files and
 * BATCH_MAX_BYTES bytes, in the order given.
 */
export function planUploads(
  files: readonly LocalFile[],
  { maxFiles = BATCH_MAX_FILES, maxBytes = BATCH_MAX_BYTES } = {},
): UploadTask[] {
  const tasks: UploadTask[] = [];
  let batch: LocalFile[] = [];
  let batchBytes = 0;
  const flush = () => {
    if (batch.length > 0) {
      tasks.push({ kind: 'form', files: batch });
    }
    batch = [];
    batchBytes = 0;
  };
  for (const file of files) {
    if (isResumableUpload(file)) {
      tasks.push({ kind: 'resumable', file });
      continue;
    }
    if (batch.length >= maxFiles || (batch.length > 0 && batchBytes + file.size > maxBytes)) {
      flush();
    }
    batch.push(file);
    batchBytes += file.size;
  }
  flush();
  return tasks;
}

/**
 * Runs `work` over the items with at most `limit` running at once, in order; stops starting new
 * ones once `signal` aborts or one fails. Rejects with the first failure after the running ones
 * settle.
 */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure && !signal?.aborted) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) {
    throw failure.error;
  }
}
