import { sql, type Kysely, type RawBuilder } from 'kysely';

import { answerPassageFirst } from '../engine/answer';
import type { PassageDraft } from '../engine/chunk';
import { rankPassages, type TermStatistics } from '../engine/rank';
import { questionTerms, readWords, type Language, type Word } from '../engine/words';
import { flushPendingIndexEntries } from '../../db/gin-pending';
import { insertInBatches } from '../../db/insert-in-batches';
import type { Tables } from '../../db/schema';
import { anyWordQuery, vectorOfWords } from './term-query';

type Db = Kysely<Tables>;

/** A passage to store: a chunk of one file, for a topic (and a conversation, for an attachment). */
export type PassageRow = PassageDraft & {
  topicId: string;
  fileId: string;
  userId: string;
  conversationId: string | null;
  language: Language;
  /** The text's words, when the caller has read them already (`readWords(text, language)`). */
  words?: readonly Word[];
};

/** Where a question is asked: the owner, the topic, and the conversation if any. */
export type RetrievalScope = { userId: string; topicId: string; conversationId?: string | null };

/** A passage found for a question, with its file's name and its score (best first). */
export type RetrievedPassage = {
  id: string;
  fileId: string;
  fileName: string;
  page: number;
  charStart: number;
  charEnd: number;
  heading: string | null;
  text: string;
  language: Language;
  score: number;
};

// Rows per INSERT: 12 parameters each, far below the protocol's 65,535.
const INSERT_ROWS = 500;
const DEFAULT_LIMIT = 8;
// The full-text stage hands the re-ranker at most this many passages, best by ts_rank...
const CANDIDATES = 200;
// ...drawn from the rarest question terms whose passages add up to this many: a word found in
// most of a large topic ('year', 'año') would make every passage a candidate and decides nothing
// the re-ranker cannot see in the passages that the rarer words bring.
const CANDIDATE_POSTINGS = 2_000;
// Term counts stop here: past it a term is common, and counting every passage of a large topic
// that holds 'year' cost half a second on PGlite (5,000 pages) for an idf that barely moves.
const COUNT_CAP = 500;

/**
 * Stores passages; the vector holds the stems of the heading and text in their language. Their
 * index entries go in at the end, in bulk (`flushPendingIndexEntries`).
 */
export async function insertPassages(db: Db, rows: readonly PassageRow[]): Promise<void> {
  await insertInBatches(rows, { maxRows: INSERT_ROWS }, (batch) =>
    db
      .insertInto('chat_passages')
      .values(
        batch.map((row) => ({
          topic_id: row.topicId,
          file_id: row.fileId,
          user_id: row.userId,
          conversation_id: row.conversationId,
          ordinal: row.ordinal,
          page: row.page,
          char_start: row.charStart,
          char_end: row.charEnd,
          heading: row.heading,
          text: row.text,
          language: row.language,
          tsv: vectorOfWords([
            ...readWords(row.heading ?? '', row.language),
            ...(row.words ?? readWords(row.text, row.language)),
          ]),
        })),
      )
      .execute(),
  );
  await flushPendingIndexEntries(db, 'chat_passages_tsv_idx');
}

/**
 * Refreshes the planner's statistics of `chat_passages`; call it after a training has written a
 * batch of passages. PGlite runs no autovacuum, and with the statistics of an empty table the
 * planner checks every passage of a topic against each question term instead of reading the
 * GIN index: about 500 ms a question on a 5,000-page topic against 30 ms (bench, --large).
 * On PostgreSQL it only adds to autovacuum's work.
 */
export async function refreshPassageStatistics(db: Db): Promise<void> {
  await sql`ANALYZE chat_passages`.execute(db);
}

/** Removes a file's passages in a topic (the topic's own, or one conversation's attachment's). */
export async function deleteFilePassages(
  db: Db,
  target: { topicId: string; fileId: string; conversationId: string | null },
): Promise<void> {
  await db
    .deleteFrom('chat_passages')
    .where('topic_id', '=', target.topicId)
    .where('file_id', '=', target.fileId)
    .where((eb) =>
      target.conversationId === null
        ? eb('conversation_id', 'is', null)
        : eb('conversation_id', '=', target.conversationId),
    )
    .execute();
}

/**
 * The passages of a topic that best answer a question, best first. PostgreSQL finds candidates
 * (any question term, in each passage's own language, within the user's topic and the topic's
 * passages plus the conversation's attachments), counting how many passages hold each term;
 * `rankPassages` then orders them (BM25, heading, bigrams, best sentence).
 */
