import { ERROR_CATALOGUE } from '../errors/catalogue';
import type { MessageKey } from '../i18n/resources';
import type { UploadSource } from '../upload/upload-limits';

import { checkChatFiles, type ChatFileRefusal, type ChatFilesCheck } from './chat-files';
import type { FieldMessage } from './types';

/** Why a training batch is refused before sending: no file chosen, or a chat-file refusal. */
export type TrainingRefusal = ChatFileRefusal | { code: 'FILES_REQUIRED'; detail: object };

/**
 * Checks the files of a training batch (SPEC §5 "Training needs at least one file selected",
 * and the chat-file rules of `checkChatFiles`: count, Excel, type, size).
 */
export function checkTrainingFiles(
  files: readonly UploadSource[],
  check: Omit<ChatFilesCheck, 'purpose'>,
): TrainingRefusal | null {
  if (files.length === 0) {
    return { code: 'FILES_REQUIRED', detail: {} };
  }
  return checkChatFiles(files, { ...check, purpose: 'training' });
}

/**
 * The message of a refusal: the catalogue's for a server code, so it reads the same whichever
 * side refused (SPEC §8), with its placeholders from `detail`.
 */
export function refusalMessage(refusal: TrainingRefusal): FieldMessage {
  if (refusal.code === 'FILES_REQUIRED') {
    return { key: 'chatbot.validation.filesRequired' };
  }
  return {
    key: ERROR_CATALOGUE[refusal.code].messageKey as MessageKey,
    params: refusal.detail,
  };
}
