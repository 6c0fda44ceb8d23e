import { sql, type Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import type { Cursor } from './json-stream';

type Db = Kysely<Tables>;

const column = (name: string, table?: string) =>
  sql.ref(table === undefined ? name : `${table}.${name}`);

/**
 * A row's creation time to the millisecond, the keyset's first column: PostgreSQL keeps
 * microseconds but a cursor comes back as a JavaScript Date, so comparing the stored value with
 * the cursor would find the cursor's own row after itself and walk it again.
 */
const createdMs = (table?: string) =>
  sql<Date>`date_trunc('milliseconds', ${column('created_at', table)})`;

/** Rows after the page's start, in keyset order; `table` names the alias in a join. */
const after = (start: Cursor, table?: string) =>
  start === undefined
    ? sql<boolean>`true`
    : sql<boolean>`(${createdMs(table)}, ${column('id', table)}) > (${start.createdAt}, ${start.id})`;

/** Every stored file of a user with its folder's name, for the export's `files/`. */
export async function selectFilesPage(db: Db, userId: string, start: Cursor, limit: number) {
  return db
    .selectFrom('files')
    .innerJoin('folders', 'folders.id', 'files.folder_id')
    .select([
      'files.id',
      'files.filename',
      'files.blob_key',
      'files.mime_type',
      'files.kind',
      'files.category',
      'files.config_name',
      'files.size',
      'files.pages',
      'files.tags',
      'files.description',
      'files.created_at',
      'folders.name as folder',
    ])
    .where('files.user_id', '=', userId)
    .where(after(start, 'files'))
    .orderBy(createdMs('files'))
    .orderBy('files.id')
    .limit(limit)
    .execute();
}

/** The user's folders. */
export async function selectFolders(db: Db, userId: string) {
  return db
    .selectFrom('folders')
    .select(['name', 'description', 'color', 'system_kind', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The user's extraction configurations. */
export async function selectConfigurations(db: Db, userId: string) {
  return db
    .selectFrom('configurations')
    .select(['id', 'name', 'document_type', 'prompt', 'model', 'attributes', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** A page of the user's extraction results, with the configuration each belongs to. */
export async function selectResultsPage(db: Db, userId: string, start: Cursor, limit: number) {
  return db
    .selectFrom('extracted_documents as d')
    .innerJoin('configurations as c', 'c.id', 'd.configuration_id')
    .select([
      'd.id',
      'c.name as configuration',
      'd.file_name',
      'd.pages',
      'd.status',
      'd.state',
      'd.headers',
      'd.items',
      'd.warnings',
      'd.created_at',
      'd.verified_at',
    ])
    .where('d.user_id', '=', userId)
    .where(after(start, 'd'))
    .orderBy(createdMs('d'))
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** A page of the user's document database records. */
export async function selectDocdbRecordsPage(db: Db, userId: string, start: Cursor, limit: number) {
  return db
    .selectFrom('docdb_records')
    .select(['id', 'config_name', 'date', 'data', 'created_at'])
    .where('user_id', '=', userId)
    .where(after(start))
    .orderBy(createdMs())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The PDFs the document database keeps for the user. */
export async function selectDocdbFiles(db: Db, userId: string) {
  return db
    .selectFrom('docdb_files')
    .select(['id', 'record_id', 'file_name', 'blob_key', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The user's chatbot topics. */
export async function selectTopics(db: Db, userId: string) {
  return db
    .selectFrom('chat_topics')
    .select([
      'id',
      'name',
      'description',
      'document_type',
      'config_chatbot',
      'longer',
      'annonimization',
      'mannuscrit',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** A page of the user's conversations, with their topic's name. */
export async function selectConversationsPage(
  db: Db,
  userId: string,
  start: Cursor,
  limit: number,
) {
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('chat_topics as t', 't.id', 'c.topic_id')
    .select(['c.id', 'c.name', 't.name as topic', 'c.created_at'])
    .where('c.user_id', '=', userId)
    .where(after(start, 'c'))
    .orderBy(createdMs('c'))
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** The messages of some conversations, oldest first. */
export async function selectMessages(db: Db, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('chat_messages')
    .select([
      'conversation_id',
      'user_message',
      'bot_response',
      'status',
      'model',
      'tone',
      'personality',
      'engine',
      'citations',
      'mission',
      'created_at',
    ])
    .where('conversation_id', 'in', conversationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The user's API keys for the export: what each may do and when it was used, never its digest. */
export async function selectApiKeys(db: Db, userId: string) {
  return db
    .selectFrom('api_keys')
    .select(['name', 'hint', 'scopes', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The user's webhooks for the export: where and what, never the signing secret. */
export async function selectWebhooks(db: Db, userId: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['url', 'description', 'events', 'enabled', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** A page of the user's page ledger (migration 0021): grants and the work that spent pages. */
export async function selectLedgerPage(db: Db, userId: string, start: Cursor, limit: number) {
  return db
    .selectFrom('page_ledger')
    .select(['id', 'kind', 'reference_id', 'label', 'pages', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where(after(start))
    .orderBy(createdMs())
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A page of the utility uses the service host reported for the user (`created_at`: used). */
export async function selectUtilityUsesPage(db: Db, userId: string, start: Cursor, limit: number) {
  return db
    .selectFrom('utility_uses')
    .select(['id', 'tool', 'files', 'pages', 'duration_ms', 'used_at as created_at'])
    .where('user_id', '=', userId)
    .where(
      start === undefined
        ? sql<boolean>`true`
        : sql<boolean>`(used_at, id) > (${start.createdAt}, ${start.id})`,
    )
    .orderBy('used_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
