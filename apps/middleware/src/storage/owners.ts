import { AppError } from '@folio/core';
import { COMPANY } from '@folio/sdk';
import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { insertSystemFolders } from './folders.queries';

/** The user a storage call acts for: rows and blobs are scoped by `userId`. */
export type Owner = {
  userId: string;
  /** The username: the token subject and the account's e-mail. */
  email: string;
  /** The company id of a company member (moveFolder's "same company" rule), else null. */
  companyId: string | null;
};

/**
 * Finds the account behind a token subject and makes sure its system folders exist (SPEC §3: they
 * exist for every user), on first use in this process; the insert skips existing rows, so racing
 * requests and other processes are harmless. An unknown subject (an account deleted while its
 * token lived) is UNAUTHORIZED.
 */
export function createOwners(db: Kysely<Tables>) {
  const ensured = new Set<string>();

  async function ensureSystemFolders(userId: string): Promise<void> {
    if (!ensured.has(userId)) {
      await insertSystemFolders(db, userId, COMPANY);
      ensured.add(userId);
    }
  }

  async function lookUp(email: string): Promise<Owner | undefined> {
    const row = await db
      .selectFrom('users')
      .select(['id', 'email', 'company_id', 'belongs_to_company'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!row) {
      return undefined;
    }
    await ensureSystemFolders(row.id);
    return {
      userId: row.id,
      email: row.email,
      companyId: row.belongs_to_company && row.company_id ? row.company_id : null,
    };
  }

  return {
    /** The caller's account, by the token subject. */
    async ofSubject(email: string): Promise<Owner> {
      const owner = await lookUp(email);
      if (!owner) {
        throw new AppError('UNAUTHORIZED', { message: 'token subject has no account' });
      }
      return owner;
    },
    /** Another account by e-mail, or undefined (moveFolder's destination). */
    lookUp,
    ensureSystemFolders,
  };
}

export type Owners = ReturnType<typeof createOwners>;
