// Reads an uploaded ZIP of PDFs (issue 6 "Validation before any work"): the listing is checked
// before a byte is inflated, then each PDF is streamed into the blob store as a staged file (not
// yet a file of the user's: that happens once everything passed), its pages counted on the way.
// Any refusal deletes what was staged, so a refused ZIP leaves nothing behind.
import type { Readable } from 'node:stream';

import { AppError } from '@folio/core';
import { DocumentError, isDocumentError, listZip, readZip, type ZipLimits } from '@folio/documents';

import type { Owner, StagedFile, StorageDeps } from '../storage/storage.feature';
import { deleteBlobsAfterCommit, stageFile } from '../storage/storage.feature';
import {
  checkFilePages,
  checkTotalPages,
  planZip,
  uncountedPdf,
  unsupportedFiles,
  zipReaderRefusal,
  type ZipRules,
} from './zip-validation';

/** The PDFs of an accepted ZIP, staged in ZIP order, and their pages. */
export type ZipIntake = { staged: StagedFile[]; totalPages: number };

// Archives made on a Mac carry a `__MACOSX/._name` twin per file: the listing may hold a few
// times more entries than documents before the file count rule (on documents) decides.
const LISTING_SLACK = 4;

// A listing should take a moment; reading a whole ZIP of large PDFs takes longer.
const LIST_TIMEOUT_MS = 30_000;
const READ_TIMEOUT_MS = 10 * 60_000;

// Archives inside are refused by name as the unsupported files they are (planZip), and a `.pdf`
// holding an archive by its content (stageFile), so the reader lets them through.
function readerLimits(rules: ZipRules & { zipMaxEntryRatio: number }): ZipLimits {
  return {
    maxFiles: rules.zipMaxFiles * LISTING_SLACK + 10,
    maxTotalBytes: rules.zipMaxExpandedBytes,
    maxRatio: rules.zipMaxEntryRatio,
    allowNested: true,
  };
}

/**
 * The refusal of a staged PDF, in the ZIP's words where storage's are not about the ZIP. What the
 * reader's stream failed with (an entry whose sizes lie, damaged data: issue 16) is the reader's
 * refusal, ZIP_READ_ERROR, never a fault of the server's.
 */
function entryRefusal(error: unknown, name: string, content: Readable, rules: ZipRules): unknown {
  if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
    // A `.pdf` whose bytes are something else.
    return unsupportedFiles([name], 'content-mismatch');
  }
  if (isDocumentError(error)) {
    return zipReaderRefusal(error, rules);
  }
  if (error instanceof Error && content.errored === error) {
    return zipReaderRefusal(
      new DocumentError('ZIP_READ_ERROR', {
        message: error.message,
        detail: { name },
        cause: error,
      }),
      rules,
    );
  }
  return error;
}

/**
 * Checks a ZIP at `zipPath` against the rules and stages its PDFs for `owner`: the listing
 * (ZIP_READ_ERROR, TOO_MANY_FILES, ZIP_NO_SUPPORTED_FILES, ZIP_UNSUPPORTED_FILES), then each PDF
 * (a readable PDF, FILE_TOO_MANY_PAGES), then the total (TOTAL_PAGES_EXCEEDED). The caller
 * commits the staged files or deletes their blobs.
 */
export async function stageZipPdfs(
  deps: StorageDeps,
  owner: Owner,
  zipPath: string,
  rules: ZipRules & { zipMaxEntryRatio: number },
): Promise<ZipIntake> {
  const limits = readerLimits(rules);
  let planned: Set<string>;
  try {
    const entries = await listZip(zipPath, { ...limits, timeoutMs: LIST_TIMEOUT_MS });
    planned = new Set(planZip(entries, rules).map((entry) => entry.name));
  } catch (error) {
    throw isDocumentError(error) ? zipReaderRefusal(error, rules) : error;
  }
  const staged: StagedFile[] = [];
  let totalPages = 0;
  // The reader reports a handler's failure as its own ZIP_READ_ERROR: keep ours to answer it.
  const refusals: unknown[] = [];
  try {
    await readZip(zipPath, { ...limits, timeoutMs: READ_TIMEOUT_MS }, async (entry, content) => {
      if (!planned.has(entry.name)) {
        content.resume();
        return;
      }
      try {
        const file = await stageFile(deps, owner, {
          name: entry.name,
          clientMimeType: 'application/pdf',
          source: content,
        });
        staged.push(file);
        if (file.pages === null) {
          throw uncountedPdf(file.filename);
        }
        checkFilePages(file.filename, file.pages, rules);
        totalPages += file.pages;
      } catch (error) {
        refusals.push(entryRefusal(error, entry.name, content, rules));
        throw error;
      }
    });
    checkTotalPages(totalPages, rules);
    return { staged, totalPages };
  } catch (error) {
    await deleteBlobsAfterCommit(
      deps,
      staged.map((file) => file.blobKey),
    );
    const [refusal] = refusals;
    if (refusals.length > 0) {
      throw refusal;
    }
    throw isDocumentError(error) ? zipReaderRefusal(error, rules) : error;
  }
}
