import type { ErrorCode } from '@folio/sdk';

/**
 * The upload limits a server announces in its public config (`GET /api/config`, `limits`):
 * the allowed types, as lower-case extensions without the dot, and the largest file in bytes
 * (SPEC §5 "Upload has an allowed-types list and a maximum size in MB per file").
 */
export type UploadLimits = {
  uploadAllowedTypes: readonly string[];
  uploadMaxFileBytes: number;
};

/** What an upload needs to know of a file before sending it: its name and size. */
export type UploadSource = {
  readonly name: string;
  readonly size: number;
};

/**
 * Why a file is refused before it is sent, with the catalogue code the server would answer, so
 * the message is the same whichever side refused it (SPEC §8). `detail` fills the message's
 * placeholders (`{{maxMb}}` of PAYLOAD_TOO_LARGE).
 */
export type UploadRefusal = {
  code: Extract<
    ErrorCode,
    'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' | 'FILE_VALIDATION_ERROR'
  >;
  detail: { file: string; maxMb?: number; type?: string };
};

/**
 * How many files are sent at once. A Folio decision (issue 5 asks for "a concurrency limit"):
 * three keeps a slow file from blocking the queue without flooding the server or the browser's
 * six connections per host.
 */
export const UPLOAD_CONCURRENCY = 3;

/**
 * From this size on a file goes through the resumable tus endpoint instead of one form call
 * (issue 5: "large files resumable through the tus protocol"). A Folio decision: below it a
 * lost connection costs little to send again, above it resuming pays off.
 */
export const RESUMABLE_UPLOAD_MIN_BYTES = 16 * 1024 * 1024;

const MEGABYTE = 1024 * 1024;

/** The extension of a file name, lower case, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The size limit in megabytes with at most one decimal, as the messages show it (`50`, `2.5`). */
export function maxUploadMegabytes(limits: UploadLimits): number {
  return Math.round((limits.uploadMaxFileBytes / MEGABYTE) * 10) / 10;
}

/**
 * Checks a file against the server's limits before it is sent (SPEC §5 "Upload has an
 * allowed-types list and a maximum size in MB per file"), in the server's own order: an empty
 * file (FILE_VALIDATION_ERROR), a type not in the list (UNSUPPORTED_MEDIA_TYPE), a file over the
 * limit (PAYLOAD_TOO_LARGE). Returns `null` for a file the server should take; the server checks
 * again (by content too), this only spares the user a doomed upload.
 */
export function checkUpload(file: UploadSource, limits: UploadLimits): UploadRefusal | null {
  if (file.size <= 0) {
    return { code: 'FILE_VALIDATION_ERROR', detail: { file: file.name } };
  }
  const type = fileExtension(file.name);
  const allowed = limits.uploadAllowedTypes.map((entry) => entry.toLowerCase().replace(/^\./, ''));
  if (!allowed.includes(type)) {
    return { code: 'UNSUPPORTED_MEDIA_TYPE', detail: { file: file.name, type } };
  }
  if (file.size > limits.uploadMaxFileBytes) {
    return {
      code: 'PAYLOAD_TOO_LARGE',
      detail: { file: file.name, maxMb: maxUploadMegabytes(limits) },
    };
  }
  return null;
}

/** True when a file should go through the resumable endpoint rather than one form call. */
export function isResumableUpload(file: UploadSource): boolean {
  return file.size >= RESUMABLE_UPLOAD_MIN_BYTES;
}
