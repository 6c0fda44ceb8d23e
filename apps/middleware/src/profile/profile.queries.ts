import { sql, type Kysely } from 'kysely';

import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/** The account as its owner sees it (no digest, key or token). */
export async function selectProfile(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'name',
      'lastname',
      'belongs_to_company',
      'company_id',
      'language',
      'profile_index',
      'balance_pages',
      'created_at',
      'verified_at',
    ])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A row of the balance history: work that spent pages, with when and on what. */
export type SpendingRow = {
  kind: 'extraction' | 'training';
  pages: number;
  at: Date;
  label: string;
};

/**
 * The latest `limit` pieces of work that spent pages, newest first: each extraction run with the
 * pages of its documents done, and each chatbot training with the pages of its files trained
 * (the pages `spendPages` took for them; DECISIONS.md "Balance"). PostgreSQL answers sums as
 * text, hence the casts.
 */
export async function selectSpending(db: Db, userId: string, limit: number) {
  const result = await sql<{ kind: SpendingRow['kind']; pages: number; at: Date; label: string }>`
    SELECT * FROM (
      SELECT 'extraction' AS kind, sum(d.pages)::integer AS pages,
             coalesce(r.finished_at, r.created_at) AS at,
             c.name || ' · ' || r.zip_name AS label
      FROM extraction_runs r
      JOIN configurations c ON c.id = r.configuration_id
      JOIN extracted_documents d ON d.run_id = r.id AND d.status = 'done'
      WHERE r.user_id = ${userId}
      GROUP BY r.id, c.name
      HAVING sum(d.pages) > 0
      UNION ALL
      SELECT 'training' AS kind, sum(f.pages)::integer AS pages,
             coalesce(t.finished_at, t.created_at) AS at,
             p.name AS label
      FROM chat_trainings t
      JOIN chat_topics p ON p.id = t.topic_id
      JOIN chat_topic_files f ON f.training_id = t.id AND f.status = 'trained'
      WHERE t.user_id = ${userId}
      GROUP BY t.id, p.name
      HAVING sum(f.pages) > 0
    ) spending
    ORDER BY at DESC
    LIMIT ${limit}
  `.execute(db);
  return result.rows.map((row) => ({ ...row, at: new Date(row.at), pages: Number(row.pages) }));
}
