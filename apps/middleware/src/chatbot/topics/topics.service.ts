import { AppError, chatFileTypes, EXCEL_FILE_TYPES, fileExtension } from '@folio/core';
import type { MiddlewareJsonData } from '@folio/sdk';
import type { Transaction } from 'kysely';

import { checkBalance } from '../../balance/page-balance';
import type { Tables } from '../../db/schema';
import {
  commitUpload,
  deleteBlobsAfterCommit,
  deleteFileRows,
  readerIndexDelayMs,
  stageFile,
  type Owner,
  type StagedFile,
} from '../../storage/storage.feature';
import { dropTopicTables } from '../accounting/store/topic-tables';
import { CHATBOT_FOLDER, type ChatbotDeps } from '../chatbot-deps';
import { readTrainingView, startTraining } from '../training/training.service';
import type { TrainingView } from '../training/training-view';
import { latestTrainings, type TrainingRow } from '../training/trainings.queries';
import { findChatbotFolderId, selectFilesOnlyIn, selectTopicFiles } from './topic-files.queries';
import { isGlobalTopicName, topicNameOf } from './topic-name';
import { toTopicView, type TopicFileView, type TopicView } from './topic-view';
import {
  deleteTopicRow,
  ensureGlobalTopicRow,
  findTopicRow,
  insertTopicRow,
  listTopicRows,
  type TopicListRow,
  type TopicRow,
} from './topics.queries';

/** What the create and train calls say about the topic (contract `TopicSettings`). */
export type TopicSettings = MiddlewareJsonData['configureChatbot'];

export type TrainingAccepted = { topic: TopicView; training: TrainingView };

export function topicNotFound(name: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', {
    message: `no topic ${name}`,
    detail: { resource: 'topic', topico: name },
  });
}

/**
 * SPEC §1 and §5: a conversational topic takes DOC, DOCX, TXT, MD and PDF and refuses Excel with
 * its own message (EXCEL_NOT_ALLOWED); any other type is UNSUPPORTED_MEDIA_TYPE. Checked on the
 * name before a byte is stored, with the core's lists the faces check with.
 */
export function checkTrainingFileName(kind: TopicRow['config_chatbot'], name: string): void {
  const extension = fileExtension(name);
  if (kind === 'documental' && EXCEL_FILE_TYPES.includes(extension)) {
    throw new AppError('EXCEL_NOT_ALLOWED', {
      message: 'a conversational chatbot does not take Excel files',
      detail: { file: name },
    });
  }
  const accepted = chatFileTypes(kind, 'training');
  if (!accepted.includes(extension)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `${name}: a ${kind} topic takes ${accepted.join(', ')}`,
      detail: { file: name, accepted },
    });
  }
}

/**
 * The chatbot's topics (SPEC §7 Chatbot; issue 10): list, one with its files, create from a
 * reference file, train more files (uploaded, already in Files, or from the document database),
 * delete. Every call acts for its owner only; another user's topic is RESOURCE_NOT_FOUND.
 */
