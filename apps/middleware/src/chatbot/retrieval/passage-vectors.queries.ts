import { sql, type Kysely } from 'kysely';

import type { Tables } from '../../db/schema';

type Db = Kysely<Tables>;

// Vectors per UPDATE: a few hundred numbers each, well inside one statement.
const BATCH = 100;

/**
 * Stores the vectors of a file's passages (by ordinal), in the transaction that wrote them. A
 * plain `real[]` column: pgvector is not on every PostgreSQL, and vectors are only compared for
 * the passages the full-text stage found (fuse-vectors.ts).
 */
export async function storePassageVectors(
  db: Db,
  key: { topicId: string; fileId: string; conversationId: string | null },
  vectors: readonly { ordinal: number; vector: readonly number[] }[],
): Promise<void> {
  for (let start = 0; start < vectors.length; start += BATCH) {
    const rows = vectors
      .slice(start, start + BATCH)
      .map(({ ordinal, vector }) => sql`(${ordinal}::int, ${[...vector]}::real[])`);
    await sql`
      UPDATE chat_passages AS p SET embedding = v.embedding
      FROM (VALUES ${sql.join(rows)}) AS v (ordinal, embedding)
      WHERE p.topic_id = ${key.topicId} AND p.file_id = ${key.fileId}
        AND p.conversation_id IS NOT DISTINCT FROM ${key.conversationId}::uuid
        AND p.ordinal = v.ordinal
    `.execute(db);
  }
}

/** The vectors of passages by id (those without one are absent). */
export async function selectPassageVectors(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, number[]>> {
  const numeric = ids.filter((id) => /^\d+$/u.test(id));
  if (numeric.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('chat_passages')
    .select(['id', 'embedding'])
    .where('id', 'in', numeric)
    .where('embedding', 'is not', null)
    .execute();
  return new Map(rows.flatMap((row) => (row.embedding ? [[String(row.id), row.embedding]] : [])));
}
