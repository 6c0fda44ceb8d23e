/**
 * Which logins have accepted the terms (SPEC §3 "Acceptance of terms is stored per token; stale
 * entries are removed"): token fingerprint -> true. Only accepted tokens have an entry.
 */
export type Acceptances = Readonly<Record<string, true>>;

/** How many trailing characters of a token its fingerprint keeps. */
const FINGERPRINT_TAIL = 16;

/**
 * The key acceptance is stored under for an access token: its length and its last 16 characters.
 *
 * Why not the token itself: the raw token is a bearer credential, and a second copy of it as a
 * storage key is one more place to leak it from. Why not a SHA-256 digest: core has no crypto
 * (the browser's `crypto.subtle` is asynchronous and needs a secure context, Node's is not
 * available to a pure package), and nothing here needs collision resistance: the key only has to
 * tell apart the few tokens one browser sees. A JWT ends with its signature, so two different
 * tokens differ there; 16 base64url characters are 96 bits, and a fragment of a signature cannot
 * be used to authenticate (access tokens are JWTs of hundreds of characters, so the fingerprint is
 * a small part of one).
 */
export function tokenFingerprint(token: string): string {
  return `${token.length}:${token.slice(-FINGERPRINT_TAIL)}`;
}

/**
 * The acceptances found in storage, keeping only `fingerprint: true` entries. Faces run what they
 * parsed from storage through it, so a hand-edited or foreign value cannot break the modal.
 */
export function parseAcceptances(value: unknown): Acceptances {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {};
  }
  const accepted: Record<string, true> = {};
  for (const [fingerprint, isAccepted] of Object.entries(value)) {
    if (isAccepted === true) {
      accepted[fingerprint] = true;
    }
  }
  return accepted;
}

/**
 * The acceptances to keep when the current token is `current` (SPEC §3 "stale entries are
 * removed"): only `current`'s entry survives; with no token, none does. When `carriedFrom` is
 * given (the accepted token a refresh replaced), `current` inherits its acceptance: a refresh
 * continues the same login, and SPEC §4 asks for acceptance "for each login token".
 */
export function reconcileAcceptances(
  stored: Acceptances,
  current: string | null,
  carriedFrom: string | null = null,
): Acceptances {
  if (current === null) {
    return {};
  }
  const isAccepted = Object.hasOwn(stored, current) || carriedFrom !== null;
  return isAccepted ? { [current]: true } : {};
}

/** True when two acceptance maps hold the same fingerprints. */
export function isSameAcceptances(a: Acceptances, b: Acceptances): boolean {
  const aKeys = Object.keys(a).sort();
  const bKeys = Object.keys(b).sort();
  return aKeys.length === bKeys.length && aKeys.every((key, index) => key === bKeys[index]);
}
