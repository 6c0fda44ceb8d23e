import type { Kysely } from 'kysely';

import type { BlobStore } from '../blobs/blob-store';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';

/** What the document database's service and its download need. */
export type DocdbDeps = { db: Kysely<Tables>; blobs: BlobStore; log: Logger };
