import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { AppError } from '@folio/core';

import type { IntegrationsConfig, OAuthProviderConfig } from '../integrations-config';
import type { CloudDrive, CloudItem, CloudProvider, CloudUpload } from '../cloud-provider';
import {
  callProvider,
  openProviderDownload,
  readProviderJson,
  type ProviderHttpSettings,
} from '../provider-http';
import { sendInChunks } from '../uploads/chunked-upload';
import { parsePlaceId, placeId, type GraphPlace } from './graph-ids';

/** Graph's driveItem, the fields Folio reads. */
type DriveItem = {
  id: string;
  name: string;
  size?: number;
  lastModifiedDateTime?: string;
  file?: { mimeType?: string };
  folder?: { childCount?: number };
  parentReference?: { driveId?: string };
};
type Site = { id: string; displayName?: string; name?: string; lastModifiedDateTime?: string };
type Drive = { id: string; name: string; lastModifiedDateTime?: string };
type Page<T> = { value?: T[]; '@odata.nextLink'?: string };

/** Graph's upload sessions take fragments in multiples of 320 KiB. */
const GRAPH_FRAGMENT = 320 * 1024;

const SCOPES = [
  'offline_access',
  'openid',
  'email',
  'User.Read',
  'Files.ReadWrite.All',
  'Sites.Read.All',
];

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
});

/** An id Folio never gave is CLOUD_FILE_NOT_FOUND, as an unknown item would be. */
function placeOf(id: string): GraphPlace {
  const place = parsePlaceId(id);
  if (!place) {
    throw new AppError('CLOUD_FILE_NOT_FOUND', {
      message: `not a SharePoint place: ${id}`,
      detail: { provider: 'sharepoint', item: id },
    });
  }
  return place;
}

function itemOf(driveId: string, item: DriveItem): CloudItem {
  return {
    id: placeId({
      kind: 'item',
      driveId: item.parentReference?.driveId ?? driveId,
      itemId: item.id,
    }),
    name: item.name,
    kind: item.folder ? 'folder' : 'file',
    mimeType: item.file?.mimeType ?? null,
    size: item.folder ? null : (item.size ?? null),
    modifiedAt: item.lastModifiedDateTime ?? null,
  };
}

/** The multiple of Graph's fragment nearest under the configured chunk (at least one fragment). */
function fragmentOf(chunkBytes: number): number {
  return Math.max(1, Math.floor(chunkBytes / GRAPH_FRAGMENT)) * GRAPH_FRAGMENT;
}

/**
 * SharePoint through Microsoft Graph v1.0 (DECISIONS.md "Integrations"): the top level lists the
 * sites the user follows or can find, a site its document libraries, a library or folder its
 * children; a search looks in a library (or, from the top, among the sites); downloads follow
 * `/content`'s redirect; uploads go through an upload session.
 */
