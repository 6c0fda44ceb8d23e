import type { MiddlewareComponents } from '@folio/sdk';

import type { OAuthProviderConfig } from './integrations-config';

/** The providers of the contract: `google-drive` (the cloud drive), `sharepoint`. */
export type ProviderId = MiddlewareComponents['schemas']['IntegrationProvider'];

/** A file or folder as the screens list it (openapi CloudItem). */
export type CloudItem = MiddlewareComponents['schemas']['CloudItem'];

export type CloudItemPage = { items: CloudItem[]; nextPageToken: string | null };

/** What a listing asks: the recent files, a folder's children, or a search by name. */
export type CloudListing = {
  folderId?: string | undefined;
  query?: string | undefined;
  pageToken?: string | undefined;
};

/** A file about to be downloaded: the name and type it will have in Files, and its bytes. */
export type CloudDownload = {
  name: string;
  mimeType: string;
  /** Known before the download for stored files; null for exports (Google documents). */
  size: number | null;
  open(signal?: AbortSignal): Promise<AsyncIterable<Uint8Array>>;
};

export type CloudUpload = {
  folderId?: string | undefined;
  name: string;
  mimeType: string;
  body: AsyncIterable<Uint8Array>;
  signal?: AbortSignal | undefined;
};

/**
 * One provider's API over a user's access token (Drive v3, Graph). Every call throws the cloud
 * import family's AppErrors (provider-http.ts); none ever logs or returns the token.
 */
export type CloudDrive = {
  list(accessToken: string, listing: CloudListing, signal?: AbortSignal): Promise<CloudItemPage>;
  prepareDownload(
    accessToken: string,
    itemId: string,
    signal?: AbortSignal,
  ): Promise<CloudDownload>;
  upload(accessToken: string, upload: CloudUpload): Promise<{ id: string; name: string }>;
  /** The connected account's e-mail, shown on the profile; null when the API will not say. */
  accountEmail(accessToken: string, signal?: AbortSignal): Promise<string | null>;
};

/** A provider as the OAuth flow and the screens see it. */
export type CloudProvider = {
  id: ProviderId;
  oauth: OAuthProviderConfig;
  /** The scopes asked for at consent. */
  scopes: readonly string[];
  /** Extra authorization parameters (Google's `access_type=offline` for a refresh token). */
  authorizationParams: Readonly<Record<string, string>>;
  /** The Files folder an import lands in by default (SPEC §9: SharePoint's is `sharepoint`). */
  defaultFolder: string | undefined;
  drive: CloudDrive;
};

/** True when the server holds the provider's client credentials (DECISIONS.md "Integrations"). */
export function isConfigured(provider: Pick<CloudProvider, 'oauth'>): boolean {
  return Boolean(provider.oauth.clientId && provider.oauth.clientSecret);
}
