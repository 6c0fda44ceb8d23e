import { AppError } from '@folio/core';

import type { IntegrationsConfig, OAuthProviderConfig } from '../integrations-config';
import type { CloudDrive, CloudItem, CloudProvider } from '../cloud-provider';
import {
  callProvider,
  openProviderDownload,
  readProviderJson,
  type ProviderHttpSettings,
} from '../provider-http';
import { sendInChunks } from '../uploads/chunked-upload';
import { driveListParams } from './drive-query';
import { DRIVE_FOLDER_MIME, exportedName, exportOf, isGoogleType } from './google-mime';

/** Drive v3's File resource, the fields Folio asks for. */
type DriveFile = {
  id: string;
  name: string;
  mimeType: string;
  /** int64 as a string; absent for Google documents and folders. */
  size?: string;
  modifiedTime?: string;
};

const FILE_FIELDS = 'id,name,mimeType,size,modifiedTime';

/**
 * Consent scopes: `drive` to list and download any of the user's files and upload into any of
 * their folders (`drive.file` sees only files Folio created), `openid email` for the account
 * name shown on the profile.
 */
const SCOPES = ['https://www.googleapis.com/auth/drive', 'openid', 'email'];

function toItem(file: DriveFile): CloudItem {
  const isFolder = file.mimeType === DRIVE_FOLDER_MIME;
  return {
    id: file.id,
    name: file.name,
    kind: isFolder ? 'folder' : 'file',
    mimeType: file.mimeType,
    size: file.size === undefined ? null : Number(file.size),
    modifiedAt: file.modifiedTime ?? null,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Google Drive API v3 (DECISIONS.md "Integrations": the cloud drive). */
export function createGoogleDrive(apiUrl: string, http: ProviderHttpSettings, chunkBytes: number) {
  const files = `${apiUrl}/drive/v3/files`;
  const detail = (more: Record<string, unknown> = {}) => ({ provider: 'google-drive', ...more });

  async function getJson<T>(url: URL, token: string, signal?: AbortSignal, item?: string) {
    const response = await callProvider(
      url.toString(),
      {
        headers: { ...bearer(token), accept: 'application/json' },
        signal,
        detail: detail({ item }),
      },
      http,
    );
    return readProviderJson<T>(response, detail({ item }));
  }

  const drive: CloudDrive = {
    async list(token, listing, signal) {
      const url = new URL(files);
      const params = driveListParams(listing);
      url.searchParams.set('q', params.q);
      url.searchParams.set('orderBy', params.orderBy);
      url.searchParams.set('pageSize', String(params.pageSize));
      url.searchParams.set('fields', `nextPageToken,files(${FILE_FIELDS})`);
      url.searchParams.set('spaces', 'drive');
      // SPEC §9: the recent list is the last 30 files, one page.
      if (listing.pageToken !== undefined && (listing.folderId ?? listing.query) !== undefined) {
        url.searchParams.set('pageToken', listing.pageToken);
      }
      const page = await getJson<{ files?: DriveFile[]; nextPageToken?: string }>(
        url,
        token,
        signal,
      );
      const isRecent = listing.folderId === undefined && listing.query === undefined;
      return {
        items: (page.files ?? []).map(toItem),
        nextPageToken: isRecent ? null : (page.nextPageToken ?? null),
      };
    },

    async prepareDownload(token, itemId, signal) {
      const url = new URL(`${files}/${encodeURIComponent(itemId)}`);
      url.searchParams.set('fields', FILE_FIELDS);
      const file = await getJson<DriveFile>(url, token, signal, itemId);
      if (file.mimeType === DRIVE_FOLDER_MIME) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: 'a folder cannot be imported as a file',
          detail: { file: file.name, reason: 'folder' },
        });
      }
      const exported = isGoogleType(file.mimeType) ? exportOf(file.mimeType) : undefined;
      if (isGoogleType(file.mimeType) && exported === undefined) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message: `${file.mimeType} has no file form`,
          detail: { file: file.name, reason: 'no-export' },
        });
      }
      const content = new URL(`${files}/${encodeURIComponent(itemId)}${exported ? '/export' : ''}`);
      if (exported) {
        content.searchParams.set('mimeType', exported.mimeType);
      } else {
        content.searchParams.set('alt', 'media');
      }
      return {
        name: exported ? exportedName(file.name, exported.extension) : file.name,
        mimeType: exported?.mimeType ?? file.mimeType,
        size: exported || file.size === undefined ? null : Number(file.size),
        open: (downloadSignal) =>
          openProviderDownload(
            content.toString(),
            token,
            { signal: downloadSignal, detail: detail({ item: itemId }) },
            http,
          ),
      };
    },

    /** Drive's resumable upload: the session is opened with the metadata, then chunks follow. */
    async upload(token, upload) {
      const start = new URL(`${apiUrl}/upload/drive/v3/files`);
      start.searchParams.set('uploadType', 'resumable');
      start.searchParams.set('fields', 'id,name');
      const opened = await callProvider(
        start.toString(),
        {
          method: 'POST',
          headers: {
            ...bearer(token),
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-type': upload.mimeType,
          },
          body: JSON.stringify({
            name: upload.name,
            ...(upload.folderId ? { parents: [upload.folderId] } : {}),
          }),
          signal: upload.signal,
          detail: detail({ step: 'upload' }),
        },
        http,
      );
      const sessionUrl = opened.headers.get('location');
      if (!sessionUrl) {
        throw new AppError('CLOUD_SERVICE_ERROR', {
          message: 'resumable upload without a session URI',
          detail: detail({ step: 'upload' }),
        });
      }
      const done = await sendInChunks(
        {
          sessionUrl,
          body: upload.body,
          chunkBytes,
          needsTotal: false,
          signal: upload.signal,
          detail: detail({ step: 'upload' }),
        },
        {
          continueStatuses: [308],
          // `Range: bytes=0-N` is what the session holds; no Range, nothing yet.
          persistedBytes: (response) => {
            const range = /bytes=0-(\d+)/.exec(response.headers.get('range') ?? '');
            return Promise.resolve(range?.[1] === undefined ? 0 : Number(range[1]) + 1);
          },
        },
        http,
      );
      const created = await readProviderJson<{ id: string; name: string }>(done, detail());
      return { id: created.id, name: created.name };
    },

    async accountEmail(token, signal) {
      const url = new URL(`${apiUrl}/drive/v3/about`);
      url.searchParams.set('fields', 'user(emailAddress)');
      const about = await getJson<{ user?: { emailAddress?: string } }>(url, token, signal);
      return about.user?.emailAddress ?? null;
    },
  };
  return drive;
}

/** Google Drive as a provider of the integrations feature. */
export function googleDriveProvider(
  oauth: OAuthProviderConfig,
  config: Pick<IntegrationsConfig, 'uploadChunkBytes'>,
  http: ProviderHttpSettings,
): CloudProvider {
  return {
    id: 'google-drive',
    oauth,
    scopes: SCOPES,
    // A refresh token needs offline access; `consent` makes Google send one on a reconnect too.
    authorizationParams: {
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    },
    defaultFolder: undefined,
    drive: createGoogleDrive(oauth.apiUrl, http, config.uploadChunkBytes),
  };
}
