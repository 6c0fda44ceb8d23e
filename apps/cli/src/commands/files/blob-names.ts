import { CliError } from '../../errors';

/** A stored file's name as the contract writes it: `<topico>/<filename>` (storage.yaml). */
export type BlobName = { topico: string; filename: string; blobName: string };

/**
 * Reads a `<folder>/<file>` argument. Folder names never contain a slash (FOLDER_NAME_INVALID) and
 * file names never do either, so the name must have exactly one, with text on both sides.
 */
export function parseBlobName(value: string): BlobName {
  const trimmed = value.trim();
  const slash = trimmed.indexOf('/');
  const topico = trimmed.slice(0, slash).trim();
  const filename = trimmed.slice(slash + 1).trim();
  if (slash <= 0 || filename === '' || topico === '' || filename.includes('/')) {
    throw new CliError('cli.files.badBlobName', { name: value });
  }
  return { topico, filename, blobName: `${topico}/${filename}` };
}

/**
 * Where `folio files cp <src> <dest>` copies to: `dest` naming a folder (`facturas` or
 * `facturas/`) keeps the source's file name; `dest` naming a file (`facturas/copia.pdf`) is taken
 * as it is.
 */
export function copyDestination(source: BlobName, dest: string): string {
  const trimmed = dest.trim();
  const folder = trimmed.endsWith('/') ? trimmed.slice(0, -1).trim() : trimmed;
  if (folder !== '' && !folder.includes('/')) {
    return `${folder}/${source.filename}`;
  }
  return parseBlobName(trimmed).blobName;
}
