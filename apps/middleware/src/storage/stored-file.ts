import type { MiddlewareComponents } from '@folio/sdk';

import type { FileRow } from './files.queries';

/** A file as the contract sends it (SPEC §3 File). */
export type StoredFile = MiddlewareComponents['schemas']['StoredFile'];

/** A file's name across the API: `<topico>/<filename>`, unique within the user. */
export function blobNameOf(topico: string, filename: string): string {
  return `${topico}/${filename}`;
}

/**
 * Reads a `blob_name` back into folder and file names. Folder names never hold `/`, so the first
 * one separates them; anything without both parts names no file.
 */
export function parseBlobName(blobName: string): { topico: string; filename: string } | undefined {
  const slash = blobName.indexOf('/');
  if (slash <= 0 || slash === blobName.length - 1) {
    return undefined;
  }
  return {
    topico: blobName.slice(0, slash).normalize('NFC'),
    filename: blobName.slice(slash + 1).normalize('NFC'),
  };
}

/** A file row as the contract's StoredFile. */
export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    blob_name: blobNameOf(row.topico, row.filename),
    filename: row.filename,
    topico: row.topico,
    kind: row.kind,
    category: row.category,
    config_name: row.config_name,
    mime_type: row.mime_type,
    size: Number(row.size),
    sha256: row.sha256,
    pages: row.pages,
    tags: row.tags,
    description: row.description,
    access_count: row.access_count,
    index_status: row.index_status,
    index_progress: row.index_progress,
    index_error: row.index_error,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
