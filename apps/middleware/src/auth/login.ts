import { AppError } from '@folio/core';
import type { Kysely } from 'kysely';

import type { AuthConfig } from '../config';
import type { Tables } from '../db/schema';
import { findUserByEmail } from './auth.queries';
import { normalizeEmail } from './emails';
import { matchesDigest, spendDecoyCheck } from './passwords';
import type { RateLimiter } from './rate-limiter';
import type { SessionService, TokenPair } from './sessions.service';

/** A login attempt (SPEC §7 `{email, password, hash}`), with what the route knows of the caller. */
export type LoginAttempt = {
  email: string;
  password: string;
  /** The account key (`hash`); undefined when not sent. */
  accountKey: string | undefined;
  /** True for the web app in a browser, which may log in without the key (see `isBrowserCall`). */
  isBrowser: boolean;
  /** The client address the per-IP limit counts. */
  ip: string;
};

/**
 * Creates the login check. In order: API clients must send the account key (`MISSING_HASH`,
 * DECISIONS.md); the limits per client IP and per address (`RATE_LIMIT_EXCEEDED`); the password,
 * with one answer (`AUTHENTICATION_FAILED`) and comparable time whether or not the address has an
 * account (SPEC §8); then, once the password is right, an unverified account
 * (`ACCOUNT_NOT_VERIFIED`) and a wrong key (`INVALID_TOKEN_HASH`). A success clears the address's
 * count, so only consecutive failures lock it.
 */
export function createLogin(deps: {
  db: Kysely<Tables>;
  config: Pick<AuthConfig, 'loginMaxPerAddress' | 'loginMaxPerIp'>;
  limiter: RateLimiter;
  sessions: SessionService;
}): (attempt: LoginAttempt) => Promise<TokenPair> {
  return async (attempt) => {
    const accountKey = attempt.accountKey === '' ? undefined : attempt.accountKey;
    if (accountKey === undefined && !attempt.isBrowser) {
      throw new AppError('MISSING_HASH', { message: 'API login without the account key' });
    }
    const email = normalizeEmail(attempt.email);
    await deps.limiter.hit(`login-ip:${attempt.ip}`, deps.config.loginMaxPerIp);
    await deps.limiter.hit(`login-address:${email}`, deps.config.loginMaxPerAddress);

    const user = await findUserByEmail(deps.db, email);
    if (!user) {
      await spendDecoyCheck(attempt.password);
      throw new AppError('AUTHENTICATION_FAILED', { message: 'login for an unknown address' });
    }
    if (!(await matchesDigest(user.password_digest, attempt.password))) {
      throw new AppError('AUTHENTICATION_FAILED', { message: 'login with a wrong password' });
    }
    if (user.verified_at === null) {
      throw new AppError('ACCOUNT_NOT_VERIFIED', { message: 'login before verification' });
    }
    if (accountKey !== undefined && !(await matchesDigest(user.account_key_digest, accountKey))) {
      throw new AppError('INVALID_TOKEN_HASH', { message: 'login with a wrong account key' });
    }
    await deps.limiter.reset(`login-address:${email}`);
    return deps.sessions.start(user);
  };
}
