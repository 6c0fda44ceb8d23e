import { AppError } from '@folio/core';
import type { AuthenticatedUser } from '@folio/server';
import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import type { AccessTokens } from './access-tokens';
import { createSecretToken, digestSecretToken } from './secrets';
import {
  cancelErasure,
  findRefreshTokenFamily,
  insertFamily,
  insertRefreshToken,
  isFamilyActive,
  revokeFamily,
  revokeUserFamilies,
  spendRefreshToken,
} from './sessions.queries';

/** A session's tokens (SPEC §3 Session); routes send them as `access_token` and `refresh_token`. */
export type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number };

/** Sessions: token pairs, their rotation and their revocation (DECISIONS.md "Accounts and sessions"). */
export type SessionService = ReturnType<typeof createSessionService>;

type Exchange =
  | { outcome: 'rotated'; pair: TokenPair }
  | { outcome: 'reused'; familyId: string }
  | { outcome: 'refused'; code: 'INVALID_TOKEN' | 'SESSION_EXPIRED' };

/**
 * Creates the session service. Refresh tokens are single use: each exchange spends the token and
 * answers a new pair in the same session; presenting a spent one again means it was copied, so
 * the whole session is revoked and both copies stop working. An access token is accepted only
 * while its session is open, so logout and a password reset end it before its 15 minutes are up.
 */
export function createSessionService(deps: {
  db: Kysely<Tables>;
  accessTokens: AccessTokens;
  refreshTokenSeconds: number;
  clock: () => Date;
}) {
  const { db, accessTokens, clock } = deps;

  async function issuePair(
    executor: Kysely<Tables>,
    username: string,
    familyId: string,
  ): Promise<TokenPair> {
    const refresh = createSecretToken();
    const expiresAt = new Date(clock().getTime() + deps.refreshTokenSeconds * 1000);
    await insertRefreshToken(executor, { digest: refresh.digest, familyId, expiresAt });
    const access = await accessTokens.sign(username, familyId);
    return { accessToken: access.token, refreshToken: refresh.token, expiresIn: access.expiresIn };
  }

  return {
    /**
     * Opens a new session for a user who just proved who they are. Signing in cancels a deletion
     * of the account still in its grace period (the grace e-mail says so).
     */
    async start(user: { id: string; email: string }): Promise<TokenPair> {
      return db.transaction().execute(async (trx) => {
        await cancelErasure(trx, user.id);
        return issuePair(trx, user.email, await insertFamily(trx, user.id));
      });
    },

    /** Exchanges a refresh token for a new pair (SPEC §7 refresh). */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const digest = digestSecretToken(refreshToken);
      const now = clock();
      const exchange = await db.transaction().execute(async (trx): Promise<Exchange> => {
        const spent = await spendRefreshToken(trx, digest, now);
        if (!spent) {
          const familyId = await findRefreshTokenFamily(trx, digest);
          return familyId
            ? { outcome: 'reused', familyId }
            : { outcome: 'refused', code: 'INVALID_TOKEN' };
        }
        if (spent.revoked_at !== null || spent.expires_at <= now) {
          return { outcome: 'refused', code: 'SESSION_EXPIRED' };
        }
        return { outcome: 'rotated', pair: await issuePair(trx, spent.email, spent.family_id) };
      });
      switch (exchange.outcome) {
        case 'rotated':
          return exchange.pair;
        case 'reused':
          // Outside the exchange's transaction, so that refusing cannot undo the revocation.
          await revokeFamily(db, exchange.familyId, 'reuse', now);
          throw new AppError('SESSION_EXPIRED', {
            message: 'spent refresh token presented again; session revoked',
          });
        case 'refused':
          throw new AppError(exchange.code, { message: 'refresh token refused' });
      }
    },

    /** Verifies an access token and that its session is still open. */
    async verifyAccessToken(token: string): Promise<AuthenticatedUser> {
      const user = await accessTokens.verify(token);
      if (!(await isFamilyActive(db, user.familyId))) {
        throw new AppError('SESSION_EXPIRED', { message: 'access token of a revoked session' });
      }
      return user;
    },

    /** Ends one session (logout). */
    async revoke(familyId: string): Promise<void> {
      await revokeFamily(db, familyId, 'logout', clock());
    },

    /**
     * Ends every session of a user: a password reset (DECISIONS.md), or the user signing out of
     * all devices from the profile (`logout`).
     */
    async revokeAll(userId: string, reason: 'reset' | 'logout' = 'reset'): Promise<void> {
      await revokeUserFamilies(db, userId, reason, clock());
    },

    /** Ends every session of a user but `keepFamilyId` (a password change from the profile). */
    async revokeOthers(userId: string, keepFamilyId: string): Promise<void> {
      await revokeUserFamilies(db, userId, 'reset', clock(), keepFamilyId);
    },
  };
}
