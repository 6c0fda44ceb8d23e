import { isKnownErrorCode } from '../errors/catalogue';
import type { Language } from '../i18n/resources';
import { messageForError, translate } from '../i18n/translate';

import type { Training } from './types';

type UnprocessedFile = Training['unprocessed'][number];

const REASON_KEYS: Readonly<Record<string, string>> = {
  unreadable: 'chatbot.reasons.unreadable',
  empty: 'chatbot.reasons.empty',
  encrypted: 'chatbot.reasons.encrypted',
  'too-many-pages': 'chatbot.reasons.tooManyPages',
  'too-large': 'chatbot.reasons.tooLarge',
  'too-complex': 'chatbot.reasons.tooComplex',
  unsupported: 'chatbot.reasons.unsupported',
  'insufficient-balance': 'chatbot.reasons.insufficientBalance',
};

/**
 * Why a file was not processed, as a short phrase in `language`: the contract's reasons
 * (`UnprocessedFile.reason`) have their own words; a reason this build does not know is told by
 * its catalogue code when the server sent one, else as the server wrote it.
 */
export function unprocessedReason(file: UnprocessedFile, language: Language): string {
  const key = REASON_KEYS[file.reason];
  if (key !== undefined) {
    return translate(language, key);
  }
  const code = file.error_code ?? '';
  return isKnownErrorCode(code) ? messageForError(language, code) : file.reason;
}

/** The notice a finished training batch shows (SPEC §4). */
export type TrainingNotice = {
  /** `error` when no file was processed, `warn` when some were not, `info` otherwise. */
  severity: 'info' | 'warn' | 'error';
  /** 'Procesados: …' and 'No procesados: …', each only when it has names. */
  lines: string[];
};

/**
 * The notice of a training batch (SPEC §4 "Batch training adds an info notice listing processed
 * names ('Procesados') and unprocessed names ('No procesados')"), each unprocessed name with its
 * reason (issue 10), so web and CLI tell a batch alike.
 */
export function trainingNotice(
  training: Pick<Training, 'status' | 'processed' | 'unprocessed'>,
  language: Language,
): TrainingNotice {
  const lines: string[] = [];
  if (training.processed.length > 0) {
    lines.push(
      translate(language, 'chatbot.training.processed', { names: training.processed.join(', ') }),
    );
  }
  if (training.unprocessed.length > 0) {
    const names = training.unprocessed
      .map((file) =>
        translate(language, 'chatbot.training.unprocessedFile', {
          name: file.name,
          reason: unprocessedReason(file, language),
        }),
      )
      .join(', ');
    lines.push(translate(language, 'chatbot.training.unprocessed', { names }));
  }
  const severity =
    training.status === 'failed' || training.processed.length === 0
      ? 'error'
      : training.unprocessed.length > 0
        ? 'warn'
        : 'info';
  return { severity, lines };
}
