import { AppError } from '@folio/core';
import type { Readable } from 'node:stream';

import type { AuthFeature } from '../auth/auth.feature';
import { scheduleAccountErasure } from './erasure/account-erasure.job';
import type { ErasureDeps } from './erasure/erase-account';
import { openDataExport } from './export/data-export';
import { selectLedger, selectProfile } from './profile.queries';
import type { Owners } from '../storage/storage.feature';

/** The history's length: the latest pieces of work (the contract's `maxItems`). */
const HISTORY_LIMIT = 200;

/** What the profile service uses: erasure's needs, the accounts, the owners, the grace period. */
export type ProfileDeps = ErasureDeps & {
  auth: Pick<AuthFeature, 'service'>;
  owners: Pick<Owners, 'ofSubject'>;
  /** How long a deleted account waits before its erasure (`FOLIO_ACCOUNT_ERASURE_GRACE_SECONDS`). */
  erasureGraceSeconds: number;
};

/** The profile screen's server side (issue 13): the account, its balance, its data, its erasure. */
export type ProfileService = ReturnType<typeof createProfileService>;

/** Creates the profile service. Every method acts for the token's subject (`username`). */
export function createProfileService(deps: ProfileDeps) {
  const { db } = deps;

  async function profileOf(username: string) {
    const row = await selectProfile(db, username);
    if (!row) {
      throw new AppError('UNAUTHORIZED', { message: 'token subject has no account' });
    }
    return row;
  }

  return {
    /** The account as its owner sees it. */
    async read(username: string) {
      const row = await profileOf(username);
      return {
        email: row.email,
        name: row.name,
        lastname: row.lastname,
        belongsToCompany: row.belongs_to_company,
        companyId: row.belongs_to_company ? row.company_id : null,
        language: row.language,
        profileIndex: row.profile_index,
        balancePages: row.balance_pages,
        createdAt: row.created_at,
        verifiedAt: row.verified_at,
      };
    },

    /**
     * The balance and where it went (DECISIONS.md "Balance"): the latest rows of the page ledger,
     * newest first - the grant at registration, each run, training and example read.
     */
    async balanceHistory(username: string) {
      const row = await profileOf(username);
      return {
        balancePages: row.balance_pages,
        entries: await selectLedger(db, row.id, HISTORY_LIMIT),
      };
    },

    /** GDPR access: the ZIP of everything of the user, streamed. */
    async exportData(username: string): Promise<Readable> {
      const profile = await this.read(username);
      const row = await profileOf(username);
      return openDataExport(deps, {
        userId: row.id,
        language: row.language,
        profile: { ...profile, idx: profile.profileIndex, profileIndex: undefined },
      });
    },

    /**
     * GDPR erasure with a grace period, after the password is proven again (INVALID_REQUEST with
     * `detail.field` otherwise): the erasure is set due `erasureGraceSeconds` from now with its
     * job, every session ends, and the grace e-mail tells the address when and that signing in
     * keeps the account. Answers the due time.
     */
    async deleteAccount(username: string, password: string): Promise<Date> {
      const account = await deps.auth.service.confirmPassword(username, password);
      const dueAt = await scheduleAccountErasure(db, account.id, deps.erasureGraceSeconds);
      await deps.auth.service.signOutEverywhere(username);
      deps.auth.service.mailErasureScheduled(
        { email: account.email, name: account.name, language: account.language },
        dueAt,
      );
      return dueAt;
    },
  };
}
