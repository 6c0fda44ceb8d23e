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
