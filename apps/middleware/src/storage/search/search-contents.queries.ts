import { sql, type Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import { pageMatches, pageQuery } from '../index/file-pages.queries';

type Db = Kysely<Tables>;

/** One hit: a page of a file, its rank and its highlighted snippet (markers, not yet HTML). */
export type ContentHitRow = { fileId: string; page: number; rank: number; snippet: string };

/** Where the highlighted words start and stop in `snippet`; control characters never indexed. */
export const MATCH_START = '\u0002';
export const MATCH_STOP = '\u0003';

// ts_headline: up to two fragments of about 12 to 30 words around the matches.
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`;
// ts_rank_cd normalisation: 1 divides by 1 + log(length), so long pages do not win by size;
// 32 maps the rank into 0..1.
const RANK_NORMALIZATION = 1 | 32;

/**
 * Full-text search of one user's indexed pages, in Spanish and English at once: the query is
 * parsed by each language (websearch_to_tsquery: words, "phrases", OR, -excluded) and each page
 * is matched in its own language (its one vector, migration 0023), so `facturas` finds `factura`
 * on a Spanish page and `invoices` finds `invoice` on an English one.
 * One hit per file and page (its best part), best first by ts_rank_cd; the snippet is made by
 * ts_headline for the hits returned only. `folderId` limits it to one folder.
 *
 * The queries are written inline (not in a CTE) so the planner folds them into constants and
 * can use the GIN indexes; ranking every match is what a common word costs (see the bench).
 */
export async function searchContents(
  db: Db,
  query: { userId: string; text: string; folderId?: string | undefined; limit: number },
): Promise<ContentHitRow[]> {
  const es = sql`websearch_to_tsquery('spanish', ${query.text})`;
  const en = sql`websearch_to_tsquery('english', ${query.text})`;
  const inFolder =
    query.folderId === undefined
      ? sql``
      : sql`AND p.file_id IN (SELECT id FROM files WHERE folder_id = ${query.folderId} AND user_id = ${query.userId})`;
  const result = await sql<{ file_id: string; page: number; rank: number; snippet: string }>`
    WITH best AS (
      SELECT DISTINCT ON (p.file_id, p.page) p.file_id, p.page, p.part,
             ts_rank_cd(p.tsv, ${pageQuery(es, en)}, ${sql.lit(RANK_NORMALIZATION)}) AS rank
      FROM file_pages p
      WHERE p.user_id = ${query.userId}
        AND ${pageMatches(es, en)}
        ${inFolder}
      ORDER BY p.file_id, p.page, rank DESC, p.part
    ),
    top AS (
      SELECT * FROM best ORDER BY rank DESC, file_id, page LIMIT ${query.limit}
    )
    SELECT top.file_id, top.page, top.rank::float8 AS rank,
           -- Highlighted in the page's language, the one it matched in.
           CASE WHEN p.language = 'en'
             THEN ts_headline('english', p.text, ${en}, ${HEADLINE_OPTIONS})
             ELSE ts_headline('spanish', p.text, ${es}, ${HEADLINE_OPTIONS})
           END AS snippet
    FROM top
    JOIN file_pages p ON p.file_id = top.file_id AND p.page = top.page AND p.part = top.part
    ORDER BY top.rank DESC, top.file_id, top.page
  `.execute(db);
  return result.rows.map((row) => ({
    fileId: row.file_id,
    page: row.page,
    rank: Number(row.rank),
    snippet: row.snippet,
  }));
}
