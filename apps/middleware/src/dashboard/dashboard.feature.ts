import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import type { StorageFeature } from '../storage/storage.feature';
import { createDashboardService } from './dashboard.service';

/*
 * The dashboard's front door (docs/dev/features.md): nothing of it is used by other features; the
 * app builds it once and routes.ts mounts its one operation. It reads the other features' tables
 * (documents, runs, files, topics, messages) by SQL of its own, and never writes.
 */

/** The dashboard (SPEC §1, issue 13) as the app holds it, for its routes. */
export type DashboardFeature = ReturnType<typeof createDashboardFeature>;

/** Builds the dashboard over the app's database and storage's owners (who is calling). */
export function createDashboardFeature(options: { db: Kysely<Tables>; storage: StorageFeature }) {
  return {
    owners: options.storage.owners,
    service: createDashboardService({ db: options.db }),
  };
}