export function createSharePointDrive(
  graphUrl: string,
  http: ProviderHttpSettings,
  chunkBytes: number,
): CloudDrive {
  const detail = (more: Record<string, unknown> = {}) => ({ provider: 'sharepoint', ...more });

  async function getJson<T>(url: string, token: string, signal?: AbortSignal, item?: string) {
    const response = await callProvider(
      url,
      { headers: bearer(token), signal, detail: detail({ item }) },
      http,
    );
    return readProviderJson<T>(response, detail({ item }));
  }

  /** A next page is a link Graph gave; only links to Graph itself are followed. */
  function pageUrl(url: string, pageToken: string | undefined): string {
    if (pageToken === undefined) {
      return url;
    }
    if (!pageToken.startsWith(`${graphUrl}/`)) {
      throw new AppError('BAD_REQUEST', { message: 'page token is not a Graph link' });
    }
    return pageToken;
  }

  async function spooled(
    upload: CloudUpload,
  ): Promise<{ path: string; size: number; dir: string }> {
    const dir = await mkdtemp(join(tmpdir(), 'folio-graph-'));
    const path = join(dir, 'upload');
    await pipeline(upload.body, createWriteStream(path));
    return { path, size: (await stat(path)).size, dir };
  }

  return {
    async list(token, listing, signal) {
      const place = listing.folderId === undefined ? undefined : placeOf(listing.folderId);
      const query = listing.query?.replace(/'/g, "''");
      if (place === undefined || place.kind === 'site') {
        if (place === undefined) {
          const search = encodeURIComponent(listing.query ?? '*');
          const page = await getJson<Page<Site>>(
            pageUrl(`${graphUrl}/sites?search=${search}`, listing.pageToken),
            token,
            signal,
          );
          return {
            items: (page.value ?? []).map((site) => ({
              id: placeId({ kind: 'site', siteId: site.id }),
              name: site.displayName ?? site.name ?? site.id,
              kind: 'folder' as const,
              mimeType: null,
              size: null,
              modifiedAt: site.lastModifiedDateTime ?? null,
            })),
            nextPageToken: page['@odata.nextLink'] ?? null,
          };
        }
        const drives = await getJson<Page<Drive>>(
          `${graphUrl}/sites/${encodeURIComponent(place.siteId)}/drives`,
          token,
          signal,
        );
        return {
          items: (drives.value ?? []).map((drive) => ({
            id: placeId({ kind: 'drive', driveId: drive.id }),
            name: drive.name,
            kind: 'folder' as const,
            mimeType: null,
            size: null,
            modifiedAt: drive.lastModifiedDateTime ?? null,
          })),
          nextPageToken: drives['@odata.nextLink'] ?? null,
        };
      }
      const drive = `${graphUrl}/drives/${encodeURIComponent(place.driveId)}`;
      const base =
        place.kind === 'item'
          ? `${drive}/items/${encodeURIComponent(place.itemId)}`
          : `${drive}/root`;
      const url =
        query !== undefined
          ? `${drive}/root/search(q='${encodeURIComponent(query)}')`
          : `${base}/children`;
      const page = await getJson<Page<DriveItem>>(pageUrl(url, listing.pageToken), token, signal);
      return {
        items: (page.value ?? []).map((item) => itemOf(place.driveId, item)),
        nextPageToken: page['@odata.nextLink'] ?? null,
      };
    },

    async prepareDownload(token, itemId, signal) {
      const place = placeOf(itemId);
      if (place.kind !== 'item') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: 'a site or library cannot be imported as a file',
          detail: { file: itemId, reason: 'folder' },
        });
      }
      const url = `${graphUrl}/drives/${encodeURIComponent(place.driveId)}/items/${encodeURIComponent(place.itemId)}`;
      const item = await getJson<DriveItem>(url, token, signal, itemId);
      if (item.folder) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: 'a folder cannot be imported as a file',
          detail: { file: item.name, reason: 'folder' },
        });
      }
      return {
        name: item.name,
        mimeType: item.file?.mimeType ?? 'application/octet-stream',
        size: item.size ?? null,
        // `/content` answers 302 to a pre-authenticated URL, which fetch follows.
        open: (downloadSignal) =>
          openProviderDownload(
            `${url}/content`,
            token,
            { signal: downloadSignal, detail: detail({ item: itemId }) },
            http,
          ),
      };
    },

    async upload(token, upload) {
      const place = upload.folderId === undefined ? undefined : placeOf(upload.folderId);
      if (place === undefined || place.kind === 'site') {
        throw new AppError('CLOUD_FILE_NOT_FOUND', {
          message: 'choose a document library or a folder to upload to',
          detail: detail({ item: upload.folderId ?? null }),
        });
      }
      const parent = place.kind === 'item' ? place.itemId : 'root';
      const sessionUrl = `${graphUrl}/drives/${encodeURIComponent(place.driveId)}/items/${encodeURIComponent(parent)}:/${encodeURIComponent(upload.name)}:/createUploadSession`;
      const opened = await callProvider(
        sessionUrl,
        {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({
            item: { '@microsoft.graph.conflictBehavior': 'rename', name: upload.name },
          }),
          signal: upload.signal,
          detail: detail({ step: 'upload' }),
        },
        http,
      );
      const session = await readProviderJson<{ uploadUrl?: string }>(opened, detail());
      if (!session.uploadUrl) {
        throw new AppError('CLOUD_SERVICE_ERROR', {
          message: 'upload session without a URL',
          detail: detail(),
        });
      }
      // Graph wants the total on every fragment: a stream of unknown length is spooled first.
      const file = await spooled(upload);
      try {
        const done = await sendInChunks(
          {
            sessionUrl: session.uploadUrl,
            body: createReadStream(file.path),
            chunkBytes: fragmentOf(chunkBytes),
            totalBytes: file.size,
            needsTotal: true,
            signal: upload.signal,
            detail: detail({ step: 'upload' }),
          },
          {
            continueStatuses: [202],
            // `nextExpectedRanges: ["26-"]`: the session holds bytes 0 to 25.
            persistedBytes: async (response) => {
              const body = await readProviderJson<{ nextExpectedRanges?: string[] }>(
                response,
                detail(),
              );
              return Number(/^(\d+)-/.exec(body.nextExpectedRanges?.[0] ?? '')?.[1] ?? 0);
            },
          },
          http,
        );
        const created = await readProviderJson<DriveItem>(done, detail());
        return {
          id: placeId({ kind: 'item', driveId: place.driveId, itemId: created.id }),
          name: created.name,
        };
      } finally {
        await rm(file.dir, { recursive: true, force: true });
      }
    },

    async accountEmail(token, signal) {
      const me = await getJson<{ mail?: string | null; userPrincipalName?: string }>(
        `${graphUrl}/me`,
        token,
        signal,
      );
      return me.mail ?? me.userPrincipalName ?? null;
    },
  };
}

/** SharePoint as a provider of the integrations feature. */
export function sharePointProvider(
  oauth: OAuthProviderConfig,
  config: Pick<IntegrationsConfig, 'uploadChunkBytes'>,
  http: ProviderHttpSettings,
): CloudProvider {
  return {
    id: 'sharepoint',
    oauth,
    scopes: SCOPES,
    authorizationParams: { response_mode: 'query' },
    // SPEC §9: imports from the sharing service go to a folder named after it.
    defaultFolder: 'sharepoint',
    drive: createSharePointDrive(oauth.apiUrl, http, config.uploadChunkBytes),
  };
}
