import { pipeline, type Readable } from 'node:stream';

import type { ZipFile } from 'yauzl';

import { DocumentError, isDocumentError } from '../errors';
import { runWithLimits, throwIfStopped } from '../limits';
import { checkEntry, type ZipEntryInfo } from './check-entry';
import { type ByteCounter, createGuardStream } from './guard-stream';
import {
  entryName,
  iterateEntries,
  openEntryStream,
  openZip,
  toZipError,
  type ZipSource,
} from './open-zip';
import { resolveZipLimits, type ZipLimits } from './zip-limits';

/**
 * Receives each file entry with its content as a stream, which it must consume (or destroy);
 * the next entry is read when the promise settles.
 */
export type ZipEntryHandler = (entry: ZipEntryInfo, content: Readable) => Promise<void>;

// The end record's entry count is checked before any entry is read; directories are not files,
// but an archive with this many times more entries than files allowed is refused at once.
const ENTRY_SLACK = 10;

/**
 * Reads a ZIP entry by entry under limits: entry count, expanded size (declared and actual),
 * per-entry ratio, unsafe names and links, nested archives. Without a handler only the central
 * directory is read (a listing check); with one, each file is streamed to it, never the whole
 * archive in memory. Resolves with every entry; fails with a `ZIP_*` code, `DOCUMENT_TIMEOUT`
 * or `DOCUMENT_ABORTED`.
 */
export async function readZip(
  source: ZipSource,
  limits: ZipLimits = {},
  onEntry?: ZipEntryHandler,
): Promise<ZipEntryInfo[]> {
  const resolved = resolveZipLimits(limits);
  let zip: ZipFile | undefined;
  let current: Readable | undefined;
  let isStopped = false;
  const stop = (): void => {
    current?.destroy();
    if (zip && !isStopped) {
      isStopped = true;
      try {
        zip.close();
      } catch {
        // Already closed by yauzl after an error.
      }
    }
  };
  try {
    return await runWithLimits(
      limits,
      async (signal) => {
        zip = await openZip(source);
        if (zip.entryCount > resolved.maxFiles * ENTRY_SLACK) {
          throw tooManyEntries(zip.entryCount, resolved.maxFiles);
        }
        const entries: ZipEntryInfo[] = [];
        const counter: ByteCounter = { bytes: 0 };
        let files = 0;
        let declaredBytes = 0;
        for await (const entry of iterateEntries(zip)) {
          throwIfStopped(signal);
          const info = checkEntry(entry, entryName(entry), resolved);
          entries.push(info);
          if (info.isDirectory) {
            continue;
          }
          files += 1;
          declaredBytes += info.size;
          if (files > resolved.maxFiles) {
            throw tooManyEntries(files, resolved.maxFiles);
          }
          if (declaredBytes > resolved.maxTotalBytes) {
            throw new DocumentError('ZIP_TOO_LARGE', {
              message: `the archive declares more than ${resolved.maxTotalBytes} bytes`,
              detail: { name: info.name, maxTotalBytes: resolved.maxTotalBytes },
            });
          }
          if (onEntry) {
            // A local header that is not where the directory says fails here: name the entry.
            const raw = await openEntryStream(zip, entry).catch((error: unknown) => {
              throw isDocumentError(error, 'ZIP_READ_ERROR') && error.cause !== undefined
                ? entryReadError(error.cause, info.name)
                : error;
            });
            const guarded = createGuardStream(info.name, resolved, counter);
            current = guarded;
            // What goes wrong while inflating (sizes that lie, damaged data) is the archive's:
            // the handler reads it as a ZIP_READ_ERROR naming the entry, never a bare Error. This
            // listener runs before pipeline's, whose destroy then finds the stream destroyed.
            raw.once('error', (error) => guarded.destroy(entryReadError(error, info.name)));
            pipeline(raw, guarded, () => undefined);
            await onEntry(info, guarded);
            guarded.destroy();
          }
        }
        return entries;
      },
      stop,
    );
  } catch (error) {
    throw toZipError(error);
  } finally {
    stop();
  }
}

/** Checks a ZIP's central directory against the limits without inflating anything. */
export async function listZip(source: ZipSource, limits: ZipLimits = {}): Promise<ZipEntryInfo[]> {
  return readZip(source, limits);
}

/** A failure of the inflating stream of entry `name`, as `ZIP_READ_ERROR` (ours pass through). */
function entryReadError(error: unknown, name: string): DocumentError {
  if (error instanceof DocumentError) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DocumentError('ZIP_READ_ERROR', {
    message: `unreadable entry ${name}: ${message}`,
    detail: { name, reason: message },
    cause: error,
  });
}

function tooManyEntries(count: number, maxFiles: number): DocumentError {
  return new DocumentError('ZIP_TOO_MANY_ENTRIES', {
    message: `${count} entries, limit ${maxFiles} files`,
    detail: { count, maxFiles },
  });
}
