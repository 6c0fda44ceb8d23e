import { AppError } from '@folio/core';

import type { JobContext } from '../../jobs/job-handler';
import {
  commitUpload,
  deleteBlobsAfterCommit,
  deleteFileRows,
  readerIndexDelayMs,
  readIndexedText,
  type Owner,
  type StagedFile,
} from '../../storage/storage.feature';
import { CHATBOT_FOLDER, type ChatbotDeps } from '../chatbot-deps';
import { chunkPages } from '../engine/chunk';
import { detectLanguage } from '../engine/language';
import { insertPassages } from '../retrieval/passages.queries';

/**
 * What an attachment without text is: refused with the catalogue code of its kind (an image's is
 * its own, SPEC §8), or kept (`keep`: an image a vision model will see).
 */
export type UnreadableAttachment = 'FILE_PROCESSING_ERROR' | 'IMAGE_ANALYSIS_ERROR' | 'keep';

/**
 * Stores a message's files in the chatbot folder of Files and runs `use` over their rows; when
 * `use` fails, the files go again (rows and blobs): all or nothing.
 */
export async function withStoredMessageFiles<T>(
  deps: ChatbotDeps,
  owner: Owner,
  staged: readonly StagedFile[],
  use: (rows: readonly { id: string; filename: string; blob_key: string }[]) => Promise<T>,
): Promise<T> {
  // Read right away by `use`; the index jobs only catch what that reading never reaches.
  const rows = await commitUpload(
    deps.storage.deps,
    owner,
    { folder: CHATBOT_FOLDER, replace: false },
    staged,
    { indexDelayMs: readerIndexDelayMs(staged.reduce((sum, file) => sum + (file.pages ?? 1), 0)) },
  );
  try {
    return await use(rows);
  } catch (error) {
    const keys = await deps.db.transaction().execute((trx) =>
      deleteFileRows(
        trx,
        rows.map((row) => row.id),
      ),
    );
    await deleteBlobsAfterCommit(deps.storage.deps, keys);
    throw error;
  }
}

/**
 * A message's attached documents (SPEC §5 document route): stored in the chatbot folder of Files,
 * read through the files index (bounded, killable readers, as training reads), and cut into
 * passages of this conversation only. All or nothing: a file that cannot be read removes the
 * message's files again and is `unreadable` (FILE_PROCESSING_ERROR, or IMAGE_ANALYSIS_ERROR for
 * an image without text) naming it and why. Answers the files' ids.
 */
export async function addMessageFiles(
  deps: ChatbotDeps,
  owner: Owner,
  scope: { topicId: string; conversationId: string },
  staged: readonly StagedFile[],
  signal: AbortSignal,
  unreadable: UnreadableAttachment = 'FILE_PROCESSING_ERROR',
): Promise<string[]> {
  if (staged.length === 0) {
    return [];
  }
  return withStoredMessageFiles(deps, owner, staged, async (rows) => {
    await readIntoPassages(deps, owner, scope, rows, signal, unreadable);
    return rows.map((row) => row.id);
  });
}

/**
 * What reading a file through the files index within a request needs: the index job's context
 * (the answer needs the words now, not when the job queue gets to them).
 */
export function requestReading(deps: ChatbotDeps, signal: AbortSignal) {
  const context: JobContext = {
    jobId: 'message-attachment',
    kind: 'chatbot.message-files',
    payload: null,
    attempt: 1,
    workerId: 'request',
    signal,
    progress: () => Promise.resolve(),
  };
  return { context, indexing: { database: deps.database, blobs: deps.blobs, logger: deps.log } };
}

async function readIntoPassages(
  deps: ChatbotDeps,
  owner: Owner,
  scope: { topicId: string; conversationId: string },
  rows: readonly { id: string; filename: string }[],
  signal: AbortSignal,
  unreadable: UnreadableAttachment,
): Promise<void> {
  const { context, indexing } = requestReading(deps, signal);
  for (const row of rows) {
    const text = await readIndexedText(indexing, context, row.id);
    const pages =
      text.status === 'indexed' ? text.pages.filter((page) => page.text.trim() !== '') : [];
    if (pages.length === 0) {
      if (unreadable === 'keep') {
        continue;
      }
      throw new AppError(unreadable, {
        message: `${row.filename} could not be read`,
        detail: {
          file: row.filename,
          reason:
            text.status === 'failed' || text.status === 'skipped'
              ? (text.reason ?? 'unreadable')
              : 'no-text',
        },
      });
    }
    const language = detectLanguage(pages.map((page) => page.text).join('\n'));
    await insertPassages(
      deps.db,
      chunkPages(pages).map((draft) => ({
        ...draft,
        topicId: scope.topicId,
        fileId: row.id,
        userId: owner.userId,
        conversationId: scope.conversationId,
        language,
      })),
    );
  }
}
