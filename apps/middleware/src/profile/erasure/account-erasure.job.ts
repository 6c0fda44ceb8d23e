import type { Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import { payloadId, type JobContext, type JobHandler } from '../../jobs/job-handler';
import { enqueueJob } from '../../jobs/job-queue';
import { renderAccountEmail } from '../../mail/account-emails';
import type { Mailer } from '../../mail/mailer';
import { eraseAccount, type ErasureDeps } from './erase-account';
import { markErasureDue, selectDueErasure } from './erasure.queries';

/** The job that erases a deleted account once its grace period is over. */
export const ACCOUNT_ERASURE_JOB_KIND = 'profile.erase';

/**
 * Deleting an account (issue 13, profile note decision 2): in one transaction the erasure's due
 * time is set and its job queued to run then, so neither exists without the other. Answers the
 * due time. A deletion asked again later queues another job; the earlier one finds the account
 * not yet due and does nothing.
 */
export async function scheduleAccountErasure(
  db: Kysely<Tables>,
  userId: string,
  graceSeconds: number,
): Promise<Date> {
  return db.transaction().execute(async (trx) => {
    const dueAt = await markErasureDue(trx, userId, graceSeconds);
    if (!dueAt) {
      throw new Error(`account ${userId} vanished while its deletion was asked`);
    }
    await enqueueJob(trx, { kind: ACCOUNT_ERASURE_JOB_KIND, payload: { userId }, runAt: dueAt });
    return dueAt;
  });
}

/** What the erasure job uses: erasure's needs, a mailer per run, the address e-mails link to. */
export type AccountErasureJobDeps = ErasureDeps & {
  openMailer: () => Mailer;
  publicUrl: string;
};

/**
 * `profile.erase` `{ userId }`: erases the account when its erasure is still set and due (a
 * sign-in within the grace period cleared it: nothing to do), then mails the confirmation. A
 * retry after the account's row went finds nothing due: what could be left are blobs, and their
 * deletion already retries by its own jobs.
 */
export function createAccountErasureJob(deps: AccountErasureJobDeps): JobHandler {
  return async (context: JobContext) => {
    const userId = payloadId(context.payload, 'userId', ACCOUNT_ERASURE_JOB_KIND);
    const account = await selectDueErasure(deps.db, userId);
    if (!account) {
      return { erased: false };
    }
    await eraseAccount(deps, {
      userId,
      email: account.email,
      companyId: account.belongs_to_company ? account.company_id : null,
    });
    const mailer = deps.openMailer();
    try {
      await mailer.send(
        renderAccountEmail('accountDeleted', account.language, {
          to: account.email,
          name: account.name,
          link: deps.publicUrl,
        }),
      );
    } catch (error) {
      // The account is gone; a retry would find nothing due and could not send it either.
      deps.log.error({ err: error }, 'account erasure e-mail not sent');
    } finally {
      mailer.close();
    }
    return { erased: true };
  };
}
