import { fileExtension } from '../upload/upload-limits';

import { AUDIO_FILE_TYPES, IMAGE_FILE_TYPES } from './chat-files';
import type { ChatbotKind } from './types';

/** The routes a message can take (SPEC §5, §7 "to the image, audio, document, conversational or accountant endpoint"). */
export type MessageEndpoint = 'image' | 'audio' | 'document' | 'conversational' | 'accountant';

/**
 * The attachments that go to the document route: SPEC §5 names "pdf, doc, docx"; TXT and MD are
 * documents a conversational topic takes too (SPEC §1), so they are read the same way (issue 10).
 */
export const DOCUMENT_MESSAGE_TYPES: readonly string[] = ['pdf', 'doc', 'docx', 'txt', 'md'];

/**
 * Where a message goes (SPEC §5 "The endpoint for a message depends on the first attached file's
 * type: image, audio, document (pdf, doc, docx), otherwise by chatbot type (documental =
 * conversational, estructurado = accountant)"). Only the first file counts; a message without
 * files, or whose first file is none of those (an Excel workbook), goes by the topic's kind.
 */
export function messageEndpoint(
  files: readonly { readonly name: string }[],
  kind: ChatbotKind,
): MessageEndpoint {
  const first = files[0];
  const type = first === undefined ? '' : fileExtension(first.name);
  if (IMAGE_FILE_TYPES.includes(type)) {
    return 'image';
  }
  if (AUDIO_FILE_TYPES.includes(type)) {
    return 'audio';
  }
  if (DOCUMENT_MESSAGE_TYPES.includes(type)) {
    return 'document';
  }
  return kind === 'documental' ? 'conversational' : 'accountant';
}
