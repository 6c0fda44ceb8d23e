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

type IndexedFile = Pick<StoredFile, 'index_status' | 'index_error'>;

/**
 * The reason a face tells about a file without content search, as a short phrase in `language`,
 * or undefined: a `failed` file's kept reason (issue 17), or "too large" for a file `skipped`
 * for its size, which users would expect to find. Files skipped for having no text (audio,
 * video) have nothing to tell: nobody searches their words.
 */
export function indexReason(file: IndexedFile, language: Language): string | undefined {
  const isTold =
    file.index_status === 'failed' ||
    (file.index_status === 'skipped' && file.index_error === 'too-large');
  return isTold && file.index_error
    ? translate(language, INDEX_REASON_KEYS[file.index_error])
    : undefined;
}

/**
 * What every face says about a file without content search, or undefined when there is nothing to
 * say: a `failed` file "could not be indexed", with its reason when the server kept one; a file
 * skipped for its size says so (see `indexReason`).
 */
export function indexProblem(file: IndexedFile, language: Language): string | undefined {
  const reason = indexReason(file, language);
  if (file.index_status === 'failed') {
    return reason === undefined
      ? translate(language, 'files.index.failed')
      : translate(language, 'files.index.failedBecause', { reason });
  }
  return reason === undefined
    ? undefined
    : translate(language, 'files.index.skippedBecause', { reason });
}
