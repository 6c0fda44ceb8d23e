import { sql, type Kysely } from 'kysely';

import { chunkPages } from '../engine/chunk';
import { fold } from '../engine/fold';
import { detectLanguage } from '../engine/language';
import { rankPassages } from '../engine/rank';
import { isStopWord } from '../engine/words';
import type { Tables } from '../../db/schema';
import { pageMatches, pageQuery } from '../../storage/storage.feature';
import type { RetrievedPassage } from './passages.queries';

type Db = Kysely<Tables>;

const DEFAULT_LIMIT = 8;
// Pages (parts of pages) read from the file index and cut into passages on the fly.
const CANDIDATE_PAGES = 40;
// Page counts per term stop here, as in `retrievePassages`: past it a term is common.
const COUNT_CAP = 500;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Retrieval for the global-search topic (SPEC §9 BUSQUEDA_GLOBAL): every file of the user, from
 * the content-search index (`file_pages`) rather than from trained passages. The best pages by
 * full-text rank (each page in its own language) are cut into passages with `chunkPages` and
 * re-ranked like a topic's, with page-level term counts. A passage's `id` is
 * `<fileId>:<page>:<charStart>`, its offsets being into that page part's text.
 *
 * The index vectors were built from unfolded text, so each question word is looked up both as
 * written and folded ('educación' and 'educacion').
 */
export async function retrieveFromAllFiles(
  db: Db,
  userId: string,
  question: string,
  options: { limit?: number } = {},
): Promise<RetrievedPassage[]> {
  const variants = wordVariants(question);
  if (variants.length === 0) {
    return [];
  }
  const anyWord = variants.flat().join(' | ');
  const es = sql`to_tsquery('spanish', ${anyWord})`;
  const en = sql`to_tsquery('english', ${anyWord})`;
  const counts = variants.map((forms) => {
    const joined = forms.join(' | ');
    return sql`(SELECT count(*) FROM (SELECT 1 FROM file_pages p WHERE p.user_id = ${userId}
      AND ${pageMatches(sql`to_tsquery('spanish', ${joined})`, sql`to_tsquery('english', ${joined})`)}
      LIMIT ${COUNT_CAP}) AS capped)`;
  });
  const [statistics, pages] = await Promise.all([
    sql<{ counts: string[] }>`
      SELECT ARRAY[(SELECT count(*) FROM file_pages p WHERE p.user_id = ${userId}), ${sql.join(counts)}]::int8[]::text[] AS counts
    `.execute(db),
    // Files joined after the limit, as in `retrievePassages` (no per-file index searches).
    sql<{ file_id: string; filename: string; page: number; text: string }>`
      WITH top AS MATERIALIZED (
        SELECT p.file_id, p.user_id, p.page, p.part, p.text,
               ts_rank(p.tsv, ${pageQuery(es, en)}) AS rank
        FROM file_pages p
        WHERE p.user_id = ${userId} AND ${pageMatches(es, en)}
        ORDER BY rank DESC, p.file_id, p.page, p.part
        LIMIT ${CANDIDATE_PAGES}
      )
      SELECT top.file_id, f.filename, top.page, top.text
      FROM top
      JOIN files f ON f.id = top.file_id AND f.user_id = top.user_id
      ORDER BY top.rank DESC, top.file_id, top.page, top.part
    `.execute(db),
  ]);
  const values = (statistics.rows[0]?.counts ?? []).map(Number);
  const candidates = pages.rows.flatMap((row) => {
    const language = detectLanguage(row.text);
    return chunkPages([{ page: row.page, text: row.text }]).map((draft): RetrievedPassage => ({
      id: `${row.file_id}:${row.page}:${draft.charStart}`,
      fileId: row.file_id,
      fileName: row.filename,
      page: row.page,
      charStart: draft.charStart,
      charEnd: draft.charEnd,
      heading: draft.heading,
      text: draft.text,
      language,
      score: 0,
    }));
  });
  const ranked = rankPassages(question, candidates, {
    passages: values[0] ?? 0,
    documentFrequency: new Map(
      variants.map((forms, index) => [forms[0] as string, values[index + 1] ?? 0]),
    ),
  });
  return ranked.slice(0, options.limit ?? DEFAULT_LIMIT);
}

/** Each content word of the question: folded first (as `questionTerms` keys it), then as written. */
function wordVariants(question: string): string[][] {
  const seen = new Set<string>();
  const variants: string[][] = [];
  for (const [word] of question.toLowerCase().matchAll(WORD)) {
    const folded = fold(word);
    if (seen.has(folded) || isStopWord(folded)) {
      continue;
    }
    seen.add(folded);
    variants.push(folded === word ? [folded] : [folded, word]);
  }
  return variants;
}
