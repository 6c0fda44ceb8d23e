// The HTML standard's "valid e-mail address" (what <input type="email"> accepts), with at least
// one dot in the domain: an address at a bare host name ('ana@localhost') cannot receive the
// verification e-mail of a public service.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The longest address SMTP can deliver to (RFC 5321: 254 characters, local part 64). */
const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

/**
 * True for an e-mail address a verification e-mail can be sent to (SPEC §5 "email (must be
 * valid)"): the browser's own rule for e-mail inputs plus a dotted domain and SMTP's lengths, so
 * the web and the server agree with what the user's browser already accepted. Surrounding white
 * space is ignored.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return (
    email.length <= EMAIL_MAX_LENGTH &&
    localPart.length <= LOCAL_PART_MAX_LENGTH &&
    EMAIL.test(email)
  );
}
