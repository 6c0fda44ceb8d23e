import type { Language } from '@folio/core';
import { FolioError, type BalanceHistory, type Profile } from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

/** The signed-in account (issue 13 profile) and the page balance with the work that spent it. */
export type { BalanceHistory, Profile } from '@folio/sdk';
/** One line of the balance history. */
export type BalanceEntry = BalanceHistory['entries'][number];

/** What the account form saves. */
export type ProfileChange = {
  name: string;
  lastname: string;
  belongsToCompany: boolean;
  companyId: string;
  language: Language;
};

/** The profile screen's calls, through the SDK's `account` resource (issue 21). */
export function createProfileApi(sdk: AppSdk) {
  const account = () => sdk.folio.account;
  return {
    getProfile: () => account().profile(),
    getBalanceHistory: () => account().balance(),
    /** SPEC §7 profile update `{username, idx}`, with the fields the form changes. */
    saveProfile: (profile: Profile, change: ProfileChange) =>
      account().update(profile, {
        name: change.name,
        lastname: change.lastname,
        belongsToCompany: change.belongsToCompany,
        ...(change.belongsToCompany ? { companyId: change.companyId } : {}),
        language: change.language,
      }),
    changePassword: (body: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }) => account().changePassword(body),
    signOutEverywhere: () => account().signOutEverywhere(),
    exportData: () => account().export(),
    deleteAccount: (password: string) => account().delete(password),
  };
}

/** The calls, as a hook would hand them out. */
export type ProfileApi = ReturnType<typeof createProfileApi>;

/** True for the server's answer to a wrong current password (INVALID_REQUEST on that field). */
export function isWrongPassword(error: unknown): boolean {
  return (
    error instanceof FolioError &&
    error.code === 'INVALID_REQUEST' &&
    (error.detail as { field?: unknown } | undefined)?.field === 'currentPassword'
  );
}
