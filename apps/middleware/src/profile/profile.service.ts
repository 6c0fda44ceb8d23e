import { AppError } from '@folio/core';
import type { Readable } from 'node:stream';

import type { AuthFeature } from '../auth/auth.feature';
import type { ErasureDeps } from './erasure/erase-account';
import { eraseAccount } from './erasure/erase-account';
import { openDataExport } from './export/data-export';
import { selectLedger, selectProfile } from './profile.queries';
import type { Owners } from '../storage/storage.feature';

/** The history's length: the latest pieces of work (the contract's `maxItems`). */
const HISTORY_LIMIT = 200;

/** What the profile service uses: erasure's needs, the accounts, the owners. */
export type ProfileDeps = ErasureDeps & {
  auth: Pick<AuthFeature, 'service'>;
  owners: Pick<Owners, 'ofSubject'>;
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
     * GDPR erasure, after the password is proven again (INVALID_REQUEST with `detail.field` otherwise); the
     * address is told by e-mail once nothing of the account is left.
     */
    async deleteAccount(username: string, password: string): Promise<void> {
      const account = await deps.auth.service.confirmPassword(username, password);
      const owner = await deps.owners.ofSubject(username);
      await eraseAccount(deps, owner);
      deps.auth.service.mailAccountDeleted({
        email: account.email,
        name: account.name,
        language: account.language,
      });
    },
  };
}
