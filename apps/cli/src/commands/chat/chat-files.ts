import { checkChatFiles, type ChatFilesCheck } from '@folio/core';
import { FolioError } from '@folio/sdk';

import { formFileOf } from '../files/local-files';
import { collectUploads, type LocalFile } from '../files/walk';

/**
 * The local files given to `folio chat` (a folder stands for the files in it), checked by the
 * core's chat-file rules (SPEC §5: at most 4 at a time, no Excel in a conversational topic, the
 * topic's types) before anything is sent. A refusal is thrown as the FolioError the server would
 * answer, so it is told with the same catalogue message.
 */
export async function collectChatFiles(
  paths: readonly string[],
  check: ChatFilesCheck,
): Promise<LocalFile[]> {
  const files = await collectLocalFiles(paths);
  const refusal = checkChatFiles(files, check);
  if (refusal) {
    throw new FolioError(refusal.code, refusal.code, { detail: refusal.detail });
  }
  return files;
}

/** The local files behind the paths (a folder stands for the files in it). */
export async function collectLocalFiles(paths: readonly string[]): Promise<LocalFile[]> {
  return (await collectUploads(paths)).files;
}

/** The files as form parts, each backed by the file on disk. */
export function openChatFiles(files: readonly LocalFile[]): Promise<File[]> {
  return Promise.all(files.map(formFileOf));
}
