import type { Readable } from 'node:stream';

import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { DocumentError } from '../errors';

/** A ZIP to read: a file path (read from disk as needed, never loaded whole) or bytes in memory. */
export type ZipSource = string | Uint8Array;

// lazyEntries: one entry at a time, on demand. validateEntrySizes: a stream that inflates past
// its declared size fails. decodeStrings off: names are decoded and checked by us, with our
// error codes, instead of yauzl's generic errors.
const OPTIONS = {
  lazyEntries: true,
  validateEntrySizes: true,
  decodeStrings: false,
  autoClose: false,
};

/** Opens a ZIP from a path or bytes; a damaged archive is `ZIP_READ_ERROR`. */
export async function openZip(source: ZipSource): Promise<ZipFile> {
  try {
    return typeof source === 'string'
      ? await yauzl.openPromise(source, OPTIONS)
      : await yauzl.fromBufferPromise(
          Buffer.from(source.buffer, source.byteOffset, source.length),
          OPTIONS,
        );
  } catch (error) {
    throw toZipError(error);
  }
}

/** The entries of an open ZIP, one at a time. */
export async function* iterateEntries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | undefined>((resolve, reject) => {
      const cleanUp = (): void => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      };
      const onEntry = (next: Entry): void => {
        cleanUp();
        resolve(next);
      };
      const onEnd = (): void => {
        cleanUp();
        resolve(undefined);
      };
      const onError = (error: unknown): void => {
        cleanUp();
        reject(toZipError(error));
      };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) {
      return;
    }
    yield entry;
  }
}

/** The entry's name, decoded (UTF-8 flag, Info-ZIP Unicode path, else CP437), backslashes kept. */
export function entryName(entry: Entry): string {
  return yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    true,
  );
}

/** Opens the inflated content of an entry. */
export async function openEntryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  try {
    return await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw toZipError(error);
  }
}

/** Wraps yauzl and zlib failures as `ZIP_READ_ERROR`; our own errors pass through. */
export function toZipError(error: unknown): DocumentError {
  if (error instanceof DocumentError) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DocumentError('ZIP_READ_ERROR', {
    message: `unreadable ZIP: ${message}`,
    detail: { reason: message },
    cause: error,
  });
}
