import { AppError } from '@folio/core';

import type { ResolvedModel } from '../../ai';
import type { StagedFile } from '../../storage/storage.feature';
import type { Language } from '../engine/words';
import type { TopicListRow } from '../topics/topics.queries';
import type { UnreadableAttachment } from './message-files';

export type Question = {
  topic: TopicListRow;
  prompt: string;
  conversationId: string | null;
  model: string | null;
  tone: string | null;
  personality: string | null;
  /** The mission the message runs (`mision`, SPEC §3), by id. */
  mission: string | null;
  /** The user asked for a web search (`web_search`); no provider is configured for it. */
  webSearch: boolean;
  /** The user's interface language: the answer's, unless the question is in the other one. */
  language: Language;
  /** What the attachments are (SPEC §5 routing): documents, images (OCR) or recordings. */
  attachmentKind: 'document' | 'image' | 'audio';
  attachments: readonly StagedFile[];
  /** Aborted when the asker stops the answer (closes the stream). */
  signal: AbortSignal;
};

/**
 * What an attachment without text becomes: an image is kept when a vision model will see it,
 * else refused with its kind's code (IMAGE_ANALYSIS_ERROR, FILE_PROCESSING_ERROR).
 */
export function unreadableAttachment(
  kind: Question['attachmentKind'],
  model: ResolvedModel | undefined,
): UnreadableAttachment {
  if (kind !== 'image') {
    return 'FILE_PROCESSING_ERROR';
  }
  return model?.vision === true ? 'keep' : 'IMAGE_ANALYSIS_ERROR';
}

/** A tone, personality or mission id of SPEC §3, or INVALID_REQUEST naming the field. */
export function styleOf<T extends string>(
  value: string | null,
  isKnown: (value: string) => value is T,
  field: string,
): T | null {
  if (value === null || value === '') {
    return null;
  }
  if (!isKnown(value)) {
    throw new AppError('INVALID_REQUEST', {
      message: `${field}: unknown value ${value}`,
      detail: { field, value },
    });
  }
  return value;
}