export function createTopicService(deps: ChatbotDeps) {
  const { db } = deps;

  async function views(rows: readonly TopicListRow[]): Promise<TopicView[]> {
    const trainings = await latestTrainings(
      db,
      rows.map((row) => row.id),
    );
    return Promise.all(
      rows.map(async (row) => {
        const training = trainings.get(row.id);
        return toTopicView(row, training ? await readTrainingView(db, training, row.name) : null);
      }),
    );
  }

  async function view(row: TopicListRow): Promise<TopicView> {
    const [topic] = await views([row]);
    if (!topic) {
      throw new Error('a topic view went missing');
    }
    return topic;
  }

  /** A topic of the owner by its name; `BUSQUEDA_GLOBAL` is created on first use. */
  async function find(owner: Owner, rawName: string): Promise<TopicListRow> {
    if (isGlobalTopicName(rawName)) {
      await ensureGlobalTopicRow(db, owner.userId);
      const global = await findTopicRow(db, owner.userId, rawName.trim().toUpperCase());
      if (!global) {
        throw new Error('the global topic went missing');
      }
      return global;
    }
    const name = topicNameOf(rawName);
    const row = await findTopicRow(db, owner.userId, name);
    if (!row) {
      throw topicNotFound(name);
    }
    return row;
  }

  /** The settings of a topic to create: name rules, description required, demo blocked. */
  function newTopicOf(owner: Owner, settings: TopicSettings) {
    if (deps.config.demoMode) {
      throw new AppError('FEATURE_BLOCKED', {
        message: 'creating topics is blocked in demo mode',
        detail: { feature: 'new-topic' },
      });
    }
    if (isGlobalTopicName(settings.topico)) {
      throw new AppError('TOPIC_NAME_EXISTS', {
        message: 'BUSQUEDA_GLOBAL is the global-search topic',
        detail: { topico: settings.topico },
      });
    }
    const name = topicNameOf(settings.topico);
    const description = (settings.descripcion ?? settings.description ?? '').trim();
    if (description === '') {
      throw new AppError('MISSING_PARAMETERS', {
        message: 'a new topic needs a description',
        detail: { fields: ['descripcion'] },
      });
    }
    const configChatbot = settings.config_chatbot ?? 'documental';
    return {
      userId: owner.userId,
      name,
      description,
      documentType: settings.document_type ?? '',
      configChatbot,
      longer: settings.longer ?? false,
      annonimization: settings.annonimization ?? false,
      mannuscrit: settings.mannuscrit ?? false,
    } as const;
  }

  async function insertNewTopic(trx: Transaction<Tables>, owner: Owner, settings: TopicSettings) {
    const topic = await insertTopicRow(trx, newTopicOf(owner, settings));
    if (!topic) {
      throw new AppError('TOPIC_NAME_EXISTS', {
        message: `a topic ${settings.topico} exists`,
        detail: { topico: topicNameOf(settings.topico) },
      });
    }
    return topic;
  }

  async function accepted(owner: Owner, topicId: string, training: TrainingRow) {
    const row = await db
      .selectFrom('chat_topics')
      .select('name')
      .where('id', '=', topicId)
      .executeTakeFirstOrThrow();
    return {
      topic: await view(await find(owner, row.name)),
      training: await readTrainingView(db, training, row.name),
    };
  }

  /** Every id found among the owner's rows, or RESOURCE_NOT_FOUND: all or nothing. */
  function requireAll<T>(found: readonly T[], wanted: readonly string[], what: string): void {
    if (found.length !== wanted.length || wanted.length === 0) {
      throw new AppError('RESOURCE_NOT_FOUND', {
        message: `some ${what} are not the caller's`,
        detail: { resource: 'file' },
      });
    }
  }

  /** The topic a training names, when it exists (training into a new topic creates it). */
  async function existingTopic(owner: Owner, settings: TopicSettings) {
    return isGlobalTopicName(settings.topico)
      ? undefined
      : findTopicRow(db, owner.userId, topicNameOf(settings.topico));
  }

  /** Pages the files will spend (a file without a page count counts one). */
  async function checkPages(owner: Owner, staged: readonly StagedFile[]): Promise<void> {
    const pages = staged.reduce((sum, file) => sum + (file.pages ?? 1), 0);
    await checkBalance(db, owner.userId, pages);
  }

  /** Stores uploaded files in the chatbot folder and trains them into a topic, in one commit. */
  async function storeAndTrain(
    owner: Owner,
    staged: readonly StagedFile[],
    topicOf: (trx: Transaction<Tables>) => Promise<TopicRow>,
  ): Promise<TrainingAccepted> {
    try {
      await checkPages(owner, staged);
    } catch (error) {
      await deleteBlobsAfterCommit(
        deps.storage.deps,
        staged.map((file) => file.blobKey),
      );
      throw error;
    }
    let started: { topic: TopicRow; training: TrainingRow } | undefined;
    await commitUpload(
      deps.storage.deps,
      owner,
      { folder: CHATBOT_FOLDER, replace: false },
      staged,
      {
        // The training reads and indexes them first; the index jobs catch what it never reaches.
        indexDelayMs: readerIndexDelayMs(staged.reduce((sum, file) => sum + (file.pages ?? 1), 0)),
        alsoInTransaction: async (trx, fileIds) => {
          const topic = await topicOf(trx);
          started = { topic, training: await startTraining(trx, topic, fileIds) };
        },
      },
    );
    if (!started) {
      throw new Error('the training was not started');
    }
    return accepted(owner, started.topic.id, started.training);
  }

  async function detail(
    owner: Owner,
    rawName: string,
  ): Promise<{ topic: TopicView; files: TopicFileView[] }> {
    const row = await find(owner, rawName);
    const files = await selectTopicFiles(db, row.id);
    return {
      topic: await view(row),
      files: files.map((file) => ({
        file_id: file.file_id,
        filename: file.filename,
        status: file.status,
        reason: file.reason,
        language: file.language,
        pages: file.pages,
        passages: file.passages,
        resumen: file.summary,
      })),
    };
  }

  return {
    find,

    async list(owner: Owner): Promise<TopicView[]> {
      return views(await listTopicRows(db, owner.userId));
    },

    detail,

    /** The settings of a new topic, checked before any byte of its file is stored. */
    checkNewTopic(owner: Owner, settings: TopicSettings): void {
      newTopicOf(owner, settings);
    },

    /** SPEC §7 configure chatbot: a new topic from its reference file. */
    async configure(
      owner: Owner,
      settings: TopicSettings,
      staged: readonly StagedFile[],
    ): Promise<TrainingAccepted> {
      return storeAndTrain(owner, staged, (trx) => insertNewTopic(trx, owner, settings));
    },

    /** SPEC §7 train conversational: more files for an existing topic. */
    async addFiles(
      owner: Owner,
      topic: TopicRow,
      staged: readonly StagedFile[],
    ): Promise<TrainingAccepted> {
      return storeAndTrain(owner, staged, () => Promise.resolve(topic));
    },

    /** Files already in Files, trained into a topic (created when new). */
    async trainFiles(
      owner: Owner,
      settings: TopicSettings,
      fileIds: readonly string[],
    ): Promise<TrainingAccepted> {
      const unique = [...new Set(fileIds)];
      const files = await db
        .selectFrom('files')
        .select(['id', 'filename', 'pages'])
        .where('user_id', '=', owner.userId)
        .where('id', 'in', unique.length > 0 ? unique : ['00000000-0000-0000-0000-000000000000'])
        .execute();
      requireAll(files, unique, 'files');
      const existing = await existingTopic(owner, settings);
      for (const file of files) {
        checkTrainingFileName(
          existing?.config_chatbot ?? settings.config_chatbot ?? 'documental',
          file.filename,
        );
      }
      await checkBalance(
        db,
        owner.userId,
        files.reduce((sum, file) => sum + (file.pages ?? 1), 0),
      );
      const started = await db.transaction().execute(async (trx) => {
        const topic = existing ?? (await insertNewTopic(trx, owner, settings));
        return { topic, training: await startTraining(trx, topic, unique) };
      });
      return accepted(owner, started.topic.id, started.training);
    },

    /**
     * SPEC §7 train from the document database: copies of the records' PDFs land in the chatbot
     * folder of Files and are trained into the topic (created when new).
     */
    async trainDocumentDatabaseFiles(
      owner: Owner,
      settings: TopicSettings,
      docdbFileIds: readonly string[],
    ): Promise<TrainingAccepted> {
      const unique = [...new Set(docdbFileIds)];
      const rows =
        unique.length === 0
          ? []
          : await db
              .selectFrom('docdb_files')
              .select(['id', 'file_name', 'blob_key'])
              .where('user_id', '=', owner.userId)
              .where('id', 'in', unique)
              .execute();
      requireAll(rows, unique, 'document-database files');
      const existing = await existingTopic(owner, settings);
      if (!existing) {
        newTopicOf(owner, settings);
      }
      const staged: StagedFile[] = [];
      try {
        for (const row of rows) {
          checkTrainingFileName(existing?.config_chatbot ?? 'documental', row.file_name);
          staged.push(
            await stageFile(deps.storage.deps, owner, {
              name: row.file_name,
              clientMimeType: 'application/pdf',
              source: await deps.blobs.get(row.blob_key),
            }),
          );
        }
      } catch (error) {
        await deleteBlobsAfterCommit(
          deps.storage.deps,
          staged.map((file) => file.blobKey),
        );
        throw error;
      }
      return storeAndTrain(owner, staged, (trx) =>
        existing ? Promise.resolve(existing) : insertNewTopic(trx, owner, settings),
      );
    },

    /**
     * SPEC §7 delete topic: its passages, tables, trainings and conversations go with it; its
     * files leave the chatbot folder of Files when no other topic uses them (DECISIONS.md
     * "Chatbot").
     */
    async delete(owner: Owner, rawName: string) {
      const row = await find(owner, rawName);
      const before = await detail(owner, row.name);
      const folderId = await findChatbotFolderId(db, owner.userId);
      const blobKeys = await db.transaction().execute(async (trx) => {
        const onlyHere = folderId ? await selectFilesOnlyIn(trx, row.id, folderId) : [];
        await deleteTopicRow(trx, row.id);
        await dropTopicTables(trx, row.id);
        return deleteFileRows(trx, onlyHere);
      });
      deps.storage.deps.statistics.noteChanged(blobKeys.length);
      await deleteBlobsAfterCommit(deps.storage.deps, blobKeys);
      return before;
    },
  };
}

export type TopicService = ReturnType<typeof createTopicService>;
