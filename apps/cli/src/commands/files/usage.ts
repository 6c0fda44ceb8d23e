import { formatSize, translate, type Language } from '@folio/core';

import type { SignedInContext } from '../../context';

import { formatTable } from './format';
import { fetchUsage, type FileKind, type StorageUsage } from './storage';

/** The kinds in the order the table lists them (the web's type filter order). */
const KINDS: readonly FileKind[] = ['document', 'image', 'video', 'audio', 'archive', 'other'];

/** The `usage` table: one line per kind, then the total. */
export function usageTable(usage: StorageUsage, language: Language): string[] {
  const heading = (key: 'kind' | 'files' | 'size') =>
    translate(language, `cli.files.columns.${key}`);
  const line = (label: string, { files, bytes }: { files: number; bytes: number }) => [
    label,
    String(files),
    formatSize(bytes),
  ];
  return formatTable(
    [
      { heading: heading('kind') },
      { heading: heading('files'), align: 'right' },
      { heading: heading('size'), align: 'right' },
    ],
    [
      ...KINDS.map((kind) => line(translate(language, `files.kinds.${kind}`), usage.by_kind[kind])),
      line(translate(language, 'cli.files.usage.total'), usage.total),
    ],
  );
}

/**
 * `folio files usage`: the files stored and the space used, by kind and in total
 * (getStorageUsage); `--json` prints the server's figures as they come.
 */
export async function runUsage(context: SignedInContext): Promise<number> {
  const { output, language } = context;
  const spinner = output.spinner(translate(language, 'cli.files.loading'));
  let usage: StorageUsage;
  try {
    usage = await fetchUsage(context);
  } finally {
    spinner.stop();
  }
  for (const line of usageTable(usage, language)) {
    output.info(line);
  }
  output.data(usage);
  return 0;
}
