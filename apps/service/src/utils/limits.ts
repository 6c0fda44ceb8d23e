/** Limits of the utilities: a request over one is refused with its code before any work. */
export const UTILS_LIMITS = {
  /** Files in one request (combine, images to PDF). */
  maxFiles: 100,
  /** Bytes of one file part. */
  maxFileBytes: 100 * 1024 * 1024,
  /** Pages of one PDF read, and of one PDF written. */
  maxPages: 5_000,
  /** Bytes of the `json_data` field. */
  maxJsonBytes: 64 * 1024,
} as const;
