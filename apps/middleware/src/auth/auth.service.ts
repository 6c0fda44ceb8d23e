import {
  AppError,
  isFormValid,
  validateProfile,
  validateRegistration,
  type Language,
  type RegistrationForm,
} from '@folio/core';

import { renderAccountEmail } from '../mail/account-emails';
import {
  deleteUser,
  insertLink,
  insertUser,
  markVerified,
  spendLink,
  updateProfile,
} from './auth.queries';
import { createAccountSecurity } from './account-security';
import type { AuthServiceDeps } from './auth-service-deps';
import { linkTo, refuseInvalid } from './auth-links';
import { normalizeEmail } from './emails';
import { createLogin } from './login';
import { digestSecret } from './passwords';
import { createPasswordReset } from './password-reset';
import { createSecretToken, digestSecretToken } from './secrets';

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

    ...createAccountSecurity(deps),

    /**
     * SPEC §7 profile update: a user changes their own profile only (FORBIDDEN otherwise). Besides
     * the index, the profile screen sends what it changes: the names (SPEC §5 letters only, core's
     * `validateProfile`, BAD_REQUEST with the fields), the company and the e-mails' language.
     */
    async updateProfile(username: string, change: ProfileChange) {
      if (normalizeEmail(change.username) !== username) {
        throw new AppError('FORBIDDEN', { message: 'profile update for another user' });
      }
      const names = checkProfileFields(change);
      const row = await updateProfile(
        db,
        username,
        {
          profile_index: change.profileIndex,
          ...names,
          ...(change.language === undefined ? {} : { language: change.language }),
        },
        clock(),
      );
      if (row === undefined) {
        throw new AppError('RESOURCE_NOT_FOUND', { message: 'profile of a removed account' });
      }
      return {
        username,
        profileIndex: row.profile_index,
        name: row.name,
        lastname: row.lastname,
        belongsToCompany: row.belongs_to_company,
        companyId: row.company_id,
        language: row.language,
      };
    },
  };
}

/** What the profile update may change; left-out fields stay as they are. */
export type ProfileChange = {
  username: string;
  profileIndex: number;
  name?: string;
  lastname?: string;
  belongsToCompany?: boolean;
  companyId?: string;
  language?: Language;
};

/**
 * The columns a profile change writes, after SPEC §5's rules: the names are checked when sent
 * (both or either), the company id is required for a member and cleared for a non-member.
 */
function checkProfileFields(change: ProfileChange) {
  const form = {
    name: change.name ?? '',
    lastname: change.lastname ?? '',
    belongsToCompany: change.belongsToCompany ?? false,
    companyId: change.companyId ?? '',
  };
  // Only what was sent is checked: an index-only update (SPEC §7's call as is) changes no name.
  const problems = Object.fromEntries(
    Object.entries(validateProfile(form)).filter(
      ([field]) => field === 'companyId' || change[field as 'name' | 'lastname'] !== undefined,
    ),
  );
  if (!isFormValid(problems)) {
    refuseInvalid(problems);
  }
  return {
    ...(change.name === undefined ? {} : { name: change.name.trim() }),
    ...(change.lastname === undefined ? {} : { lastname: change.lastname.trim() }),
    ...(change.belongsToCompany === undefined
      ? {}
      : {
          belongs_to_company: change.belongsToCompany,
          company_id: change.belongsToCompany ? form.companyId.trim() : null,
        }),
  };
}
