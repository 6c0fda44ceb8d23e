// The page balance (DECISIONS.md "Balance"): every page processed (extraction, chat training)
// spends one; not enough balance is INSUFFICIENT_BALANCE before any work starts.
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
 * Spends `pages` pages in one conditional update (pass the transaction that records the work, so
 * pages are spent exactly when the work is kept). False, and nothing spent, when the balance has
 * fewer pages left.
 */
export async function spendPages(db: Db, userId: string, pages: number): Promise<boolean> {
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
  return row !== undefined;
}
