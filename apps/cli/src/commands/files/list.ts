import { formatDate, formatSize, indexReason, translate, type Language } from '@folio/core';

import type { SignedInContext } from '../../context';

import { formatTable, safeText } from './format';
import {
  listAllFiles,
  listFilesPage,
  listFolders,
  requireFolder,
  type FileKind,
  type FileQuery,
  type Folder,
  type StoredFile,
} from './storage';

export type SortKey = NonNullable<FileQuery['sort']>;
export type SortOrder = NonNullable<FileQuery['order']>;

/** The flags of `folio files ls`. */
export type LsOptions = {
  sort?: SortKey;
  order?: SortOrder;
  kind?: FileKind;
  /** Every page, through the keyset cursor. */
  all?: boolean;
  limit?: number;
};

/** What `folio files ls --json` prints. */
export type LsReport = {
  /** The folder listed; null for every file. */
  folder: string | null;
  /** How many files match, across every page. */
  total: number;
  files: StoredFile[];
  /** Where the next page starts; null when every matching file is in `files`. */
  nextCursor: string | null;
};

/** The flags of `folio files tree`. */
export type TreeOptions = { files?: boolean };

/** What `folio files tree --json` prints: each folder with its files. */
export type TreeReport = { folders: Array<Folder & { files: StoredFile[] }> };

/** One page of `ls` when `--limit` is not given (the server's default page, storage.yaml). */
export const DEFAULT_LS_LIMIT = 50;

/**
 * The order of a sort when `--order` is not given: names and types A to Z, dates and sizes newest
 * and largest first, as a person expects each.
 */
export function defaultOrder(sort: SortKey): SortOrder {
  return sort === 'name' || sort === 'type' ? 'asc' : 'desc';
}

/**
 * The `ls` table: name (the blob name when several folders are listed), size, date, tags, index.
 */
export function fileTable(
  files: readonly StoredFile[],
  language: Language,
  { withFolder }: { withFolder: boolean },
): string[] {
  const heading = (key: 'name' | 'size' | 'date' | 'tags' | 'index') =>
    translate(language, `cli.files.columns.${key}`);
  return formatTable(
    [
      { heading: heading('name') },
      { heading: heading('size'), align: 'right' },
      { heading: heading('date') },
      { heading: heading('tags') },
      { heading: heading('index') },
    ],
    files.map((file) => [
      withFolder ? file.blob_name : file.filename,
      formatSize(file.size),
      formatDate(file.created_at),
      file.tags.join(', '),
      indexCell(file, language),
    ]),
  );
}

/** The index state, with the reason the server kept for a file it could not index (issue 17). */
function indexCell(file: StoredFile, language: Language): string {
  const status = translate(language, `cli.files.indexStatus.${file.index_status}`);
  const reason = indexReason(file, language);
  return reason === undefined ? status : `${status} (${reason})`;
}

/**
 * `folio files ls [folder]` (SPEC §7 list files by folder; every file without one): a table of
 * the first page, or of every page with `--all`; sorted, filtered by kind. An unknown folder is
 * named in the error.
 */
export async function runLs(
  context: SignedInContext,
  folderName: string | undefined,
  options: LsOptions,
): Promise<number> {
  const { output, language } = context;
  const spinner = output.spinner(translate(language, 'cli.files.loading'));
  let report: LsReport;
  try {
    const folder = folderName === undefined ? undefined : await requireFolder(context, folderName);
    const topico = folder && folder.system_kind !== 'all' ? folder.topico : undefined;
    const sort = options.sort ?? 'date';
    const query = {
      ...(topico === undefined ? {} : { topico }),
      sort,
      order: options.order ?? defaultOrder(sort),
      ...(options.kind ? { kind: options.kind } : {}),
    };
    if (options.all) {
      const files = await listAllFiles(context, query);
      report = { folder: topico ?? null, total: files.length, files, nextCursor: null };
    } else {
      const page = await listFilesPage(context, {
        ...query,
        limit: options.limit ?? DEFAULT_LS_LIMIT,
      });
      report = {
        folder: topico ?? null,
        total: page.total,
        files: page.items,
        nextCursor: page.nextCursor,
      };
    }
  } finally {
    spinner.stop();
  }
  const shownFolder = safeText(report.folder ?? translate(language, 'cli.files.allFiles'));
  if (report.files.length === 0) {
    output.info(translate(language, 'cli.files.ls.empty', { folder: shownFolder }));
  } else {
    for (const line of fileTable(report.files, language, { withFolder: report.folder === null })) {
      output.info(line);
    }
  }
  if (!output.isJson && report.nextCursor !== null && report.files.length < report.total) {
    output.error(
      translate(language, 'cli.files.ls.more', { shown: report.files.length, total: report.total }),
    );
  }
  output.data(report);
  return 0;
}

/** The `tree` lines: each folder with its count and size, then its files, system folders marked. */
export function treeLines(report: TreeReport, language: Language, withFiles: boolean): string[] {
  const lines: string[] = [];
  for (const folder of report.folders) {
    const system = folder.system ? ` ${translate(language, 'cli.files.tree.system')}` : '';
    const counts = translate(language, 'cli.files.tree.counts', {
      count: folder.item_count,
      size: formatSize(folder.size),
    });
    lines.push(`${safeText(folder.topico)}/${system}  ${counts}`);
    if (!withFiles) {
      continue;
    }
    folder.files.forEach((file, index) => {
      const branch = index === folder.files.length - 1 ? '└──' : '├──';
      lines.push(`${branch} ${safeText(file.filename)}  ${formatSize(file.size)}`);
    });
  }
  return lines;
}

/**
 * `folio files tree` (SPEC §7 list folders by user, list files): every folder with its item
 * count and size, system folders marked, and the files under each (`--no-files`: folders only).
 * The `all` view is left out: it holds nothing itself.
 */
export async function runTree(context: SignedInContext, options: TreeOptions): Promise<number> {
  const { output, language } = context;
  const withFiles = options.files !== false;
  const spinner = output.spinner(translate(language, 'cli.files.loading'));
  let report: TreeReport;
  try {
    const [folders, files] = await Promise.all([
      listFolders(context),
      withFiles ? listAllFiles(context, { sort: 'name', order: 'asc' }) : Promise.resolve([]),
    ]);
    const byFolder = new Map<string, StoredFile[]>();
    for (const file of files) {
      const key = file.topico.toLowerCase();
      const list = byFolder.get(key);
      if (list) {
        list.push(file);
      } else {
        byFolder.set(key, [file]);
      }
    }
    report = {
      folders: folders
        .filter((folder) => folder.system_kind !== 'all')
        .map((folder) => ({ ...folder, files: byFolder.get(folder.topico.toLowerCase()) ?? [] })),
    };
  } finally {
    spinner.stop();
  }
  for (const line of treeLines(report, language, withFiles)) {
    output.info(line);
  }
  output.data(report);
  return 0;
}
