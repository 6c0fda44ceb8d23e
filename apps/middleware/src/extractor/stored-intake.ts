// A run on PDFs already in Files (issue 14: "after an import, run a configuration on them"): the
// files are the caller's wherever they are (a cloud import's folder, an upload) and stay there;
// they are held to the ZIP's rules (zip-validation.ts, SPEC §5 "Extractor ZIP") before any work.
import { AppError } from '@folio/core';
import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import type { Owner } from '../storage/storage.feature';
import type { NewRunDocument } from './runs.queries';
import {
  checkFilePages,
  checkTotalPages,
  tooManyFiles,
  uncountedPdf,
  type ZipRules,
} from './zip-validation';

/** The documents of a run on stored files, in the order asked, and their pages. */
export type StoredIntake = { documents: NewRunDocument[]; totalPages: number };

/** Ids or names listed in a refusal, at most. */
const LISTED = 20;

/** The longest label of a run on stored files (the names of its files). */
const LABEL_MAX = 200;

/** Whether a stored file is a PDF (its type was read from its content when it was stored). */
const isPdf = (file: { mime_type: string }) => file.mime_type === 'application/pdf';

/**
 * Checks the caller's stored files a run would read: at most the ZIP file limit
 * (TOO_MANY_FILES), every id a file of `owner`'s (RESOURCE_NOT_FOUND naming the missing ids, so
 * another user's file is as absent as a deleted one), every file a PDF (UNSUPPORTED_MEDIA_TYPE
 * naming the others), its pages counted (PDF_PROCESSING_ERROR) and within the per-file and total
 * limits. An id given twice counts once. Writes nothing.
 */
export async function pickStoredPdfs(
  db: Kysely<Tables>,
  owner: Owner,
  fileIds: readonly string[],
  rules: ZipRules,
): Promise<StoredIntake> {
  const wanted = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  if (wanted.length > rules.zipMaxFiles) {
    throw tooManyFiles(rules.zipMaxFiles, wanted.length);
  }
  const rows =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('files')
          .select(['id', 'filename', 'mime_type', 'pages'])
          .where('user_id', '=', owner.userId)
          .where('id', 'in', wanted)
          .execute();
  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (wanted.length === 0 || missing.length > 0) {
    throw new AppError('RESOURCE_NOT_FOUND', {
      message: `${missing.length} of ${wanted.length} files are not the caller's`,
      detail: { resource: 'file', file_ids: missing.slice(0, LISTED) },
    });
  }
  const files = wanted.flatMap((id) => byId.get(id) ?? []);
  const others = files.filter((file) => !isPdf(file)).map((file) => file.filename);
  if (others.length > 0) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `a run reads PDFs only: ${others.slice(0, 3).join(', ')}`,
      detail: { files: others.slice(0, LISTED), count: others.length, allowed: ['pdf'] },
    });
  }
  let totalPages = 0;
  const documents = files.map((file) => {
    if (file.pages === null) {
      throw uncountedPdf(file.filename);
    }
    checkFilePages(file.filename, file.pages, rules);
    totalPages += file.pages;
    return { fileId: file.id, fileName: file.filename, pages: file.pages };
  });
  checkTotalPages(totalPages, rules);
  return { documents, totalPages };
}

/** What a run on stored files is called where a ZIP run shows its ZIP's name (dashboard, ledger). */
export function storedRunLabel(documents: readonly NewRunDocument[]): string {
  const label = documents.map((document) => document.fileName).join(', ');
  return label.length <= LABEL_MAX ? label : `${label.slice(0, LABEL_MAX - 1)}…`;
}
