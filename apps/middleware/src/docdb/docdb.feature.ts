import type { StorageFeature } from '../storage/storage.feature';
import { createDocdbService } from './docdb.service';

/** The document database (SPEC §7 docdb) as the app holds it, for its routes. */
export type DocdbFeature = ReturnType<typeof createDocdbFeature>;

/**
 * Builds the document database over storage's database, blobs, limits and owners: its records
 * keep copies of PDFs from Files and of the forms' uploads, under storage's upload limit.
 */
export function createDocdbFeature(storage: StorageFeature) {
  return {
    deps: storage.deps,
    owners: storage.owners,
    service: createDocdbService(storage.deps),
  };
}
