import type { Kysely } from 'kysely';

import type { BlobStore } from '../../blobs/blob-store';
import type { ChatbotFeature } from '../../chatbot/chatbot.feature';
import type { Logger } from '../../db/logger';
import type { Tables } from '../../db/schema';
import { deleteBlobsAfterCommit, type Owner } from '../../storage/storage.feature';
import {
  deleteJobsOfUser,
  deleteRateLimitsOf,
  deleteUserRow,
  selectBlobKeys,
  selectTopicNames,
} from './erasure.queries';

/** What an erasure touches: the database, the blobs, the chatbot (its topics' own schemas), a log. */
export type ErasureDeps = {
  db: Kysely<Tables>;
  blobs: BlobStore;
  log: Logger;
  chatbot: Pick<ChatbotFeature, 'topics'>;
};

/**
 * GDPR erasure (issue 13): every row and every blob of the user. In order:
 * 1. each chatbot topic through the chatbot's own delete, which also drops an accounting topic's
 *    schema and its tables (rows that no foreign key reaches);
 * 2. in one transaction, the blob keys the rows point at are read, the jobs and sign-in counters
 *    that name the user are deleted, then the account, whose delete cascades to every table
 *    (sessions, links, folders, files, pages, configurations, runs, results, document database,
 *    topics, conversations, messages, passages...);
 * 3. after the commit, those blobs, then anything still under the user's blob prefixes (a blob
 *    whose row was lost). A blob that cannot be deleted now is retried by a job.
 * The account's sessions go with it, so every device is signed out at once.
 */
export async function eraseAccount(deps: ErasureDeps, owner: Owner): Promise<void> {
  const { db, blobs } = deps;
  for (const name of await selectTopicNames(db, owner.userId)) {
    await deps.chatbot.topics.delete(owner, name);
  }
  const keys = await db.transaction().execute(async (trx) => {
    const blobKeys = await selectBlobKeys(trx, owner.userId);
    await deleteJobsOfUser(trx, owner.userId);
    await deleteRateLimitsOf(trx, owner.email);
    await deleteUserRow(trx, owner.userId);
    return blobKeys;
  });
  await deleteBlobsAfterCommit(deps, keys);
  for (const prefix of [`files/${owner.userId}/`, `docdb/${owner.userId}/`]) {
    for await (const key of blobs.list(prefix)) {
      await deleteBlobsAfterCommit(deps, [key]);
    }
  }
}
