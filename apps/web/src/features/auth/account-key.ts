/** How many random bytes an account key holds: 160 bits, far beyond guessing. */
const KEY_BYTES = 20;

/**
 * A new account key (`hash`, DECISIONS.md "Accounts and sessions"), generated in the browser
 * with `crypto.getRandomValues`: 40 hexadecimal characters in groups of 8, easy to read back and
 * to paste. The server keeps only a digest of it.
 */
export function generateAccountKey(random: Crypto = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(KEY_BYTES));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.match(/.{8}/g)?.join('-') ?? hex;
}
