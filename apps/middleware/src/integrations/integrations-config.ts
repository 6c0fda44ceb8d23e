import { readInteger, type Env } from '@folio/server';

const MIB = 1024 * 1024;

export type OAuthProviderConfig = {
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  authorizationUrl: string;
  tokenUrl: string;
  /** Where a grant is revoked on disconnect; absent when the provider has no such endpoint. */
  revokeUrl?: string | undefined;
  /** The API's base URL (Drive: `https://www.googleapis.com`; Graph: `.../v1.0`). */
  apiUrl: string;
};

/** Issue 14, DECISIONS.md "Integrations": Google Drive and SharePoint (Microsoft Graph). */
export type IntegrationsConfig = {
  google: OAuthProviderConfig;
  microsoft: OAuthProviderConfig;
  /** Longest Retry-After a call waits out before it reports the provider's limit. */
  maxRetryWaitMs: number;
  /** Bytes per chunk of a resumable upload (a multiple of 256 KiB, Drive's rule). */
  uploadChunkBytes: number;
};

/**
 * Issue 14: `FOLIO_GOOGLE_CLIENT_ID` and `_SECRET` turn Google Drive on, `FOLIO_MICROSOFT_CLIENT_ID`
 * and `_SECRET` SharePoint (`FOLIO_MICROSOFT_TENANT`, default `common`). Every endpoint has a
 * `*_URL` override so tests and proxies can stand in for the real services (docs/deploy.md).
 */
export function readIntegrationsConfig(env: Env): IntegrationsConfig {
  const tenant = env['FOLIO_MICROSOFT_TENANT'] || 'common';
  const login = `https://login.microsoftonline.com/${tenant}/oauth2/v2.0`;
  return {
    google: {
      clientId: env['FOLIO_GOOGLE_CLIENT_ID'] || undefined,
      clientSecret: env['FOLIO_GOOGLE_CLIENT_SECRET'] || undefined,
      authorizationUrl:
        env['FOLIO_GOOGLE_AUTH_URL'] || 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: env['FOLIO_GOOGLE_TOKEN_URL'] || 'https://oauth2.googleapis.com/token',
      revokeUrl: env['FOLIO_GOOGLE_REVOKE_URL'] || 'https://oauth2.googleapis.com/revoke',
      apiUrl: (env['FOLIO_GOOGLE_API_URL'] || 'https://www.googleapis.com').replace(/\/+$/, ''),
    },
    microsoft: {
      clientId: env['FOLIO_MICROSOFT_CLIENT_ID'] || undefined,
      clientSecret: env['FOLIO_MICROSOFT_CLIENT_SECRET'] || undefined,
      authorizationUrl: env['FOLIO_MICROSOFT_AUTH_URL'] || `${login}/authorize`,
      tokenUrl: env['FOLIO_MICROSOFT_TOKEN_URL'] || `${login}/token`,
      apiUrl: (env['FOLIO_GRAPH_URL'] || 'https://graph.microsoft.com/v1.0').replace(/\/+$/, ''),
    },
    maxRetryWaitMs: readInteger(env, 'FOLIO_INTEGRATIONS_MAX_RETRY_WAIT_MS', 60_000),
    uploadChunkBytes: readInteger(env, 'FOLIO_INTEGRATIONS_UPLOAD_CHUNK_BYTES', 8 * MIB),
  };
}
