import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';

import type { FileKind, FilesTable, Tables } from '../db/schema';
import type { FileSort, SortOrder } from './rules/list-cursor';

type Db = Kysely<Tables>;

/** A file row with its folder's name (`topico`). */
export type FileRow = Selectable<FilesTable> & { topico: string };

/**
 * A row of a listing, without its folder (joining every row to its folder costs more than the
 * page itself), and its creation time in microseconds since 1970 for the keyset: PostgreSQL keeps
 * microseconds, a JS Date only milliseconds, and casting timestamps to text is slow on PGlite.
 */
export type ListedFileRow = Selectable<FilesTable> & { created_us: string | number };

export type NewFileRow = Insertable<FilesTable> & { id: string };

/** The rows of the user's files, with their folder's name; every query starts here. */
function filesOf(db: Db, userId: string) {
  return db
    .selectFrom('files as f')
    .innerJoin('folders as fo', 'fo.id', 'f.folder_id')
    .selectAll('f')
    .select('fo.name as topico')
    .where('f.user_id', '=', userId);
}

/** The names of the user's folders by id, to name the folders of listed rows. */
export async function selectFolderNames(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('folders')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The user's file of a folder (by id) and a name, ignoring case. */
export async function findFileInFolder(
  db: Db,
  userId: string,
  folderId: string,
  filename: string,
): Promise<FileRow | undefined> {
  return filesOf(db, userId)
    .where('f.folder_id', '=', folderId)
    .where(sql<string>`lower(f.filename)`, '=', sql<string>`lower(${filename})`)
    .executeTakeFirst();
}

/** The user's files named by `(folder name, file name)` pairs, ignoring case. */
export async function findFilesByNames(
  db: Db,
  userId: string,
  names: ReadonlyArray<{ topico: string; filename: string }>,
): Promise<FileRow[]> {
  if (names.length === 0) {
    return [];
  }
  const pairs = names.map(({ topico, filename }) => sql`(lower(${topico}), lower(${filename}))`);
  return filesOf(db, userId)
    .where(sql<boolean>`(lower(fo.name), lower(f.filename)) in (${sql.join(pairs)})`)
    .execute();
}

/** Which of `filenames` a folder holds already, as lower-case names. */
export async function selectExistingNames(
  db: Db,
  folderId: string,
  filenames: readonly string[],
): Promise<Set<string>> {
  if (filenames.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectFrom('files')
    .select('filename')
    .where('folder_id', '=', folderId)
    .where(
      sql<string>`lower(filename)`,
      'in',
      filenames.map((name) => sql<string>`lower(${name})`),
    )
    .execute();
  return new Set(rows.map((row) => row.filename.toLowerCase()));
}

/** The lower-case names in a folder whose folded name starts with `keyPrefix`. */
export async function selectTakenNames(
  db: Db,
  folderId: string,
  keyPrefix: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('files')
    .select('filename')
    .where('folder_id', '=', folderId)
    .where(sql<boolean>`starts_with(name_key, ${keyPrefix})`)
    .execute();
  return new Set(rows.map((row) => row.filename.toLowerCase()));
}

export async function insertFileRows(db: Db, rows: readonly NewFileRow[]): Promise<void> {
  if (rows.length > 0) {
    await db.insertInto('files').values(rows).execute();
  }
}

/** Deletes file rows by id; answers their blob keys. */
export async function deleteFileRows(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db.deleteFrom('files').where('id', 'in', ids).returning('blob_key').execute();
  return rows.map((row) => row.blob_key);
}

/** Moves a file to a folder under a name. */
export async function moveFileRow(
  db: Db,
  id: string,
  move: { folderId: string; filename: string; nameKey: string },
): Promise<void> {
  await db
    .updateTable('files')
    .set({
      folder_id: move.folderId,
      filename: move.filename,
      name_key: move.nameKey,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function updateFileMetadataRow(
  db: Db,
  id: string,
  change: { tags?: string[]; description?: string | null },
): Promise<void> {
  await db
    .updateTable('files')
    .set({
      ...(change.tags === undefined ? {} : { tags: change.tags }),
      ...(change.description === undefined ? {} : { description: change.description }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Adds one to the access count of files (download, ZIP download). */
export async function incrementAccessCount(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) {
    await db
      .updateTable('files')
      .set((eb) => ({ access_count: eb('access_count', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
  }
}

/** The user's files of the given ids, in the order of `ids`. */
export async function findFilesByIds(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<FileRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await filesOf(db, userId).where('f.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findFileById(
  db: Db,
  userId: string,
  id: string,
): Promise<FileRow | undefined> {
  return filesOf(db, userId).where('f.id', '=', id).executeTakeFirst();
}

export type FileFilter = {
  userId: string;
  folderId?: string | undefined;
  kind?: FileKind | undefined;
  category?: 'config' | 'chat' | undefined;
  /** A LIKE pattern over `name_key` (escape `\`). */
  nameLike?: string | undefined;
};

/**
 * The rows a filter matches, without joins. A folder's listing filters by the folder alone (the
 * caller found it among the user's own), so the planner uses that folder's indexes.
 */
function filtered(db: Db, filter: FileFilter) {
  return db
    .selectFrom('files as f')
    .selectAll('f')
    .select(sql<string>`(extract(epoch from f.created_at) * 1000000)::bigint`.as('created_us'))
    .where(matching(filter));
}

/** The conditions of a filter on `files as f`, for the listing and its count alike. */
function matching(filter: FileFilter) {
  return (eb: ExpressionBuilder<{ f: FilesTable }, 'f'>) => {
    const conditions: Expression<SqlBool>[] = [
      filter.folderId === undefined
        ? eb('f.user_id', '=', filter.userId)
        : eb('f.folder_id', '=', filter.folderId),
    ];
    if (filter.kind !== undefined) {
      conditions.push(eb('f.kind', '=', filter.kind));
    }
    if (filter.category !== undefined) {
      conditions.push(eb('f.category', '=', filter.category));
    }
    if (filter.nameLike !== undefined) {
      conditions.push(sql<boolean>`f.name_key like ${filter.nameLike} escape '\\'`);
    }
    return eb.and(conditions);
  };
}

/** A kind's file count and bytes, as PostgreSQL answers `count` and `sum` (bigint: text). */
export type KindUsageRow = { kind: FileKind; files: string | number; bytes: string | number };

/** The user's file count and bytes by kind, one row per kind that has files (getStorageUsage). */
export async function selectUsageByKind(db: Db, userId: string): Promise<KindUsageRow[]> {
  return db
    .selectFrom('files')
    .select((eb) => [
      'kind',
      eb.fn.countAll<string>().as('files'),
      sql<string>`coalesce(sum(size), 0)`.as('bytes'),
    ])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
}

/** How many files a filter matches, across every page. */
export async function countFiles(db: Db, filter: FileFilter): Promise<number> {
  const row = await db
    .selectFrom('files as f')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(matching(filter))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The keyset of each order: the sort columns, the id last, with the casts of cursor values. */
const KEYSET: Record<FileSort, Array<{ column: string; cast: string }>> = {
  date: [
    { column: 'f.created_at', cast: 'microseconds' },
    { column: 'f.id', cast: 'uuid' },
  ],
  name: [
    { column: 'f.name_key', cast: 'text' },
    { column: 'f.id', cast: 'uuid' },
  ],
  size: [
    { column: 'f.size', cast: 'bigint' },
    { column: 'f.id', cast: 'uuid' },
  ],
  type: [
    { column: 'f.kind', cast: 'text' },
    { column: 'f.name_key', cast: 'text' },
    { column: 'f.id', cast: 'uuid' },
  ],
};

/** The cursor values of a row for an order, as text (see rules/list-cursor.ts). */
export function keyValues(row: ListedFileRow, sort: FileSort): string[] {
  switch (sort) {
    case 'date':
      return [String(row.created_us), row.id];
    case 'name':
      return [row.name_key, row.id];
    case 'size':
      return [String(row.size), row.id];
    case 'type':
      return [row.kind, row.name_key, row.id];
  }
}

/**
 * One keyset page (limit + 1 rows, so the caller knows whether more follow): the rows strictly
 * after `after` in the order, with a row comparison that an index on the same columns serves.
 */
export async function selectFilePage(
  db: Db,
  filter: FileFilter,
  page: { sort: FileSort; order: SortOrder; after?: string[] | undefined; limit: number },
): Promise<ListedFileRow[]> {
  const keyset = KEYSET[page.sort];
  const direction = page.order === 'asc' ? 'asc' : 'desc';
  let query = filtered(db, filter);
  if (page.after) {
    const after = page.after;
    const columns = keyset.map(({ column }) => sql.ref(column));
    const values: RawBuilder<unknown>[] = keyset.map(({ cast }, index) =>
      cast === 'microseconds'
        ? sql`timestamptz 'epoch' + cast(${after[index] ?? '0'} as bigint) * interval '1 microsecond'`
        : sql`cast(${after[index] ?? ''} as ${sql.raw(cast)})`,
    );
    const operator = sql.raw(direction === 'asc' ? '>' : '<');
    query = query.where(sql<boolean>`(${sql.join(columns)}) ${operator} (${sql.join(values)})`);
  }
  for (const { column } of keyset) {
    query = query.orderBy(sql.ref(column), direction);
  }
  return query.limit(page.limit + 1).execute();
}

/** The user's latest files, newest first. */
export async function selectRecentFiles(
  db: Db,
  userId: string,
  limit: number,
): Promise<ListedFileRow[]> {
  return filtered(db, { userId })
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
}

/** Files whose folded name matches a LIKE pattern, shortest names first (searchFiles). */
export async function searchFileRows(
  db: Db,
  userId: string,
  nameLike: string,
  limit: number,
): Promise<ListedFileRow[]> {
  return filtered(db, { userId, nameLike })
    .orderBy(sql`length(f.filename)`)
    .orderBy('f.name_key')
    .orderBy('f.id')
    .limit(limit)
    .execute();
}
