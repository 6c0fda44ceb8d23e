import { cleanFileName, fileExtension } from '@folio/core';
import type { TFunction } from 'i18next';

import type { Folder, StoredFile } from './storage-types';

const ICONS_BY_EXTENSION: Record<string, string> = {
  pdf: 'pi-file-pdf',
  doc: 'pi-file-word',
  docx: 'pi-file-word',
  xls: 'pi-file-excel',
  xlsx: 'pi-file-excel',
  csv: 'pi-file-excel',
};

const ICONS_BY_KIND: Record<StoredFile['kind'], string> = {
  image: 'pi-image',
  document: 'pi-file',
  video: 'pi-video',
  audio: 'pi-volume-up',
  archive: 'pi-box',
  other: 'pi-file',
};

/** The primeicons class of a file: by its extension when it has a telling one, else its kind. */
export function fileIcon(file: Pick<StoredFile, 'filename' | 'kind'>): string {
  return ICONS_BY_EXTENSION[fileExtension(file.filename)] ?? ICONS_BY_KIND[file.kind];
}

/** The name users see (SPEC §3 display helpers: the date prefix removed), never blank. */
export function displayName(file: Pick<StoredFile, 'filename'>): string {
  return cleanFileName(file.filename) || file.filename;
}

/** A folder's name as users see it: system folders by their translated name (SPEC §3). */
export function folderLabel(folder: Pick<Folder, 'topico' | 'system_kind'>, t: TFunction): string {
  return folder.system_kind ? t(`files.folders.system.${folder.system_kind}`) : folder.topico;
}

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

/**
 * What the files screen says about a file without content search, or undefined when there is
 * nothing to say: a `failed` file "could not be indexed", with the reason when the server kept one
 * (issue 17); a file `skipped` for its size, which users would expect to find, says so. Files
 * skipped for having no text (audio, video) say nothing: nobody searches their words.
 */
export function indexProblem(
  file: Pick<StoredFile, 'index_status' | 'index_error'>,
  t: TFunction,
): string | undefined {
  const reason = file.index_error ? t(INDEX_REASON_KEYS[file.index_error]) : undefined;
  if (file.index_status === 'failed') {
    return reason === undefined
      ? t('files.index.failed')
      : t('files.index.failedBecause', { reason });
  }
  if (file.index_status === 'skipped' && file.index_error === 'too-large' && reason) {
    return t('files.index.skippedBecause', { reason });
  }
  return undefined;
}
