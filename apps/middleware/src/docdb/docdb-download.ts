import type { Readable } from 'node:stream';

import { AppError } from '@folio/core';

import { BlobNotFoundError } from '../blobs/blob-store';
import { uniqueEntryNames, zipStream } from '../storage/storage.feature';
import { docdbNotFound } from './docdb-view';
import { selectFilesByIds } from './docdb.queries';
import type { DocdbDeps } from './docdb-deps';

/** A download: one PDF with its name and size, or several as a streamed ZIP. */
export type DocdbDownload =
  | { kind: 'pdf'; fileName: string; size: number; stream: Readable }
  | { kind: 'zip'; fileName: 'archivos.zip'; stream: Readable };

/**
 * One PDF as itself, several as `archivos.zip` (SPEC §7 default name) streamed entry by entry
 * with the storage feature's ZIP writer, in the order asked, a repeated name numbered. Unknown
 * ids are RESOURCE_NOT_FOUND before a byte is sent.
 */
export async function openDocdbDownload(
  deps: DocdbDeps,
  userId: string,
  fileIds: readonly string[],
): Promise<DocdbDownload> {
  const wanted = [...new Set(fileIds)];
  const rows = await selectFilesByIds(deps.db, userId, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.find((id) => !byId.has(id));
  if (missing !== undefined) {
    throw docdbNotFound('file', missing);
  }
  const files = wanted.flatMap((id) => byId.get(id) ?? []);
  const open = async (key: string) => {
    try {
      return await deps.blobs.get(key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        deps.log.error({ key }, 'document-database file without its blob');
        throw new AppError('FILE_DOWNLOAD_ERROR', { message: 'blob missing', cause: error });
      }
      throw error;
    }
  };
  const [only] = files;
  if (files.length === 1 && only !== undefined) {
    return {
      kind: 'pdf',
      fileName: only.file_name,
      size: Number(only.size),
      stream: await open(only.blob_key),
    };
  }
  const names = uniqueEntryNames(files.map((file) => file.file_name));
  return {
    kind: 'zip',
    fileName: 'archivos.zip',
    stream: zipStream(
      files.map((file, index) => ({
        name: names[index] ?? file.file_name,
        modifiedAt: new Date(file.created_at),
        open: () => open(file.blob_key),
      })),
    ),
  };
}
