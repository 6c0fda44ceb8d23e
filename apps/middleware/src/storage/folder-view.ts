import type { MiddlewareComponents } from '@folio/sdk';

import type { FolderRow, FolderStatRow } from './folders.queries';
import { ALL_FILES_VIEW, SYSTEM_FOLDERS } from './rules/folder-name';
import { folderStatus, NO_FILES, type IndexCounts } from './rules/folder-status';

type Folder = MiddlewareComponents['schemas']['Folder'];

type Totals = { counts: IndexCounts; files: number; bytes: number };

function totalsOf(stats: readonly FolderStatRow[]): Totals {
  const counts = { ...NO_FILES };
  let files = 0;
  let bytes = 0;
  for (const stat of stats) {
    counts[stat.index_status] += stat.files;
    files += stat.files;
    bytes += stat.bytes;
  }
  return { counts, files, bytes };
}

/** A folder row with its files' count, size and status label, as the contract sends it. */
export function toFolder(row: FolderRow, stats: readonly FolderStatRow[], owner: string): Folder {
  const totals = totalsOf(stats.filter((stat) => stat.folder_id === row.id));
  return {
    topico: row.name,
    descripcion: row.description,
    color: row.color,
    item_count: totals.files,
    size: totals.bytes,
    status: folderStatus(totals.counts),
    system: row.system_kind !== null,
    ...(row.system_kind === null ? {} : { system_kind: row.system_kind }),
    owner,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const SYSTEM_ORDER = new Map(SYSTEM_FOLDERS.map(({ kind }, index) => [kind, index]));

/**
 * The folder list of SPEC §3: the `all` view first (every file of the user), then the system
 * folders in the spec's order (chatbot, extractor, uploads), then the user's folders by name.
 */
export function toFolderList(
  rows: readonly FolderRow[],
  stats: readonly FolderStatRow[],
  owner: string,
): Folder[] {
  const system = rows
    .filter((row) => row.system_kind !== null)
    .sort(
      (a, b) =>
        (SYSTEM_ORDER.get(a.system_kind ?? 'uploads') ?? 0) -
        (SYSTEM_ORDER.get(b.system_kind ?? 'uploads') ?? 0),
    );
  const own = rows
    .filter((row) => row.system_kind === null)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  const all = totalsOf(stats);
  const oldest = system[0] ?? own[0];
  const since = new Date(oldest?.created_at ?? Date.now()).toISOString();
  const allView: Folder = {
    topico: ALL_FILES_VIEW,
    descripcion: null,
    color: 'gray',
    item_count: all.files,
    size: all.bytes,
    status: folderStatus(all.counts),
    system: true,
    system_kind: 'all',
    owner,
    created_at: since,
    updated_at: since,
  };
  return [allView, ...[...system, ...own].map((row) => toFolder(row, stats, owner))];
}
