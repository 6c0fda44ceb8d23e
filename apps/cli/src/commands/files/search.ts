import { formatSize, GLOBAL_SEARCH_TOPIC, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';

import { fileTable } from './list';
import { highlightSnippet, safeText } from './format';
import { requireFolder, searchContent, type SearchHit, type StoredFile } from './storage';

/** The flags of `folio files search`. */
export type SearchOptions = { folder?: string; name?: boolean; limit?: number };

/** What `folio files search --json` prints: content hits, or files whose name matches. */
export type SearchReport =
  | { mode: 'content'; query: string; folder: string | null; results: SearchHit[] }
  | { mode: 'name'; query: string; folder: string | null; files: StoredFile[] };

/** A content hit for a person: the file and page, then the snippet indented under it. */
export function hitLines(hit: SearchHit, hasColor: boolean, pageLabel: string): string[] {
  return [
    `${safeText(hit.file.blob_name)}  ${pageLabel}  ${formatSize(hit.file.size)}`,
    `    ${highlightSnippet(hit.snippet, hasColor)}`,
  ];
}

/**
 * `folio files search <query> [--folder f] [--limit n]` (SPEC §7 search content in files, topic
 * BUSQUEDA_GLOBAL for every folder): each hit with its file, page and snippet, the matches bold
 * and underlined on a terminal; `--json` keeps the `<mark>` markers as the server sent them.
 * `--name` searches file names instead (search files by pattern: `*` and `?` are wildcards).
 */
export async function runSearch(
  context: SignedInContext,
  query: string,
  options: SearchOptions,
): Promise<number> {
  const { output, language } = context;
  if (query.trim() === '') {
    // SPEC §5: search needs a term.
    throw new CliError('cli.files.search.emptyQuery');
  }
  const spinner = output.spinner(translate(language, 'cli.files.search.searching'));
  let report: SearchReport;
  try {
    const folder =
      options.folder === undefined ? undefined : await requireFolder(context, options.folder);
    const topico = folder && folder.system_kind !== 'all' ? folder.topico : null;
    if (options.name === true) {
      const found = await context.folio.files.search(query);
      const wanted = topico?.toLowerCase();
      const files = found.filter(
        (file) => wanted === undefined || file.topico.toLowerCase() === wanted,
      );
      report = { mode: 'name', query, folder: topico, files };
    } else {
      const results = await searchContent(context, {
        prompt: query,
        topico: topico ?? GLOBAL_SEARCH_TOPIC,
        ...(options.limit === undefined ? {} : { limit: options.limit }),
      });
      report = { mode: 'content', query, folder: topico, results };
    }
  } finally {
    spinner.stop();
  }
  const count = report.mode === 'name' ? report.files.length : report.results.length;
  if (count === 0) {
    output.info(translate(language, 'cli.files.search.none', { query: safeText(query) }));
  } else if (report.mode === 'name') {
    for (const line of fileTable(report.files, language, { withFolder: true })) {
      output.info(line);
    }
  } else {
    for (const hit of report.results) {
      const page = translate(language, 'cli.files.search.page', { page: hit.page });
      for (const line of hitLines(hit, output.hasColor, page)) {
        output.info(line);
      }
    }
  }
  output.data(report);
  return 0;
}
