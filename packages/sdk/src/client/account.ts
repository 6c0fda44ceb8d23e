import { expectData } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';

/** The signed-in account: name, language, page balance (profile.yaml `ProfileResponse`). */
export type Profile = components['schemas']['ProfileResponse'];
/** Files stored and space used, in total and by kind. */
export type StorageUsage = components['schemas']['StorageUsageResponse']['data'];

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
