import { sql, type Kysely, type Selectable } from 'kysely';

import type { ConfigurationsTable, Tables } from '../db/schema';
import type { CheckedConfiguration } from './configuration-rules';

type Db = Kysely<Tables>;

export type ConfigurationRow = Selectable<ConfigurationsTable>;

/** A configuration row with how many documents it has. */
export type CountedConfigurationRow = ConfigurationRow & { document_count: number | string };

// Results are the documents a run has finished with (done or failed), as listResults shows them.
const documentCount = sql<string>`(select count(*) from extracted_documents d
  where d.configuration_id = c.id and d.status in ('done', 'failed'))`;

/** The user's configurations with their document counts, newest first. */
export async function selectConfigurations(
  db: Db,
  userId: string,
): Promise<CountedConfigurationRow[]> {
  return db
    .selectFrom('configurations as c')
    .selectAll('c')
    .select(documentCount.as('document_count'))
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** The user's configuration of an id, with its document count. */
export async function findConfigurationById(
  db: Db,
  userId: string,
  id: string,
): Promise<CountedConfigurationRow | undefined> {
  return db
    .selectFrom('configurations as c')
    .selectAll('c')
    .select(documentCount.as('document_count'))
    .where('c.user_id', '=', userId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The user's configuration of a name, ignoring case, with its document count. */
export async function findConfigurationByName(
  db: Db,
  userId: string,
  name: string,
): Promise<CountedConfigurationRow | undefined> {
  return db
    .selectFrom('configurations as c')
    .selectAll('c')
    .select(documentCount.as('document_count'))
    .where('c.user_id', '=', userId)
    .where(sql<string>`lower(c.name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** Whether the user has another configuration of this name (ignoring case). */
export async function isConfigurationNameTaken(
  db: Db,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('configurations')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) {
    query = query.where('id', '!=', exceptId);
  }
  return (await query.executeTakeFirst()) !== undefined;
}

function columnsOf(configuration: CheckedConfiguration) {
  return {
    name: configuration.name,
    document_type: configuration.document_type,
    prompt: configuration.prompt ?? null,
    model: configuration.model ?? null,
    example_file_id: configuration.example_file_id ?? null,
    attributes: JSON.stringify(configuration.attributes),
  };
}

export async function insertConfiguration(
  db: Db,
  userId: string,
  configuration: CheckedConfiguration,
): Promise<string> {
  const row = await db
    .insertInto('configurations')
    .values({ user_id: userId, ...columnsOf(configuration) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a configuration's fields; false when the user has no configuration of that id. */
export async function updateConfiguration(
  db: Db,
  userId: string,
  id: string,
  configuration: CheckedConfiguration,
): Promise<boolean> {
  const row = await db
    .updateTable('configurations')
    .set({ ...columnsOf(configuration), updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a configuration (its runs and documents go with it); false when there was none. */
export async function deleteConfigurationRow(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('configurations')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user has a file of this id (an example must be the user's own). */
export async function isOwnFile(db: Db, userId: string, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('files')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Jobs of the configuration's unfinished runs, to cancel before it goes. */
export async function selectOpenRunJobs(db: Db, configurationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('extraction_runs')
    .select('job_id')
    .where('configuration_id', '=', configurationId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return rows.flatMap((row) => (row.job_id === null ? [] : [row.job_id]));
}

/** Documents per configuration and state, and the last run, of the user's configurations. */
export async function selectCollections(db: Db, userId: string) {
  return db
    .selectFrom('extracted_documents as d')
    .innerJoin('configurations as c', 'c.id', 'd.configuration_id')
    .select(['c.id', 'c.name', 'c.last_run_at', 'd.state'])
    .select(sql<string>`count(*)`.as('count'))
    .where('d.user_id', '=', userId)
    .where('d.status', 'in', ['done', 'failed'])
    .groupBy(['c.id', 'c.name', 'c.last_run_at', 'd.state'])
    .execute();
}
