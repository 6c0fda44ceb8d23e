import type { MiddlewareComponents } from '@folio/sdk';

import type { Language } from '../i18n/resources';
import { translate } from '../i18n/translate';

type StoredFile = MiddlewareComponents['schemas']['StoredFile'];

/** Why the content index gave up on a file, as the contract names it (issue 17). */
export type IndexError = NonNullable<StoredFile['index_error']>;

const INDEX_REASON_KEYS = {
  'too-complex': 'files.index.reasons.tooComplex',
  timeout: 'files.index.reasons.timeout',
  encrypted: 'files.index.reasons.encrypted',
  unreadable: 'files.index.reasons.unreadable',
  'too-many-pages': 'files.index.reasons.tooManyPages',
  'too-large': 'files.index.reasons.tooLarge',
  'no-text': 'files.index.reasons.noText',
  error: 'files.index.reasons.error',
} as const satisfies Record<IndexError, string>;

/** The reason the index kept for a file (`too-complex`...), as a short phrase in `language`. */
export function indexReason(error: IndexError, language: Language): string {
  return translate(language, INDEX_REASON_KEYS[error]);
}

/**
 * What every face says about a file without content search, or undefined when there is nothing to
 * say: a `failed` file "could not be indexed", with the reason when the server kept one (issue
 * 17); a file `skipped` for its size, which users would expect to find, says so. Files skipped
 * for having no text (audio, video) say nothing: nobody searches their words.
 */
export function indexProblem(
  file: Pick<StoredFile, 'index_status' | 'index_error'>,
  language: Language,
): string | undefined {
  const reason = file.index_error ? indexReason(file.index_error, language) : undefined;
  if (file.index_status === 'failed') {
    return reason === undefined
      ? translate(language, 'files.index.failed')
      : translate(language, 'files.index.failedBecause', { reason });
  }
  if (file.index_status === 'skipped' && file.index_error === 'too-large' && reason) {
    return translate(language, 'files.index.skippedBecause', { reason });
  }
  return undefined;
}
