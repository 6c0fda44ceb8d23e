// Rows for the dashboard's tests, written straight into the tables the dashboard reads, at the
// instants a test names: the API makes rows at "now", and a period's boundaries need rows a
// second either side of a midnight.
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { ExtractionState, RunStatus, Tables } from '../../db/schema';

type Db = Kysely<Tables>;

/** A stored value as the extractor keeps it; `edited` once a person corrected it. */
export function field(value: string | number | null, edited = false) {
  return { value, raw: null, page: null, box: null, ...(edited ? { edited: true } : {}) };
}

/** A document of a seeded run. */
export type SeedDocument = {
  at: string;
  status?: 'queued' | 'running' | 'done' | 'failed';
  state?: ExtractionState;
  pages?: number;
  verifiedAt?: string | null;
  headers?: Record<string, unknown>;
  items?: Record<string, unknown>[];
};

/** Seeds one user's extractor, files and chatbot rows. */
export function createDashboardSeed(db: Db, userId: string) {
  let configurationId: string | undefined;
  let folderId: string | undefined;
  let topicId: string | undefined;

  async function configuration(): Promise<string> {
    configurationId ??= (
      await db
        .insertInto('configurations')
        .values({
          user_id: userId,
          name: `Facturas${Math.floor(Math.random() * 1e9)}`,
          document_type: 'invoice',
          attributes: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    return configurationId;
  }

  /** A file of `size` bytes uploaded at `at`. */
  async function file(at: string, size: number): Promise<string> {
    folderId ??= (
      await db
        .insertInto('folders')
        .values({ user_id: userId, empresa: 'demo', name: `seed${randomUUID().slice(0, 8)}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const id = randomUUID();
    const filename = `${id}.pdf`;
    await db
      .insertInto('files')
      .values({
        id,
        user_id: userId,
        folder_id: folderId,
        filename,
        name_key: filename,
        blob_key: `files/${userId}/${id}`,
        mime_type: 'application/pdf',
        kind: 'document',
        size,
        sha256: '0'.repeat(64),
        created_at: new Date(at),
      })
      .execute();
    return id;
  }

  /** A topic made at `at` (the global-search one with `isGlobal`). */
  async function topic(at: string, options: { isGlobal?: boolean } = {}): Promise<string> {
    const row = await db
      .insertInto('chat_topics')
      .values({
        user_id: userId,
        name: options.isGlobal ? 'BUSQUEDA_GLOBAL' : `tema${Math.floor(Math.random() * 1e9)}`,
        is_global: options.isGlobal ?? false,
        created_at: new Date(at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    topicId ??= row.id;
    return row.id;
  }

  return {
    configuration,
    file,
    topic,

    /** A run started at `at` with its documents; answers the run's id. */
    async run(
      at: string,
      documents: SeedDocument[],
      options: { status?: RunStatus; zipName?: string } = {},
    ): Promise<string> {
      const configId = await configuration();
      const run = await db
        .insertInto('extraction_runs')
        .values({
          user_id: userId,
          configuration_id: configId,
          zip_name: options.zipName ?? 'facturas.zip',
          status: options.status ?? 'succeeded',
          created_at: new Date(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (documents.length > 0) {
        await db
          .insertInto('extracted_documents')
          .values(
            documents.map((document, index) => ({
              user_id: userId,
              configuration_id: configId,
              run_id: run.id,
              file_name: `factura-${index + 1}.pdf`,
              pages: document.pages ?? 1,
              status: document.status ?? 'done',
              state: document.state ?? 'not_verified',
              headers: JSON.stringify(document.headers ?? {}),
              items: JSON.stringify(document.items ?? []),
              available_fields: JSON.stringify({
                headers: Object.keys(document.headers ?? {}),
                details: Object.keys(document.items?.[0] ?? {}),
              }),
              created_at: new Date(document.at),
              verified_at:
                document.verifiedAt === undefined || document.verifiedAt === null
                  ? null
                  : new Date(document.verifiedAt),
            })),
          )
          .execute();
      }
      return run.id;
    },

    /** A file of the first topic trained at `at`, spending `pages`. */
    async trained(at: string, pages: number): Promise<void> {
      const topicOfFile = topicId ?? (await topic(at));
      const fileId = await file(at, 100);
      await db
        .insertInto('chat_topic_files')
        .values({
          topic_id: topicOfFile,
          file_id: fileId,
          user_id: userId,
          status: 'trained',
          pages,
          updated_at: new Date(at),
        })
        .execute();
    },

    /** A conversation of the first topic started at `at`, with a question at each of `asked`. */
    async conversation(at: string, asked: string[] = []): Promise<string> {
      const topicOfConversation = topicId ?? (await topic(at));
      const conversation = await db
        .insertInto('chat_conversations')
        .values({
          topic_id: topicOfConversation,
          user_id: userId,
          name: 'Preguntas',
          created_at: new Date(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const when of asked) {
        await db
          .insertInto('chat_messages')
          .values({
            conversation_id: conversation.id,
            user_id: userId,
            user_message: '¿Cuánto facturamos?',
            bot_response: 'Mucho.',
            status: 'done',
            created_at: new Date(when),
          })
          .execute();
      }
      return conversation.id;
    },
  };
}

export type DashboardSeed = ReturnType<typeof createDashboardSeed>;
