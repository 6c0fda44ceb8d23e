// Errors that mean "nothing there" for a key: a missing file, or a parent that is a file.
const ABSENT = new Set(['ENOENT', 'ENOTDIR']);

/** The `code` of a Node system error (`ENOENT`…), if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    return typeof error.code === 'string' ? error.code : undefined;
  }
  return undefined;
}

/** Whether a file system error means the key holds no blob, rather than a real failure. */
export function isAbsent(error: unknown): boolean {
  return ABSENT.has(errorCode(error) ?? '');
}
