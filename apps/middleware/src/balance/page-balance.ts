// The page balance (DECISIONS.md "Balance"): every page processed (extraction, chat training)
// spends one; not enough balance is INSUFFICIENT_BALANCE before any work starts. Every change is
// written to the page ledger (migration 0021) with the work that made it: the balance's history.
import { AppError } from '@folio/core';
import { sql, type Kysely } from 'kysely';

import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/** The pages a user has left. */
export async function readBalance(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('balance_pages')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.balance_pages ?? 0;
}

/** INSUFFICIENT_BALANCE with what the work needs and what is left. */
export function insufficientBalance(required: number, available: number): AppError {
  return new AppError('INSUFFICIENT_BALANCE', {
    message: `${required} pages needed, ${available} left`,
    detail: { required, available },
  });
}

/** Refuses work of `pages` pages that the user's balance cannot pay for. */
export async function checkBalance(db: Db, userId: string, pages: number): Promise<void> {
  const available = await readBalance(db, userId);
  if (available < pages) {
    throw insufficientBalance(pages, available);
  }
}

/**
 * What pages were spent on, as the ledger keeps it: the run or the training (one ledger row each,
 * its documents or files adding to it), or a configuration's example document (a row per read).
 */
export type SpentOn =
  | { kind: 'extraction'; runId: string }
  | { kind: 'training'; trainingId: string }
  | { kind: 'example'; fileName: string };

/**
 * Spends `pages` pages in one conditional update and writes it to the page ledger (pass the
 * transaction that records the work, so pages are spent, and written down, exactly when the
 * work is kept). False, and nothing spent, when the balance has fewer pages left.
 */
export async function spendPages(
  db: Db,
  userId: string,
  pages: number,
  spentOn: SpentOn,
): Promise<boolean> {
  if (pages <= 0) {
    return true;
  }
  const row = await db
    .updateTable('users')
    .set({ balance_pages: sql<number>`balance_pages - ${pages}` })
    .where('id', '=', userId)
    .where('balance_pages', '>=', pages)
    .returning('balance_pages')
    .executeTakeFirst();
  if (row === undefined) {
    return false;
  }
  await writeSpending(db, userId, -pages, spentOn);
  return true;
}

/** Adds a spending to the ledger: to the row of its run or training, or as a row of its own. */
async function writeSpending(db: Db, userId: string, pages: number, spentOn: SpentOn) {
  if (spentOn.kind === 'example') {
    await db
      .insertInto('page_ledger')
      .values({ user_id: userId, kind: 'example', label: spentOn.fileName, pages })
      .execute();
    return;
  }
  const referenceId = spentOn.kind === 'extraction' ? spentOn.runId : spentOn.trainingId;
  await sql`
    INSERT INTO page_ledger (user_id, kind, reference_id, pages)
    VALUES (${userId}, ${spentOn.kind}, ${referenceId}, ${pages})
    ON CONFLICT (user_id, kind, reference_id) WHERE reference_id IS NOT NULL
    DO UPDATE SET pages = page_ledger.pages + excluded.pages, updated_at = now()
  `.execute(db);
}