export async function retrievePassages(
  db: Db,
  scope: RetrievalScope,
  question: string,
  options: { limit?: number } = {},
): Promise<RetrievedPassage[]> {
  const terms = questionTerms(question);
  if (terms.length === 0) {
    return [];
  }
  const inScope = sql`p.user_id = ${scope.userId} AND p.topic_id = ${scope.topicId}
    AND (p.conversation_id IS NULL${scope.conversationId ? sql` OR p.conversation_id = ${scope.conversationId}` : sql``})`;
  const statistics = await countTerms(db, inScope, terms);
  const chosen = candidateTerms(terms, statistics);
  if (chosen.length === 0) {
    return [];
  }
  const es = anyWordQuery(chosen, 'es');
  const en = anyWordQuery(chosen, 'en');
  // The best candidates first, their files' names after: joined earlier, a planner without
  // statistics of `files` walked the user's files and searched the index once per file.
  const result = await sql<CandidateRow>`
    WITH top AS MATERIALIZED (
      SELECT p.id, p.file_id, p.user_id, p.page, p.char_start, p.char_end, p.heading, p.text,
             p.language,
             CASE WHEN p.language = 'es' THEN ts_rank(p.tsv, ${es}) ELSE ts_rank(p.tsv, ${en}) END AS rank
      FROM chat_passages p
      WHERE ${inScope}
        AND ((p.language = 'es' AND p.tsv @@ ${es}) OR (p.language = 'en' AND p.tsv @@ ${en}))
      ORDER BY rank DESC, p.id
      LIMIT ${CANDIDATES}
    )
    SELECT top.id::text AS id, top.file_id, f.filename, top.page, top.char_start, top.char_end,
           top.heading, top.text, top.language
    FROM top
    JOIN files f ON f.id = top.file_id AND f.user_id = top.user_id
    ORDER BY top.rank DESC, top.id
  `.execute(db);
  const ranked = rankPassages(question, result.rows.map(toPassage), statistics);
  return answerPassageFirst(question, ranked.slice(0, options.limit ?? DEFAULT_LIMIT));
}

type CandidateRow = {
  id: string;
  file_id: string;
  filename: string;
  page: number;
  char_start: number;
  char_end: number;
  heading: string | null;
  text: string;
  language: Language;
};

function toPassage(row: CandidateRow): RetrievedPassage {
  return {
    id: row.id,
    fileId: row.file_id,
    fileName: row.filename,
    page: row.page,
    charStart: row.char_start,
    charEnd: row.char_end,
    heading: row.heading,
    text: row.text,
    language: row.language,
    score: 0,
  };
}

/** How many passages in scope there are, and how many hold each term (the GIN index counts). */
async function countTerms(
  db: Db,
  inScope: RawBuilder<unknown>,
  terms: readonly string[],
): Promise<TermStatistics> {
  const counts = terms.map(
    (term) => sql`(SELECT count(*) FROM (SELECT 1 FROM chat_passages p WHERE ${inScope}
      AND ((p.language = 'es' AND p.tsv @@ ${anyWordQuery([term], 'es')})
        OR (p.language = 'en' AND p.tsv @@ ${anyWordQuery([term], 'en')}))
      LIMIT ${COUNT_CAP}) AS capped)`,
  );
  const result = await sql<{ counts: Array<string | number> }>`
    SELECT ARRAY[(SELECT count(*) FROM chat_passages p WHERE ${inScope}), ${sql.join(counts)}]::int8[]::text[] AS counts
  `.execute(db);
  const values = (result.rows[0]?.counts ?? []).map(Number);
  return {
    passages: values[0] ?? 0,
    documentFrequency: new Map(terms.map((term, index) => [term, values[index + 1] ?? 0])),
  };
}

/** The terms the full-text stage searches for: found ones, rarest first, within the budget. */
export function candidateTerms(terms: readonly string[], statistics: TermStatistics): string[] {
  const found = terms
    .map((term) => ({ term, df: statistics.documentFrequency.get(term) ?? 0 }))
    .filter(({ df }) => df > 0)
    .sort((a, b) => a.df - b.df);
  const chosen: string[] = [];
  let postings = 0;
  for (const { term, df } of found) {
    if (chosen.length >= 2 && postings + df > CANDIDATE_POSTINGS) {
      break;
    }
    chosen.push(term);
    postings += df;
  }
  return chosen;
}
