import { sql, type Kysely } from 'kysely';

import type { PageLedgerKind, Tables } from '../db/schema';

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

/** A row of the balance history: a grant, or work that spent pages, with when and on what. */
export type LedgerEntry = {
  kind: PageLedgerKind;
  pages: number;
  at: Date;
  label: string;
};

/**
 * The latest `limit` rows of the user's page ledger (migration 0021), newest first: grants with
 * the pages added, work with the pages it took. A run is named by its configuration and ZIP, a
 * training by its topic, while they exist; an example by its file name.
 */
export async function selectLedger(db: Db, userId: string, limit: number): Promise<LedgerEntry[]> {
  const result = await sql<{ kind: PageLedgerKind; pages: number; at: Date; label: string }>`
    SELECT l.kind, abs(l.pages) AS pages, l.updated_at AS at,
      coalesce(
        CASE l.kind
          WHEN 'extraction' THEN (
            SELECT c.name || ' · ' || r.zip_name
            FROM extraction_runs r JOIN configurations c ON c.id = r.configuration_id
            WHERE r.id = l.reference_id)
          WHEN 'training' THEN (
            SELECT p.name
            FROM chat_trainings t JOIN chat_topics p ON p.id = t.topic_id
            WHERE t.id = l.reference_id)
        END,
        l.label) AS label
    FROM page_ledger l
    WHERE l.user_id = ${userId}
    ORDER BY l.updated_at DESC, l.created_at DESC, l.id
    LIMIT ${limit}
  `.execute(db);
  return result.rows.map((row) => ({ ...row, at: new Date(row.at), pages: Number(row.pages) }));
}
