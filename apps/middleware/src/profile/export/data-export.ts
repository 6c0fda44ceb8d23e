import type { Readable } from 'node:stream';

import type { Language } from '@folio/core';
import type { Kysely } from 'kysely';

import { BlobNotFoundError, type BlobStore } from '../../blobs/blob-store';
import type { Logger } from '../../db/logger';
import type { Tables } from '../../db/schema';
import { uniqueEntryNames, zipStream } from '../../storage/storage.feature';
import {
  selectApiKeys,
  selectConfigurations,
  selectConversationsPage,
  selectDocdbFiles,
  selectDocdbRecordsPage,
  selectFilesPage,
  selectFolders,
  selectMessages,
  selectResultsPage,
  selectTopics,
  selectLedgerPage,
  selectUtilityUsesPage,
  selectWebhooks,
} from './export.queries';
import { jsonArrayStream, jsonDocument, textDocument, walkPages } from './json-stream';

/** What the export needs: the database, the blobs, and a log for a file whose blob is missing. */
export type DataExportDeps = { db: Kysely<Tables>; blobs: BlobStore; log: Logger };

type Entry = Parameters<typeof zipStream>[0][number];

// A folder or file name is one path segment of the ZIP, whatever it holds.
const segment = (name: string) => name.replace(/[/\\]/g, '_');

const README: Record<Language, string> = {
  en: [
    'Your data in Folio',
    '',
    'profile.json                 your account (no password or key is ever stored in readable form)',
    'files/<folder>/              every file you stored, by folder; files.json describes them',
    'extraction/                  your configurations and every extraction result',
    'docdb/                       the document database: records.json and the PDFs it keeps',
    'chatbot/                     your topics and every conversation with its messages',
    'webhooks.json                your webhooks (never their signing secrets)',
    'api-keys.json                your API keys: names, scopes and dates (never the keys)',
    'balance/page-ledger.json     every change of your page balance, with the work that made it',
    'utilities/uses.json          every utility you used: the tool, its files and pages, when',
    '',
  ].join('\n'),
  sp: [
    'Sus datos en Folio',
    '',
    'profile.json                 su cuenta (ninguna contraseña ni clave se guarda de forma legible)',
    'files/<carpeta>/             todos los archivos que guardó, por carpeta; files.json los describe',
    'extraction/                  sus configuraciones y todos los resultados de extracción',
    'docdb/                       la base documental: records.json y los PDF que conserva',
    'chatbot/                     sus temas y todas las conversaciones con sus mensajes',
    'webhooks.json                sus webhooks (nunca sus secretos de firma)',
    'api-keys.json                sus claves de API: nombres, permisos y fechas (nunca las claves)',
    'balance/page-ledger.json     cada cambio de su saldo de páginas, con el trabajo que lo hizo',
    'utilities/uses.json          cada utilidad que usó: la herramienta, sus archivos y páginas, cuándo',
    '',
  ].join('\n'),
};

/**
 * GDPR access (issue 13): everything of a user as one ZIP, produced while it is sent. Files and
 * the document database's PDFs are read from the blob store chunk by chunk when their entry
 * starts; results and conversations are written as JSON arrays page by page. Only the list of
 * file names is held whole (a few hundred bytes a file).
 */
