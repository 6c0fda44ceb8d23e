import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import { AppError } from '@folio/core';

import { deleteBlobsAfterCommit, putBlobOrQueueItsDeletion } from '../blob-cleanup';
import type { Owner } from '../owners';
import { contentMatchesExtension, SNIFF_BYTES } from '../rules/content-sniff';
import { fileTypeOf, type FileType } from '../rules/file-type';
import { cleanUploadName } from '../rules/upload-name';
import { fileBlobKey, type StorageDeps } from '../storage-deps';
import { keepHead } from './kept-head';
import { countPdfPages, PAGE_COUNT_MAX_BYTES } from './pdf-pages';

/** A received file whose blob is written and checked, waiting for its row (see commit-upload). */
export type StagedFile = {
  fileId: string;
  blobKey: string;
  filename: string;
  type: FileType;
  size: number;
  sha256: string;
  pages: number | null;
};

export type IncomingFile = {
  /** The name the client gave. */
  name: string;
  /** The client's MIME type, used only where the extension cannot tell. */
  clientMimeType: string;
  source: Readable | AsyncIterable<Uint8Array>;
  /** True when the transport cut the file at the size limit (multipart). */
  wasTruncated?: () => boolean;
  /** The id to store under (tus keeps it across a crash); a new one by default. */
  fileId?: string;
};

const toMb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** PAYLOAD_TOO_LARGE naming the file and the limit (the web shows `maxMb`). */
export function tooLarge(fileName: string, maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    message: `${fileName} is over ${maxBytes} bytes`,
    detail: { file: fileName, maxBytes, maxMb: toMb(maxBytes) },
  });
}

/**
 * The checks a file passes before its bytes are read: a safe name, an allowed extension (the
 * public config's list). Throws the refusal; answers the stored name and type.
 */
export function checkIncomingName(
  deps: Pick<StorageDeps, 'limits'>,
  name: string,
  clientMimeType: string,
): { filename: string; type: FileType } {
  const filename = cleanUploadName(name);
  const type = fileTypeOf(filename, clientMimeType);
  if (!deps.limits.uploadAllowedTypes.includes(type.extension)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `type .${type.extension} not allowed`,
      detail: { file: filename, extension: type.extension },
    });
  }
  return { filename, type };
}

/**
 * Streams one received file into the blob store, never holding it whole, then checks it (issue
 * 5): safe name and allowed extension before a byte is stored; then the size limit, not empty,
 * content that agrees with the extension (PDF magic, ZIP-based office files, images...; from the
 * first bytes, kept as they were written) and, for a PDF, its page count. Any refusal removes the blob
 * written for it and throws; the caller drains what is left of the source.
 */
export async function stageFile(
  deps: StorageDeps,
  owner: Owner,
  incoming: IncomingFile,
): Promise<StagedFile> {
  const { filename, type } = checkIncomingName(deps, incoming.name, incoming.clientMimeType);
  const maxBytes = deps.limits.uploadMaxFileBytes;
  const fileId = incoming.fileId ?? randomUUID();
  const blobKey = fileBlobKey(owner.userId, fileId);
  // One pass: the store hashes and counts on the way, and the bytes the checks need (the sniff's
  // head, or a PDF small enough to count its pages) are kept as they go by, never read back.
  const isPdf = type.extension === 'pdf';
  const incomingBytes = keepHead(incoming.source, isPdf ? PAGE_COUNT_MAX_BYTES : SNIFF_BYTES);
  const stored = await putBlobOrQueueItsDeletion(deps, blobKey, incomingBytes.source);
  try {
    // Multipart cuts a file at the limit and says so; tus never takes more than was declared.
    if (incoming.wasTruncated?.() || stored.size > maxBytes) {
      throw tooLarge(filename, maxBytes);
    }
    if (stored.size === 0) {
      throw new AppError('FILE_VALIDATION_ERROR', {
        message: `${filename} is empty`,
        detail: { file: filename, reason: 'empty' },
      });
    }
    const head = incomingBytes.head();
    if (!contentMatchesExtension(type.extension, head.subarray(0, SNIFF_BYTES))) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: `${filename} content is not .${type.extension}`,
        detail: { file: filename, extension: type.extension, reason: 'content-mismatch' },
      });
    }
    const pages = isPdf ? await countPdfPages(deps.log, head, stored.size, filename) : null;
    return { fileId, blobKey, filename, type, size: stored.size, sha256: stored.sha256, pages };
  } catch (error) {
    await deleteBlobsAfterCommit(deps, [blobKey]);
    throw error;
  }
}
