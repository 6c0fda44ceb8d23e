import { expectData } from '../clients';
import { toDownload, type Download } from '../download';
import type { components } from '../generated/middleware';

import type { TokenOwner } from './auth';
import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** The signed-in account: name, language, page balance (profile.yaml `ProfileResponse`). */
export type Profile = Schemas['ProfileResponse'];
/** Files stored and space used, in total and by kind. */
export type StorageUsage = Schemas['StorageUsageResponse']['data'];
/** The page balance and the latest work that spent it (profile.yaml `BalanceHistoryResponse`). */
export type BalanceHistory = Schemas['BalanceHistoryResponse'];
/** What a profile update may change; a field left out stays as it is. */
export type ProfileChanges = Omit<Schemas['UpdateProfileRequest'], 'username' | 'idx'>;
/** The profile as stored after an update (auth.yaml `UpdateProfileResponse`). */
export type UpdatedProfile = Schemas['UpdateProfileResponse'];
/** A password change: the current one proves the owner (profile.yaml `ChangePasswordRequest`). */
export type PasswordChange = Schemas['ChangePasswordRequest'];

/** The signed-in account: who it is, its balance, its storage, and ending the session. */
export function createAccountResource(context: ClientContext, onLogout: () => void) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  return {
    /** The signed-in user's username (the e-mail), as every call sends it. */
    get username(): string {
      return context.user().user;
    },
    /** The account's profile, with its page balance. */
    async profile(options?: CallOptions): Promise<Profile> {
      return runCall(context, options, (signal) => expectData(api().GET('/profile', { signal })));
    },
    /**
     * Saves profile changes (SPEC §7 `/post-jwt-profile`, `{username, idx}` plus what changes):
     * `profile` gives the profile index to keep or pick. Answers the profile as stored.
     */
    async update(
      profile: Pick<Profile, 'idx'>,
      changes: ProfileChanges,
      options?: CallOptions,
    ): Promise<UpdatedProfile> {
      return runCall(context, options, (signal) =>
        expectData(
          api().POST('/post-jwt-profile', {
            body: { username: context.user().user, idx: profile.idx, ...changes },
            signal,
          }),
        ),
      );
    },
    /** The page balance and the latest work that spent it, newest first. */
    async balance(options?: CallOptions): Promise<BalanceHistory> {
      return runCall(context, options, (signal) =>
        expectData(api().GET('/profile/balance', { signal })),
      );
    },
    /**
     * Changes the password; every other session of the account ends, this one stays. A wrong
     * current password is INVALID_REQUEST with `detail.field` `currentPassword`.
     */
    async changePassword(change: PasswordChange, options?: CallOptions): Promise<string> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().POST('/profile/password', { body: change, signal })),
      );
      return answer.message;
    },
    /** Ends every session of the account, this one included; answers the server's message. */
    async signOutEverywhere(options?: CallOptions): Promise<string> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().POST('/profile/sign-out-everywhere', { signal })),
      );
      onLogout();
      return answer.message;
    },
    /** All the account's data as one ZIP (`folio-data.zip`), whole in memory. */
    async export(options?: CallOptions): Promise<Download> {
      const result = await runCall(
        context,
        options,
        (signal) => api().GET('/profile/export', { parseAs: 'blob', signal }),
        null,
      );
      return toDownload(result, 'folio-data.zip');
    },
    /**
     * Schedules the account's erasure, confirmed with the password (INVALID_REQUEST when
     * wrong); every session ends at once. Answers the server's message with the due time.
     */
    async delete(password: string, options?: CallOptions): Promise<string> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().POST('/profile/delete', { body: { password }, signal })),
      );
      onLogout();
      return answer.message;
    },
    /** Who the session is for and until when, as the server sees it (a refused one is a 401). */
    async whoami(options?: CallOptions): Promise<TokenOwner> {
      return runCall(context, options, (signal) =>
        expectData(api().GET('/auth/validate', { signal })),
      );
    },
    /** Files stored and space used. */
    async usage(options?: CallOptions): Promise<StorageUsage> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/storage/usage', {
            params: { query: { empresa: context.user().empresa, user: context.user().user } },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Ends the session on the server (its refresh tokens are revoked). */
    async logout(options?: CallOptions): Promise<void> {
      await runCall(context, options, (signal) => api().POST('/auth/logout', { signal }));
      onLogout();
    },
  };
}

/** The account resource of a client. */
export type AccountResource = ReturnType<typeof createAccountResource>;
