/**
 * The one spelling of an address the server keeps and compares: trimmed and lower-cased. The
 * username (the access token's subject) is this form, so `Ana@Example.com` and `ana@example.com`
 * are one account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
