import {
  AppError,
  isFormValid,
  validateRegistration,
  type Language,
  type RegistrationForm,
} from '@folio/core';
import type { Kysely } from 'kysely';

import type { AuthConfig } from '../config';
import type { Tables } from '../db/schema';
import { renderAccountEmail } from '../mail/account-emails';
import type { Mailer } from '../mail/mailer';
import {
  deleteUser,
  insertLink,
  insertUser,
  markVerified,
  spendLink,
  updateProfileIndex,
} from './auth.queries';
import { linkTo, refuseInvalid } from './auth-links';
import { normalizeEmail } from './emails';
import { createLogin } from './login';
import { digestSecret } from './passwords';
import type { RateLimiter } from './rate-limiter';
import { createPasswordReset } from './password-reset';
import { createSecretToken, digestSecretToken } from './secrets';
import type { SessionService } from './sessions.service';

/** What the account flows need. `background` runs work the answer must not wait for. */
export type AuthServiceDeps = {
  db: Kysely<Tables>;
  config: AuthConfig;
  /** The address users reach the web app at; links are built from it, never from Host. */
  publicUrl: string;
  mailer: Mailer;
  limiter: RateLimiter;
  sessions: SessionService;
  clock: () => Date;
  background: (task: () => Promise<void>) => void;
};

/** Accounts: register, verify, login, forgot and reset password, profile. */
export type AuthService = ReturnType<typeof createAuthService>;

/** Creates the account flows of SPEC §5 and §7 with the rules of DECISIONS.md "Accounts and sessions". */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, clock } = deps;
  const later = (seconds: number) => new Date(clock().getTime() + seconds * 1000);

  return {
    login: createLogin({ db, config, limiter: deps.limiter, sessions: deps.sessions }),

    /**
     * Registers an account by every rule of SPEC §5 (core's validator, the one the web uses), and
     * mails its verification link (48 h, single use) in the user's language. When the e-mail
     * cannot be sent the account is removed again, so the address can register once more.
     */
    async register(form: RegistrationForm, language: Language): Promise<void> {
      const problems = validateRegistration(form);
      if (!isFormValid(problems)) {
        refuseInvalid(problems);
      }
      const email = normalizeEmail(form.email);
      const [passwordDigest, accountKeyDigest] = await Promise.all([
        digestSecret(form.password),
        digestSecret(form.hash),
      ]);
      const link = createSecretToken();
      const userId = await db.transaction().execute(async (trx) => {
        const id = await insertUser(trx, {
          email,
          name: form.name.trim(),
          lastname: form.lastname.trim(),
          belongs_to_company: form.belongsToCompany === true,
          company_id: form.belongsToCompany === true ? form.companyId.trim() : null,
          password_digest: passwordDigest,
          account_key_digest: accountKeyDigest,
          language,
          balance_pages: config.initialBalancePages,
        });
        if (id === undefined) {
          throw new AppError('EMAIL_ALREADY_REGISTERED', {
            message: 'registration of a taken address',
          });
        }
        await insertLink(trx, {
          digest: link.digest,
          userId: id,
          purpose: 'verify',
          expiresAt: later(config.verificationLinkSeconds),
        });
        return id;
      });
      try {
        await deps.mailer.send(
          renderAccountEmail('verifyAccount', language, {
            to: email,
            name: form.name.trim(),
            link: linkTo(deps.publicUrl, 'verify-account', link.token),
          }),
        );
      } catch (error) {
        await deleteUser(db, userId);
        throw new AppError('EMAIL_SEND_ERROR', {
          message: 'verification e-mail not sent',
          cause: error,
        });
      }
    },

    /** Spends a verification link (INVALID_LINK when unknown, used or expired). */
    async verifyAccount(token: string): Promise<void> {
      const now = clock();
      const userId = await spendLink(db, digestSecretToken(token), 'verify', now);
      if (userId === undefined) {
        throw new AppError('INVALID_LINK', { message: 'verification link refused' });
      }
      await markVerified(db, userId, now);
    },

    ...createPasswordReset(deps),

    /** SPEC §7 profile update: a user changes their own profile only (FORBIDDEN otherwise). */
    async updateProfile(username: string, change: { username: string; profileIndex: number }) {
      if (normalizeEmail(change.username) !== username) {
        throw new AppError('FORBIDDEN', { message: 'profile update for another user' });
      }
      const profileIndex = await updateProfileIndex(db, username, change.profileIndex, clock());
      if (profileIndex === undefined) {
        throw new AppError('RESOURCE_NOT_FOUND', { message: 'profile of a removed account' });
      }
      return { username, profileIndex };
    },
  };
}
