import type { AuthFeature } from '../auth/auth.feature';
import type { BlobStore } from '../blobs/blob-store';
import type { ChatbotFeature } from '../chatbot/chatbot.feature';
import type { Logger } from '../db/logger';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import type { StorageFeature } from '../storage/storage.feature';
import { createProfileService } from './profile.service';

/*
 * The profile's front door (docs/dev/features.md): the profile screen's server side (issue 13).
 * Password checks, sessions and account e-mails stay auth's (its front door); the profile reads
 * the account, the balance and everything of the user for the export, and erases it all.
 */

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
    }),
  };
}
