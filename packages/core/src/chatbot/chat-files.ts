import { CHAT_MAX_FILES } from '../constants';
import {
  checkUpload,
  fileExtension,
  type UploadLimits,
  type UploadRefusal,
  type UploadSource,
} from '../upload/upload-limits';

import type { ChatbotKind } from './types';

/** Excel workbooks (SPEC §1: "Excel (.xls, .xlsx)"). */
export const EXCEL_FILE_TYPES: readonly string[] = ['xls', 'xlsx'];

/** SPEC §1: a conversational chatbot "accepts DOC, DOCX, TXT, MD and PDF, and never Excel". */
export const CONVERSATIONAL_FILE_TYPES: readonly string[] = ['doc', 'docx', 'txt', 'md', 'pdf'];

/** SPEC §1 and §5: an accounting chatbot "accepts Excel (.xls, .xlsx) and PDF". */
export const ACCOUNTING_FILE_TYPES: readonly string[] = [...EXCEL_FILE_TYPES, 'pdf'];

/** Images a message can carry; they go to the image route (SPEC §5 message routing). */
export const IMAGE_FILE_TYPES: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];

/** Recordings a message can carry; they go to the audio route (SPEC §5 message routing). */
export const AUDIO_FILE_TYPES: readonly string[] = ['mp3', 'wav', 'm4a', 'ogg', 'webm', 'flac'];

/** What the files are for: training a topic, or attached to one message. */
export type ChatFilePurpose = 'training' | 'message';

/**
 * Why chat files are refused before they are sent, with the catalogue code the server answers
 * (SPEC §8 "Too many files ('Maximum {{max}} files allowed. You have selected {{current}}.')",
 * "Excel not allowed for conversational chatbots"), or an upload refusal (empty, wrong type, too
 * large). `detail` fills the message's placeholders.
 */
export type ChatFileRefusal =
  | { code: 'TOO_MANY_FILES'; detail: { max: number; current: number } }
  | { code: 'EXCEL_NOT_ALLOWED'; detail: { file: string } }
  | UploadRefusal;

/**
 * The types a topic of `kind` takes for `purpose`: its documents (SPEC §1), and for a message
 * also images and audio, which the message routing sends to their own routes (SPEC §5).
 */
export function chatFileTypes(kind: ChatbotKind, purpose: ChatFilePurpose): readonly string[] {
  const documents = kind === 'documental' ? CONVERSATIONAL_FILE_TYPES : ACCOUNTING_FILE_TYPES;
  return purpose === 'training'
    ? documents
    : [...documents, ...IMAGE_FILE_TYPES, ...AUDIO_FILE_TYPES];
}

/** The `accept` value of a file picker for these types (`.pdf,.docx,...`). */
export function acceptedFileTypes(types: readonly string[]): string {
  return types.map((type) => `.${type}`).join(',');
}

export type ChatFilesCheck = {
  kind: ChatbotKind;
  purpose: ChatFilePurpose;
  /** The server's upload limits; `null` leaves the size check to the server. */
  limits?: UploadLimits | null;
  /** How many files at once; `CHAT_MAX_FILES` (4, SPEC §9) when absent. */
  maxFiles?: number;
};

/**
 * Checks chat files before they are sent, in the order a user can mend them: at most 4 at a time
 * (SPEC §5 "Chat file upload: at most 4 files at a time", §9), no Excel in a conversational topic
 * (SPEC §5 "Conversational topics reject Excel"), then each file's type for the topic's kind
 * (SPEC §1) and, when the limits are known, its size. `null` when they can be sent.
 */
export function checkChatFiles(
  files: readonly UploadSource[],
  { kind, purpose, limits = null, maxFiles = CHAT_MAX_FILES }: ChatFilesCheck,
): ChatFileRefusal | null {
  if (files.length > maxFiles) {
    return { code: 'TOO_MANY_FILES', detail: { max: maxFiles, current: files.length } };
  }
  const allowed = chatFileTypes(kind, purpose);
  for (const file of files) {
    if (kind === 'documental' && EXCEL_FILE_TYPES.includes(fileExtension(file.name))) {
      return { code: 'EXCEL_NOT_ALLOWED', detail: { file: file.name } };
    }
    const refusal = checkUpload(file, {
      uploadAllowedTypes: allowed,
      uploadMaxFileBytes: limits?.uploadMaxFileBytes ?? Number.POSITIVE_INFINITY,
    });
    if (refusal) {
      return refusal;
    }
  }
  return null;
}
