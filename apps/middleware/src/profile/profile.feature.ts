import type { AuthFeature } from '../auth/auth.feature';
import type { BlobStore } from '../blobs/blob-store';
import type { ChatbotFeature } from '../chatbot/chatbot.feature';
import type { MiddlewareConfig } from '../config';
import type { Logger } from '../db/logger';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import type { JobHandlers } from '../jobs/job-handler';
import { createMailer } from '../mail/create-mailer';
import type { StorageFeature } from '../storage/storage.feature';
import { ACCOUNT_ERASURE_JOB_KIND, createAccountErasureJob } from './erasure/account-erasure.job';
import { createProfileService } from './profile.service';

/*
 * The profile's front door (docs/dev/features.md): the profile screen's server side (issue 13).
 * Password checks, sessions and account e-mails stay auth's (its front door); the profile reads
 * the account, the balance and everything of the user for the export, and erases it all once a
 * deleted account's grace period is over (the job below).
 */

export { ACCOUNT_ERASURE_JOB_KIND } from './erasure/account-erasure.job';

/** The profile feature as the app holds it. */
export type ProfileFeature = ReturnType<typeof createProfileFeature>;

/** Builds the profile feature over the app's database and blobs and the features it reads. */
export function createProfileFeature(deps: {
  db: Kysely<Tables>;
  blobs: BlobStore;
  log: Logger;
  auth: AuthFeature;
  storage: StorageFeature;
  chatbot: ChatbotFeature;
  erasureGraceSeconds: number;
}) {
  return {
    auth: deps.auth,
    service: createProfileService({
      db: deps.db,
      blobs: deps.blobs,
      log: deps.log,
      auth: deps.auth,
      owners: deps.storage.owners,
      chatbot: deps.chatbot,
      erasureGraceSeconds: deps.erasureGraceSeconds,
    }),
  };
}

/** The profile's jobs, by kind: the erasure of a deleted account when its grace period ends. */
export function createProfileJobHandlers(deps: {
  db: Kysely<Tables>;
  blobs: BlobStore;
  log: Logger;
  config: Pick<MiddlewareConfig, 'mail' | 'publicUrl'>;
  chatbot: Pick<ChatbotFeature, 'topics'>;
}): JobHandlers {
  return {
    [ACCOUNT_ERASURE_JOB_KIND]: createAccountErasureJob({
      db: deps.db,
      blobs: deps.blobs,
      log: deps.log,
      chatbot: deps.chatbot,
      openMailer: () => createMailer(deps.config.mail, deps.log),
      publicUrl: deps.config.publicUrl,
    }),
  };
}
