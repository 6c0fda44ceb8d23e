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
 * A message's attached documents (SPEC §5 document route): stored in the chatbot folder of Files,
 * read through the files index (bounded, killable readers, as training reads), and cut into
 * passages of this conversation only. All or nothing: a file that cannot be read removes the
 * message's files again and is FILE_PROCESSING_ERROR naming it and why. Answers the files' ids.
 */
export async function addMessageFiles(
  deps: ChatbotDeps,
  owner: Owner,
  scope: { topicId: string; conversationId: string },
  staged: readonly StagedFile[],
  signal: AbortSignal,
): Promise<string[]> {
  if (staged.length === 0) {
    return [];
  }
  // Read right away below; the index jobs only catch what that reading never reaches.
  const rows = await commitUpload(
    deps.storage.deps,
    owner,
    { folder: CHATBOT_FOLDER, replace: false },
    staged,
    { indexDelayMs: readerIndexDelayMs(staged.reduce((sum, file) => sum + (file.pages ?? 1), 0)) },
  );
  const fileIds = rows.map((row) => row.id);
  // The index job runs here, within the request: the answer needs the words now.
  const context: JobContext = {
    jobId: 'message-attachment',
    kind: 'chatbot.message-files',
    payload: null,
    attempt: 1,
    workerId: 'request',
    signal,
    progress: () => Promise.resolve(),
  };
  const indexing = { database: deps.database, blobs: deps.blobs, logger: deps.log };
  try {
    for (const row of rows) {
      const text = await readIndexedText(indexing, context, row.id);
      const pages =
        text.status === 'indexed' ? text.pages.filter((page) => page.text.trim() !== '') : [];
      if (pages.length === 0) {
        throw new AppError('FILE_PROCESSING_ERROR', {
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
  } catch (error) {
    const keys = await deps.db.transaction().execute((trx) => deleteFileRows(trx, fileIds));
    await deleteBlobsAfterCommit(deps.storage.deps, keys);
    throw error;
  }
  return fileIds;
}
