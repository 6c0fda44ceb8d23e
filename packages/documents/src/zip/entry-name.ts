import { DocumentError } from '../errors';

/**
 * Refuses an entry name that could write outside the target folder: a `..` segment, an absolute
 * path, a drive letter, a backslash (a separator on Windows), control characters or no name.
 */
export function checkEntryName(name: string): void {
  const reason = unsafeNameReason(name);
  if (reason) {
    throw new DocumentError('ZIP_UNSAFE_PATH', {
      message: `unsafe entry name (${reason}): ${JSON.stringify(name)}`,
      detail: { name, reason },
    });
  }
}

function unsafeNameReason(name: string): string | undefined {
  if (name === '' || name === '/') {
    return 'empty';
  }
  if (name.includes('\\')) {
    return 'backslash';
  }
  if (name.startsWith('/')) {
    return 'absolute path';
  }
  if (/^[a-z]:/iu.test(name)) {
    return 'drive letter';
  }
  if (name.split('/').includes('..')) {
    return 'parent folder';
  }
  if ([...name].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')) {
    return 'control character';
  }
  return undefined;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** True when the entry's Unix mode (high 16 bits of the external attributes) is a symbolic link. */
export function isSymlink(externalFileAttributes: number): boolean {
  return ((externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}
