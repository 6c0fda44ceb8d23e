import type { Language } from '@folio/core';
import {
  expectData,
  FolioError,
  toDownload,
  type Download,
  type MiddlewareComponents,
} from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

type Schemas = MiddlewareComponents['schemas'];

/** The signed-in account (issue 13 profile). */
export type Profile = Schemas['ProfileResponse'];
/** The page balance and the work that spent it. */
export type BalanceHistory = Schemas['BalanceHistoryResponse'];
/** One line of the balance history. */
export type BalanceEntry = Schemas['BalanceEntry'];

/** What the account form saves. */
export type ProfileChange = {
  name: string;
  lastname: string;
  belongsToCompany: boolean;
  companyId: string;
  language: Language;
};

/** The profile screen's calls (tag `profile`, and SPEC §7's `/post-jwt-profile`). */
export function createProfileApi(sdk: AppSdk) {
  const api = () => sdk.clients.middleware;
  return {
    /** Through the SDK's `account` resource (issue 21); the rest has no resource yet. */
    getProfile: () => sdk.folio.account.profile(),
    getBalanceHistory: () => expectData(api().GET('/profile/balance')),
    /** SPEC §7 profile update `{username, idx}`, with the fields the form changes. */
    saveProfile: (profile: Profile, change: ProfileChange) =>
      expectData(
        api().POST('/post-jwt-profile', {
          body: {
            username: profile.email,
            idx: profile.idx,
            name: change.name,
            lastname: change.lastname,
            belongsToCompany: change.belongsToCompany,
            ...(change.belongsToCompany ? { companyId: change.companyId } : {}),
            language: change.language,
          },
        }),
      ),
    changePassword: (body: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }) => expectData(api().POST('/profile/password', { body })),
    signOutEverywhere: () => expectData(api().POST('/profile/sign-out-everywhere')),
    async exportData(): Promise<Download> {
      const result = await api().GET('/profile/export', { parseAs: 'blob' });
      return toDownload(result, 'folio-data.zip');
    },
    deleteAccount: (password: string) =>
      expectData(api().POST('/profile/delete', { body: { password } })),
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
