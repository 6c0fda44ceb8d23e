import { randomBytes } from 'node:crypto';

import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * DECISIONS.md "Passwords": argon2id with at least 19 MiB of memory and 2 iterations (OWASP's
 * minimum). `algorithm: 2` is Argon2id; the package's enum is a const enum that isolated modules
 * cannot read.
 */
export const ARGON2ID_OPTIONS = {
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

/** The argon2id digest (PHC string) of a password or an account key. */
export async function digestSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID_OPTIONS);
}

/** True when `secret` matches `digest`; false for a wrong secret or an unreadable digest. */
export async function matchesDigest(digest: string, secret: string): Promise<boolean> {
  try {
    return await verify(digest, secret);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one password check for an address without an account, so that the answer
 * time does not tell which addresses have one (the answer itself is the same, SPEC §8).
 */
export async function spendDecoyCheck(secret: string): Promise<void> {
  decoy ??= digestSecret(randomBytes(16).toString('hex'));
  await matchesDigest(await decoy, secret);
}
