import type { ParseLimits } from '../limits';

/** The limits a ZIP is read under; any refusal is a `DocumentError` with a `ZIP_*` code. */
export type ZipLimits = ParseLimits & {
  /** Most files (directories not counted). `ZIP_TOO_MANY_ENTRIES` above. */
  maxFiles?: number;
  /** Most bytes all files expand to, declared and actual. `ZIP_TOO_LARGE` above. */
  maxTotalBytes?: number;
  /** Highest expanded/compressed ratio of one entry. `ZIP_RATIO_EXCEEDED` above. */
  maxRatio?: number;
  /** Entries that expand to no more than this are not held to the ratio (tiny files compress well). */
  ratioGraceBytes?: number;
  /** Accept archives inside the archive (for office files, which embed others). Default false. */
  allowNested?: boolean;
  /** Check entry names and links (default true; off only when nothing is written to disk). */
  checkNames?: boolean;
};

/** DECISIONS.md "Limits": 100 files, 1 GB expanded, ratio 200. */
export const DEFAULT_ZIP_LIMITS = {
  maxFiles: 100,
  maxTotalBytes: 1_000_000_000,
  maxRatio: 200,
  // A 1 MiB entry is harmless whatever its ratio, and small text files can pass 200 honestly.
  ratioGraceBytes: 1024 * 1024,
  allowNested: false,
  checkNames: true,
} as const;

/** The resolved limits. */
export type ResolvedZipLimits = Required<Omit<ZipLimits, keyof ParseLimits>>;

/** The caller's ZIP limits over the defaults. */
export function resolveZipLimits(limits: ZipLimits): ResolvedZipLimits {
  return {
    maxFiles: limits.maxFiles ?? DEFAULT_ZIP_LIMITS.maxFiles,
    maxTotalBytes: limits.maxTotalBytes ?? DEFAULT_ZIP_LIMITS.maxTotalBytes,
    maxRatio: limits.maxRatio ?? DEFAULT_ZIP_LIMITS.maxRatio,
    ratioGraceBytes: limits.ratioGraceBytes ?? DEFAULT_ZIP_LIMITS.ratioGraceBytes,
    allowNested: limits.allowNested ?? DEFAULT_ZIP_LIMITS.allowNested,
    checkNames: limits.checkNames ?? DEFAULT_ZIP_LIMITS.checkNames,
  };
}
