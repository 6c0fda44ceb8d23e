import type { Entry } from 'yauzl';

import { DocumentError } from '../errors';
import { checkEntryName, isSymlink } from './entry-name';
import { hasArchiveName } from './nested-archive';
import type { ResolvedZipLimits } from './zip-limits';

/** What a caller learns about one entry. */
export type ZipEntryInfo = {
  /** The path inside the archive, with `/` separators. */
  name: string;
  /** Expanded size in bytes, as declared (checked while streaming). */
  size: number;
  compressedSize: number;
  isDirectory: boolean;
};

/** Checks one entry's name, kind and declared sizes against the limits, before any inflating. */
export function checkEntry(entry: Entry, name: string, limits: ResolvedZipLimits): ZipEntryInfo {
  const info: ZipEntryInfo = {
    name,
    size: entry.uncompressedSize,
    compressedSize: entry.compressedSize,
    isDirectory: name.endsWith('/'),
  };
  if (limits.checkNames) {
    checkEntryName(name);
    if (isSymlink(entry.externalFileAttributes)) {
      throw new DocumentError('ZIP_UNSAFE_PATH', {
        message: `the entry is a symbolic link: ${name}`,
        detail: { name, reason: 'symbolic link' },
      });
    }
  }
  if (info.isDirectory) {
    return info;
  }
  if (!limits.allowNested && hasArchiveName(name)) {
    throw nestedArchive(name);
  }
  const ratio = info.size / Math.max(1, info.compressedSize);
  if (info.size > limits.ratioGraceBytes && ratio > limits.maxRatio) {
    throw new DocumentError('ZIP_RATIO_EXCEEDED', {
      message: `${name} expands ${Math.round(ratio)}x, limit ${limits.maxRatio}x`,
      detail: { name, ratio, maxRatio: limits.maxRatio, size: info.size },
    });
  }
  if (info.size > limits.maxTotalBytes) {
    throw tooLarge(limits.maxTotalBytes, name);
  }
  if (entry.isEncrypted()) {
    throw new DocumentError('ZIP_READ_ERROR', {
      message: `${name} is encrypted`,
      detail: { name, reason: 'encrypted entry' },
    });
  }
  return info;
}

/** `ZIP_NESTED_ARCHIVE` for an entry. */
export function nestedArchive(name: string): DocumentError {
  return new DocumentError('ZIP_NESTED_ARCHIVE', {
    message: `archives inside the archive are refused: ${name}`,
    detail: { name },
  });
}

/** `ZIP_TOO_LARGE` for the archive (and the entry that passed the limit). */
export function tooLarge(maxTotalBytes: number, name: string): DocumentError {
  return new DocumentError('ZIP_TOO_LARGE', {
    message: `the archive expands past ${maxTotalBytes} bytes (at ${name})`,
    detail: { name, maxTotalBytes },
  });
}
