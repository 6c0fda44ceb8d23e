import type { MiddlewareComponents, MiddlewarePaths } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';

/** A stored file as the contract describes it (storage.yaml `StoredFile`). */
export type StoredFile = MiddlewareComponents['schemas']['StoredFile'];
/** A folder (storage.yaml `Folder`). */
export type Folder = MiddlewareComponents['schemas']['Folder'];
export type FileKind = MiddlewareComponents['schemas']['FileKind'];
export type FolderColor = MiddlewareComponents['schemas']['FolderColor'];
export type SearchHit = MiddlewareComponents['schemas']['SearchHit'];
/** The files stored and space used, in total and by kind (storage.yaml `StorageUsageResponse`). */
export type StorageUsage = MiddlewareComponents['schemas']['StorageUsageResponse']['data'];
/** The upload limits of the server's public config. */
export type Limits = MiddlewareComponents['schemas']['Limits'];

/** The query of `listFiles` (GET /storage/files) without the user context. */
export type FileQuery = Omit<
  NonNullable<MiddlewarePaths['/storage/files']['get']['parameters']['query']>,
  'empresa' | 'user'
>;

/** One page of a listing and where the next one starts. */
export type FilePage = { items: StoredFile[]; total: number; nextCursor: string | null };

/** The most files one listing page may hold (storage.yaml `limit` maximum). */
export const MAX_PAGE_SIZE = 200;

/** The server's upload limits (GET /config, public). */
export async function fetchLimits(context: SignedInContext): Promise<Limits> {
  return (await context.folio.system.config()).limits;
}

/** The user's folders, system folders first (listFoldersByUser). */
export function listFolders(context: SignedInContext): Promise<Folder[]> {
  return context.folio.folders.list();
}

/** The user's files stored and space used (getStorageUsage). */
export function fetchUsage(context: SignedInContext): Promise<StorageUsage> {
  return context.folio.account.usage();
}

/**
 * The folder named `name`, matched ignoring case as the server keeps names unique (SPEC §5);
 * a CliError naming it when the user has none, so a typo never reaches the server as a mystery.
 */
export async function requireFolder(context: SignedInContext, name: string): Promise<Folder> {
  const wanted = name.trim().toLowerCase();
  const folder = (await listFolders(context)).find(
    (candidate) => candidate.topico.toLowerCase() === wanted,
  );
  if (!folder) {
    throw new CliError('cli.files.folderNotFound', { folder: name });
  }
  return folder;
}

/** One page of files (listFiles). */
export async function listFilesPage(
  context: SignedInContext,
  query: FileQuery,
  signal?: AbortSignal,
): Promise<FilePage> {
  return context.folio.files.page(query, signal ? { signal } : {});
}

/** Every file of a listing, page after page through the keyset cursor. */
export async function listAllFiles(
  context: SignedInContext,
  query: Omit<FileQuery, 'cursor' | 'limit'>,
): Promise<StoredFile[]> {
  const items: StoredFile[] = [];
  let cursor: string | null = null;
  do {
    const page: FilePage = await listFilesPage(context, {
      ...query,
      limit: MAX_PAGE_SIZE,
      ...(cursor === null ? {} : { cursor }),
    });
    items.push(...page.items);
    cursor = page.items.length === 0 ? null : page.nextCursor;
  } while (cursor !== null);
  return items;
}

/**
 * Sends files to a folder in one form call (uploadFiles), streamed from disk; `onBytes` hears how
 * much of the body has gone. Resolves with the stored files in the order sent.
 */
export function uploadForm(
  context: SignedInContext,
  request: {
    topico: string;
    replace: boolean;
    files: readonly File[];
    signal?: AbortSignal;
    onBytes?: (sent: number, total: number) => void;
  },
): Promise<StoredFile[]> {
  return context.folio.files.uploadMany(request.files, {
    folder: request.topico,
    replace: request.replace,
    ...(request.signal ? { signal: request.signal } : {}),
    // Without a listener the SDK sends the form whole; the CLI always streams from disk.
    onProgress: request.onBytes ?? (() => undefined),
  });
}

/** A file's record by its blob name (getFileInfo). */
export function fileInfo(context: SignedInContext, blobName: string): Promise<StoredFile> {
  return context.folio.files.getByName(blobName);
}

/** Full-text search over the indexed content (searchFileContents, SPEC §7). */
export function searchContent(
  context: SignedInContext,
  request: { prompt: string; topico: string; limit?: number },
): Promise<SearchHit[]> {
  return context.folio.files.searchContent(request.prompt, {
    folder: request.topico,
    ...(request.limit === undefined ? {} : { limit: request.limit }),
  });
}
