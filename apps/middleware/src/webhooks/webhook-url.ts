import { AppError } from '@folio/core';
import { checkHost, RefusedAddressError } from '@folio/server';

/**
 * Checks a webhook's URL as it is registered or changed: `http:` or `https:`, no user name or
 * password (they would be sent to whoever answers the name next), and a host that is, and
 * resolves only to, addresses the guard allows. Every delivery checks the address again.
 */
export async function checkWebhookUrl(
  raw: string,
  isAllowed: (address: string) => boolean,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('not a URL', 'invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused(`${url.protocol} is not http or https`, 'invalid-url');
  }
  if (url.username || url.password) {
    throw refused('a webhook URL carries no credentials', 'invalid-url');
  }
  try {
    await checkHost(url.hostname, isAllowed);
  } catch (error) {
    if (error instanceof RefusedAddressError) {
      throw refused(error.message, 'address-refused');
    }
    throw refused(`${url.hostname} does not resolve`, 'unresolvable');
  }
  return url.href;
}

function refused(message: string, reason: string): AppError {
  return new AppError('BAD_REQUEST', { message, detail: { reason } });
}
