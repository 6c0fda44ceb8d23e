import { AppError, isFormValid, validateChangePassword, type Language } from '@folio/core';

import { renderAccountEmail } from '../mail/account-emails';
import { findUserByEmail, updatePasswordDigest, type AccountRow } from './auth.queries';
import { refuseInvalid } from './auth-links';
import type { AuthServiceDeps } from './auth-service-deps';
import { digestSecret, matchesDigest } from './passwords';

/**
 * What the profile screen asks of accounts (issue 13): proving the password again before a
 * sensitive change, changing it, signing out everywhere, and the e-mail that confirms an erasure.
 * Auth's own rules apply: argon2id digests, the password rule of SPEC §5, and the same limit on
 * wrong passwords as login (DECISIONS.md), so a stolen session cannot guess the password.
 */
export function createAccountSecurity(deps: AuthServiceDeps) {
  const { db, config, clock, sessions } = deps;

  /**
   * The account of `username` when `password` is its password. A wrong one is INVALID_REQUEST
   * (400) with `detail.field: 'currentPassword'`, counted against the address like a login
   * (RATE_LIMIT_EXCEEDED past it); a right one clears the count. Not AUTHENTICATION_FAILED: that
   * answers 401, and a 401 on a signed-in call means "session over" to every client (the SDK
   * refreshes the session and retries it, SPEC §4), while here the session is fine.
   */
  async function confirmPassword(username: string, password: string): Promise<AccountRow> {
    const limitKey = `password-check:${username}`;
    await deps.limiter.hit(limitKey, config.loginMaxPerAddress);
    const user = await findUserByEmail(db, username);
    if (!user) {
      throw new AppError('UNAUTHORIZED', { message: 'token subject has no account' });
    }
    if (!(await matchesDigest(user.password_digest, password))) {
      throw new AppError('INVALID_REQUEST', {
        message: 'wrong current password',
        detail: { field: 'currentPassword' },
      });
    }
    await deps.limiter.reset(limitKey);
    return user;
  }

  return {
    confirmPassword,

    /**
     * Sets a new password after the current one is proven, by the rule of registration and reset
     * (core's `validateChangePassword`), and signs out every other session of the account: a
     * thief holding one loses it, the device the change came from stays signed in.
     */
    async changePassword(change: {
      username: string;
      familyId: string;
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }): Promise<void> {
      const problems = validateChangePassword(change);
      if (!isFormValid(problems)) {
        refuseInvalid(problems);
      }
      const user = await confirmPassword(change.username, change.currentPassword);
      const digest = await digestSecret(change.newPassword);
      await updatePasswordDigest(db, user.id, digest, clock());
      await sessions.revokeOthers(user.id, change.familyId);
    },

    /** Ends every session of the account, the caller's included (sign out of all devices). */
    async signOutEverywhere(username: string): Promise<void> {
      const user = await findUserByEmail(db, username);
      if (!user) {
        throw new AppError('UNAUTHORIZED', { message: 'token subject has no account' });
      }
      await sessions.revokeAll(user.id, 'logout');
    },

    /**
     * Mails the grace e-mail of a deleted account (issue 13): the erasure's due time and that
     * signing in keeps the account. The sessions are already ended, so a failure is only logged.
     */
    mailErasureScheduled(
      account: { email: string; name: string; language: Language },
      dueAt: Date,
    ): void {
      deps.background(() =>
        deps.mailer.send(
          renderAccountEmail('accountErasureScheduled', account.language, {
            to: account.email,
            name: account.name,
            link: `${deps.publicUrl}/login`,
            date: dueAt,
          }),
        ),
      );
    },

    /**
     * Mails the confirmation of an erasure to the address that was erased, in its language. The
     * account is already gone, so the answer does not wait for it and a failure is only logged.
     */
    mailAccountDeleted(account: { email: string; name: string; language: Language }): void {
      deps.background(() =>
        deps.mailer.send(
          renderAccountEmail('accountDeleted', account.language, {
            to: account.email,
            name: account.name,
            link: deps.publicUrl,
          }),
        ),
      );
    },
  };
}