export async function openDataExport(
  deps: DataExportDeps,
  account: { userId: string; language: Language; profile: Record<string, unknown> },
): Promise<Readable> {
  const { db, userId } = { db: deps.db, userId: account.userId };
  const now = new Date();
  const entry = (name: string, open: () => AsyncIterable<Uint8Array>): Entry => ({
    name,
    modifiedAt: now,
    open: async () => open(),
  });

  const files = [];
  for await (const page of walkPages((start, limit) => selectFilesPage(db, userId, start, limit))) {
    files.push(
      ...page.map(({ id, filename, blob_key, folder, created_at }) => ({
        id,
        filename,
        blob_key,
        folder,
        created_at,
      })),
    );
  }
  const fileNames = uniqueEntryNames(
    files.map((file) => `files/${segment(file.folder)}/${segment(file.filename)}`),
  );
  const docdbFiles = await selectDocdbFiles(db, userId);
  const docdbNames = uniqueEntryNames(
    docdbFiles.map((file) => `docdb/files/${segment(file.file_name)}`),
  );

  const blobEntry = (name: string, key: string, modifiedAt: Date): Entry => ({
    name,
    modifiedAt,
    open: async () => openBlobOrEmpty(deps, key),
  });

  return zipStream([
    entry('README.txt', () => textDocument(README[account.language])),
    entry('profile.json', () => jsonDocument(account.profile)),
    entry('files/folders.json', async function* () {
      yield* jsonDocument(await selectFolders(db, userId));
    }),
    entry('files/files.json', () =>
      jsonArrayStream(
        walkPages(async (start, limit) => {
          const rows = await selectFilesPage(db, userId, start, limit);
          return rows.map(({ blob_key: _key, ...row }) => ({ ...row, size: Number(row.size) }));
        }),
      ),
    ),
    ...files.map((file, index) =>
      blobEntry(fileNames[index] ?? `files/${file.id}`, file.blob_key, new Date(file.created_at)),
    ),
    entry('extraction/configurations.json', async function* () {
      yield* jsonDocument(await selectConfigurations(db, userId));
    }),
    entry('extraction/results.json', () =>
      jsonArrayStream(walkPages((start, limit) => selectResultsPage(db, userId, start, limit))),
    ),
    entry('docdb/records.json', () =>
      jsonArrayStream(
        walkPages((start, limit) => selectDocdbRecordsPage(db, userId, start, limit)),
      ),
    ),
    ...docdbFiles.map((file, index) =>
      blobEntry(docdbNames[index] ?? `docdb/files/${file.id}`, file.blob_key, file.created_at),
    ),
    entry('webhooks.json', async function* () {
      yield* jsonDocument(await selectWebhooks(db, userId));
    }),
    entry('api-keys.json', async function* () {
      yield* jsonDocument(await selectApiKeys(db, userId));
    }),
    entry('balance/page-ledger.json', () =>
      jsonArrayStream(walkPages((start, limit) => selectLedgerPage(db, userId, start, limit))),
    ),
    entry('utilities/uses.json', () =>
      jsonArrayStream(walkPages((start, limit) => selectUtilityUsesPage(db, userId, start, limit))),
    ),
    entry('chatbot/topics.json', async function* () {
      yield* jsonDocument(await selectTopics(db, userId));
    }),
    entry('chatbot/conversations.json', () =>
      jsonArrayStream(conversationsWithMessages(db, userId)),
    ),
  ]);
}

/** Pages of conversations, each with its topic's name and its messages in order. */
async function* conversationsWithMessages(db: Kysely<Tables>, userId: string) {
  for await (const page of walkPages(
    (start, limit) => selectConversationsPage(db, userId, start, limit),
    50,
  )) {
    const messages = await selectMessages(
      db,
      page.map((conversation) => conversation.id),
    );
    yield page.map((conversation) => ({
      ...conversation,
      messages: messages
        .filter((message) => message.conversation_id === conversation.id)
        .map(({ conversation_id: _id, ...message }) => message),
    }));
  }
}

/** A blob's bytes, or none when a row lost its blob (logged): one bad file must not end the copy. */
async function* openBlobOrEmpty(deps: DataExportDeps, key: string): AsyncGenerator<Uint8Array> {
  let stream: Readable;
  try {
    stream = await deps.blobs.get(key);
  } catch (error) {
    if (error instanceof BlobNotFoundError) {
      deps.log.error({ key }, 'export: row without its blob');
      return;
    }
    throw error;
  }
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    yield chunk;
  }
}
