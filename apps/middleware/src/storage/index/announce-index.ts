import type { Kysely } from 'kysely';

import type { IndexError, Tables } from '../../db/schema';
import { emitWebhookEvent } from '../../webhooks/webhooks.feature';
import type { FileToIndex } from './file-pages.queries';

/**
 * The `file.indexed` webhook event of a file whose indexing ended (`indexed`, `skipped` or
 * `failed`, with the reason), emitted inside the transaction that records the end. Keyed by the
 * file's content, so a job run again announces nothing twice, and a replaced file announces anew.
 */
export function announceIndex(
  file: Pick<FileToIndex, 'id' | 'user_id' | 'sha256'>,
  status: 'indexed' | 'skipped' | 'failed',
  reason: IndexError | null,
): (trx: Kysely<Tables>) => Promise<void> {
  return async (trx) => {
    const row = await trx
      .selectFrom('files')
      .select('filename')
      .where('id', '=', file.id)
      .executeTakeFirst();
    await emitWebhookEvent(trx, {
      userId: file.user_id,
      type: 'file.indexed',
      key: `file-index:${file.id}:${file.sha256}`,
      data: { fileId: file.id, name: row?.filename ?? null, status, reason },
    });
  };
}
