const SEGMENT = /^[A-Za-z0-9._-]+$/;

// Far below any file system's path limit once joined under the store's root; S3 allows 1,024.
const MAX_KEY_LENGTH = 1024;

/** A key or prefix that could escape the store or that a future S3 store would not accept. */
export class InvalidBlobKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid blob key "${key}": ${reason}`);
    this.name = 'InvalidBlobKeyError';
  }
}

/**
 * The one check every key passes before it touches the store: `/`-separated segments of
 * `[A-Za-z0-9._-]`, none empty, `.` or `..`, no leading `/`. Keys map straight onto paths in the
 * file store, so this is what keeps a key from walking out of the store's folder; the same keys
 * are also valid S3 object keys. Returns the key so callers can validate inline.
 */
export function assertBlobKey(key: string): string {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidBlobKeyError(key, `must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  for (const segment of key.split('/')) {
    assertSegment(key, segment);
  }
  return key;
}

/**
 * Checks a listing prefix: whole segments like a key, except that it may be empty (everything)
 * and its last segment may be empty (`docs/`) or a partial name (`docs/repo`).
 */
export function assertBlobPrefix(prefix: string): string {
  if (prefix.length > MAX_KEY_LENGTH) {
    throw new InvalidBlobKeyError(prefix, `must be at most ${MAX_KEY_LENGTH} characters`);
  }
  const segments = prefix.split('/');
  const last = segments.pop() ?? '';
  for (const segment of segments) {
    assertSegment(prefix, segment);
  }
  if (last !== '' && !SEGMENT.test(last)) {
    throw new InvalidBlobKeyError(prefix, 'only A-Z, a-z, 0-9, ".", "_" and "-" are allowed');
  }
  return prefix;
}

function assertSegment(key: string, segment: string): void {
  if (segment === '') {
    throw new InvalidBlobKeyError(key, 'empty segment (leading, trailing or double "/")');
  }
  if (segment === '.' || segment === '..') {
    throw new InvalidBlobKeyError(key, `"${segment}" segment`);
  }
  if (!SEGMENT.test(segment)) {
    throw new InvalidBlobKeyError(key, 'only A-Z, a-z, 0-9, ".", "_" and "-" are allowed');
  }
}

/** Whether `key` would pass `assertBlobKey`; for skipping stray files rather than failing on them. */
export function isBlobKey(key: string): boolean {
  try {
    assertBlobKey(key);
    return true;
  } catch {
    return false;
  }
}
