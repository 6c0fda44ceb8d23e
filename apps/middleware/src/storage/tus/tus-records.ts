import { sql, type Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import { uploadOwner } from './tus-upload-id';

/**
 * What became of a finished tus upload: `landing` names the file id chosen before the checks and
 * the row (so a crash midway lands the same file again rather than a second one), `landed` the
 * stored file, so a client that lost the final answer and asks again (HEAD) learns the same file
 * id instead of uploading everything twice.
 */
export type LandingRecord =
  | { state: 'landing'; fileId: string }
  | { state: 'landed'; fileId: string; blobName: string; size: number };

/** The landing records of tus uploads, one row per upload id, shared by every process. */
export function createLandingRecords(db: Kysely<Tables>) {
  return {
    async get(uploadId: string): Promise<LandingRecord | undefined> {
      const row = await db
        .selectFrom('tus_landings')
        .select(['state', 'file_id', 'blob_name', 'size'])
        .where('upload_id', '=', uploadId)
        .executeTakeFirst();
      if (!row) {
        return undefined;
      }
      return row.state === 'landed'
        ? {
            state: 'landed',
            fileId: row.file_id,
            blobName: row.blob_name ?? '',
            size: Number(row.size ?? 0),
          }
        : { state: 'landing', fileId: row.file_id };
    },

    async set(uploadId: string, record: LandingRecord): Promise<void> {
      const values = {
        state: record.state,
        file_id: record.fileId,
        blob_name: record.state === 'landed' ? record.blobName : null,
        size: record.state === 'landed' ? record.size : null,
      };
      await db
        .insertInto('tus_landings')
        .values({ upload_id: uploadId, user_id: ownerOfRecord(uploadId), ...values })
        .onConflict((conflict) =>
          conflict.column('upload_id').doUpdateSet({ ...values, updated_at: sql`now()` }),
        )
        .execute();
    },

    async delete(uploadId: string): Promise<void> {
      await db.deleteFrom('tus_landings').where('upload_id', '=', uploadId).execute();
    },

    /** Removes records older than `maxAgeMs`; answers how many. */
    async sweep(maxAgeMs: number): Promise<number> {
      const removed = await db
        .deleteFrom('tus_landings')
        .where(
          'updated_at',
          '<',
          sql<Date>`now() - (${Math.round(maxAgeMs)}::integer * interval '1 millisecond')`,
        )
        .executeTakeFirst();
      return Number(removed.numDeletedRows);
    },
  };
}

export type LandingRecords = ReturnType<typeof createLandingRecords>;

// Every upload id names its owner (tus-upload-id.ts); the routes refuse ids of any other shape.
function ownerOfRecord(uploadId: string): string {
  const owner = uploadOwner(uploadId);
  if (owner === undefined) {
    throw new Error(`not a tus upload id: ${uploadId}`);
  }
  return owner;
}
