// SPEC §5 "Extractor ZIP": only supported files, only single-document PDFs, a maximum file count,
// a maximum number of pages per file and a total-pages limit, with the bounds in the message
// (SPEC §8: `max` and `current` in `detail`). The rules on a ZIP's listing and its page counts;
// zip-intake.ts reads the ZIP.
import { AppError } from '@folio/core';
import type { DocumentError, ZipEntryInfo } from '@folio/documents';

import type { Limits } from '../config';

/** The limits a ZIP is held to (DECISIONS.md "Limits", configurable by environment). */
export type ZipRules = Pick<
  Limits,
  'zipMaxFiles' | 'zipMaxPagesPerFile' | 'zipMaxTotalPages' | 'zipMaxExpandedBytes'
>;

/** Names listed in a refusal, at most. */
const LISTED_NAMES = 20;

// What operating systems add to archives on their own: never the user's documents, never refused.
const SYSTEM_ENTRIES = /(^|\/)(__MACOSX|\.[^/]*)(\/|$)|(^|\/)(Thumbs\.db|desktop\.ini)$/iu;

/** Whether an entry is a folder or a file the system added (`__MACOSX/`, `.DS_Store`, `Thumbs.db`). */
export function isIgnoredEntry(entry: Pick<ZipEntryInfo, 'name' | 'isDirectory'>): boolean {
  return entry.isDirectory || SYSTEM_ENTRIES.test(entry.name);
}

/** Whether an entry is a PDF by its name (its content is checked when it is read). */
export function isPdfEntry(name: string): boolean {
  return /\.pdf$/iu.test(name);
}

/**
 * The PDFs of a ZIP's listing, in order, after the listing's rules: more files than allowed is
 * TOO_MANY_FILES (`max`, `current`); no PDF at all is ZIP_NO_SUPPORTED_FILES; any other file is
 * ZIP_UNSUPPORTED_FILES, naming them (`files`, `count`). Folders and system files are ignored.
 */
export function planZip(entries: readonly ZipEntryInfo[], rules: ZipRules): ZipEntryInfo[] {
  const files = entries.filter((entry) => !isIgnoredEntry(entry));
  if (files.length > rules.zipMaxFiles) {
    throw tooManyFiles(rules.zipMaxFiles, files.length);
  }
  const pdfs = files.filter((entry) => isPdfEntry(entry.name));
  if (pdfs.length === 0) {
    throw new AppError('ZIP_NO_SUPPORTED_FILES', {
      message: `no PDF among ${files.length} files`,
      detail: { count: files.length },
    });
  }
  const unsupported = files.filter((entry) => !isPdfEntry(entry.name));
  if (unsupported.length > 0) {
    throw unsupportedFiles(unsupported.map((entry) => entry.name));
  }
  return pdfs;
}

/** TOO_MANY_FILES with the limit and the count (SPEC §8 'Maximum {{max}} files...'). */
export function tooManyFiles(max: number, current: number): AppError {
  return new AppError('TOO_MANY_FILES', {
    message: `${current} files, limit ${max}`,
    detail: { max, current },
  });
}

/** ZIP_UNSUPPORTED_FILES naming the files (the first 20) and how many there are. */
export function unsupportedFiles(names: readonly string[], reason?: string): AppError {
  return new AppError('ZIP_UNSUPPORTED_FILES', {
    message: `unsupported files in the ZIP: ${names.slice(0, 3).join(', ')}`,
    detail: {
      files: names.slice(0, LISTED_NAMES),
      count: names.length,
      ...(reason === undefined ? {} : { reason }),
    },
  });
}

/** FILE_TOO_MANY_PAGES when one PDF has more pages than allowed. */
export function checkFilePages(file: string, pages: number, rules: ZipRules): void {
  if (pages > rules.zipMaxPagesPerFile) {
    throw new AppError('FILE_TOO_MANY_PAGES', {
      message: `${file} has ${pages} pages, limit ${rules.zipMaxPagesPerFile}`,
      detail: { file, pages, max: rules.zipMaxPagesPerFile, current: pages },
    });
  }
}

/**
 * PDF_PROCESSING_ERROR for a PDF whose pages could not be counted: storage keeps such a PDF
 * (password, too slow to open), the extractor cannot read it.
 */
export function uncountedPdf(file: string): AppError {
  return new AppError('PDF_PROCESSING_ERROR', {
    message: `${file}: pages could not be counted`,
    detail: { file, reason: 'unreadable' },
  });
}

/** TOTAL_PAGES_EXCEEDED when the PDFs add up to more pages than allowed. */
export function checkTotalPages(total: number, rules: ZipRules): void {
  if (total > rules.zipMaxTotalPages) {
    throw new AppError('TOTAL_PAGES_EXCEEDED', {
      message: `${total} pages, limit ${rules.zipMaxTotalPages}`,
      detail: { total, max: rules.zipMaxTotalPages, current: total },
    });
  }
}

/**
 * A refusal of the ZIP reader as the catalogue's: too many entries is TOO_MANY_FILES, an archive
 * inside is an unsupported file, anything else (damaged, encrypted, unsafe names, expanding too
 * much, too slow) is ZIP_READ_ERROR with the reader's code as `reason`.
 */
export function zipReaderRefusal(error: DocumentError, rules: ZipRules): AppError {
  const name = typeof error.detail['name'] === 'string' ? error.detail['name'] : undefined;
  if (error.code === 'ZIP_TOO_MANY_ENTRIES') {
    const count = Number(error.detail['count']);
    return tooManyFiles(rules.zipMaxFiles, Number.isFinite(count) ? count : rules.zipMaxFiles + 1);
  }
  if (error.code === 'ZIP_NESTED_ARCHIVE' && name !== undefined) {
    return unsupportedFiles([name], 'archive');
  }
  return new AppError('ZIP_READ_ERROR', {
    message: `ZIP refused: ${error.message}`,
    detail: { reason: error.code.toLowerCase(), ...(name === undefined ? {} : { file: name }) },
    cause: error,
  });
}
