import { AppError, isFormValid, isValidEmail, validateResetPassword } from '@folio/core';

import { renderAccountEmail } from '../mail/account-emails';
import {
  findUserByEmail,
  insertLink,
  markVerified,
  retireLinks,
  spendLink,
  updatePasswordDigest,
} from './auth.queries';
import { linkTo, refuseInvalid } from './auth-links';
import type { AuthServiceDeps } from './auth-service-deps';
import { normalizeEmail } from './emails';
import { digestSecret } from './passwords';
import { createSecretToken, digestSecretToken } from './secrets';
import { revokeUserFamilies } from './sessions.queries';

/** Forgot and reset password (SPEC §5, §7; DECISIONS.md "Accounts and sessions"). */
export function createPasswordReset(deps: AuthServiceDeps) {
  const { db, config, clock } = deps;
  const later = (seconds: number) => new Date(clock().getTime() + seconds * 1000);

  return {
    /**
     * Mails a reset link (30 min, single use) when the address has an account. The answer is the
     * same, and comes as fast, either way (DECISIONS.md): the lookup and the e-mail happen after
     * it. Only the newest link works. Limited per IP and per address, counted either way too.
     */
    async forgotPassword(rawEmail: string, ip: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      if (!isValidEmail(email)) {
        refuseInvalid({ email: 'validation.emailInvalid' });
      }
      await deps.limiter.hit(`forgot-ip:${ip}`, config.loginMaxPerIp);
      await deps.limiter.hit(`forgot-address:${email}`, config.forgotPasswordMaxPerAddress);
      deps.background(async () => {
        const user = await findUserByEmail(db, email);
        if (!user) {
          return;
        }
        const link = createSecretToken();
        await db.transaction().execute(async (trx) => {
          await retireLinks(trx, user.id, 'reset', clock());
          await insertLink(trx, {
            digest: link.digest,
            userId: user.id,
            purpose: 'reset',
            expiresAt: later(config.resetLinkSeconds),
          });
        });
        await deps.mailer.send(
          renderAccountEmail('resetPassword', user.language, {
            to: user.email,
            name: user.name,
            link: linkTo(deps.publicUrl, 'reset-password', link.token),
          }),
        );
      });
    },

    /**
     * Sets a new password with a reset link (SPEC §5 rules, checked before the link is spent so a
     * typo does not waste it) and ends every session of the account (DECISIONS.md). The link
     * proves the address, so it also verifies an account that never was.
     */
    async resetPassword(form: {
      token: string;
      password: string;
      confirmPassword: string;
    }): Promise<void> {
      const problems = validateResetPassword(form);
      if (problems.link) {
        throw new AppError('INVALID_LINK', { message: 'reset without a link token' });
      }
      if (!isFormValid(problems)) {
        refuseInvalid(problems);
      }
      const digest = await digestSecret(form.password);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const userId = await spendLink(trx, digestSecretToken(form.token), 'reset', now);
        if (userId === undefined) {
          throw new AppError('INVALID_LINK', { message: 'reset link refused' });
        }
        await updatePasswordDigest(trx, userId, digest, now);
        await markVerified(trx, userId, now);
        await retireLinks(trx, userId, 'reset', now);
        await revokeUserFamilies(trx, userId, 'reset', now);
      });
    },
  };
}
