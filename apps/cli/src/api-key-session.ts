import { isApiKeyCredentials, type ApiKeyCredentials, type CredentialsFile } from './config-file';
import type { StoredSession } from './session';

/**
 * The session of an API key (issue 21): every call carries the key, which is never refreshed (an
 * expired or revoked key must be replaced by its owner). `file` is the credentials file the key
 * came from, if any: forgetting removes the key from it, and a key from `FOLIO_API_KEY` leaves the
 * file alone.
 */
export function createApiKeySession(
  credentials: ApiKeyCredentials,
  file?: CredentialsFile,
): StoredSession {
  return {
    getAccessToken: () => credentials.api_key,
    refresh: async () => undefined,
    current: () => credentials,
    isApiKey: true,
    refreshFailure: () => undefined,
    async forget() {
      if (!file) {
        return;
      }
      const read = await file.read();
      if (
        read.status === 'signedIn' &&
        isApiKeyCredentials(read.credentials) &&
        read.credentials.api_key === credentials.api_key
      ) {
        await file.remove();
      }
    },
  };
}
