import { openBlobStore } from '../blobs/open-blob-store';
import type { MiddlewareConfig } from '../config';
import { openDatabase } from '../db/database';
import { checkBlobs } from './stray-blobs';

/**
 * `folio-server check-blobs`: prints what `checkBlobs` found as one JSON line and answers the exit
 * code: 0 when every row has its blob, 1 when a blob is missing. Blobs no row owns are listed but
 * not an error: the six-hourly sweep removes them once they are older than its grace period.
 */
export async function runBlobCheck(config: MiddlewareConfig): Promise<number> {
  const database = await openDatabase(config.database);
  try {
    const check = await checkBlobs({ db: database.db, blobs: await openBlobStore(config.blobs) });
    process.stdout.write(`${JSON.stringify(check)}\n`);
    return check.missing.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}
