import { expectData } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';
import { createCloudImport, readCloudImport, type CloudImportHandle } from './cloud-import';

type Schemas = components['schemas'];

/** `google-drive` (the cloud drive) or `sharepoint` (the document-sharing service). */
export type IntegrationProvider = Schemas['IntegrationProvider'];
/** A provider, whether the server is configured for it, and the caller's connection to it. */
export type Integration = Schemas['Integration'];
/** A file or folder (a SharePoint site or library) of the connected account. */
export type CloudItem = Schemas['CloudItem'];
/** One page of a listing, and the token of the next (null on the last). */
export type CloudItemPage = Schemas['CloudItemListResponse'];
/** What to send up: a file of Files, or a configuration's results as CSV or a PDF report. */
export type CloudUploadSource = Schemas['CloudUploadSource'];
/** The file the provider stored. */
export type CloudUpload = Schemas['CloudUploadResponse'];
/**
 * What a listing shows: a folder's (site's, library's) children with `folderId`, the files whose
 * name matches with `query`, else the drive's last 30 files (SPEC §9) or SharePoint's sites.
 */
export type CloudItemQuery = { folderId?: string; query?: string };

/**
 * The cloud integrations (issue 14; DECISIONS.md "Integrations"): Google Drive and SharePoint
 * behind one shape, each call naming its provider. The account is connected in a browser (the
 * OAuth consent); then files are browsed, imported into Files and results sent up.
 */
export function createIntegrationsResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  const on = (provider: IntegrationProvider) => ({ path: { provider } });

  /** One page of a listing, from `pageToken` (the first page without it). */
  async function itemsPage(
    provider: IntegrationProvider,
    query: CloudItemQuery & { pageToken?: string } = {},
    options?: CallOptions,
  ): Promise<CloudItemPage> {
    return runCall(context, options, (signal) =>
      expectData(
        api().GET('/integrations/{provider}/items', {
          params: { ...on(provider), query },
          signal,
        }),
      ),
    );
  }

  return {
    /** Every provider, whether this server is configured for it and the caller's connection. */
    async list(options?: CallOptions): Promise<Integration[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().GET('/integrations', { signal })),
      );
      return answer.integrations;
    },
    /**
     * Starts connecting an account and answers the provider's consent URL. It completes only in
     * the browser that made this call (a cookie holds the state), so open it there, never
     * elsewhere. INTEGRATION_NOT_CONFIGURED when the server has no credentials for the provider.
     */
    async connect(provider: IntegrationProvider, options?: CallOptions): Promise<string> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/integrations/{provider}/connect', { params: on(provider), signal }),
        ),
      );
      return answer.authorizationUrl;
    },
    /** Revokes the grant and forgets the tokens; true when there was one. */
    async disconnect(provider: IntegrationProvider, options?: CallOptions): Promise<boolean> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().DELETE('/integrations/{provider}', { params: on(provider), signal })),
      );
      return answer.disconnected;
    },
    itemsPage,
    /** Every item of a listing, across pages (SPEC §7 "list all files"). */
    async *items(
      provider: IntegrationProvider,
      query: CloudItemQuery = {},
      options?: CallOptions,
    ): AsyncGenerator<CloudItem> {
      let pageToken: string | null = null;
      do {
        const page: CloudItemPage = await itemsPage(
          provider,
          { ...query, ...(pageToken === null ? {} : { pageToken }) },
          options,
        );
        yield* page.items;
        pageToken = page.items.length === 0 ? null : page.nextPageToken;
      } while (pageToken !== null);
    },
    /**
     * Imports items into Files, in `folder` (created when new; by default `uploads` for the drive,
     * `sharepoint` for SharePoint). A durable job on the server: the handle follows it.
     */
    async importItems(
      provider: IntegrationProvider,
      itemIds: readonly string[],
      options: CallOptions & { folder?: string } = {},
    ): Promise<CloudImportHandle> {
      const started = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/integrations/{provider}/imports', {
            params: on(provider),
            body: { itemIds: [...itemIds], ...(options.folder ? { folder: options.folder } : {}) },
            signal,
          }),
        ),
      );
      return createCloudImport(context, started);
    },
    /** The handle of an import started earlier, by its id. */
    async importById(importId: string, options?: CallOptions): Promise<CloudImportHandle> {
      return createCloudImport(context, await readCloudImport(context, importId, options));
    },
    /**
     * Sends a file of Files, or a configuration's results, to a folder (by default the root);
     * answers once the provider holds it, so like a file transfer it has no default time limit.
     */
    async upload(
      provider: IntegrationProvider,
      source: CloudUploadSource,
      options: CallOptions & { folderId?: string } = {},
    ): Promise<CloudUpload> {
      return runCall(
        context,
        options,
        (signal) =>
          expectData(
            api().POST('/integrations/{provider}/uploads', {
              params: on(provider),
              body: { source, ...(options.folderId ? { folderId: options.folderId } : {}) },
              signal,
            }),
          ),
        null,
      );
    },
  };
}

/** The integrations resource of a client. */
export type IntegrationsResource = ReturnType<typeof createIntegrationsResource>;
