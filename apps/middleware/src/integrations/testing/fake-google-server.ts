import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { bearerOf, createFaults, readBody, sendJson, type InjectedFault } from './fake-http';
import {
  parseDriveQuery,
  pickFields,
  sortDriveFiles,
  type FakeDriveFile,
} from './fake-drive-query';
import { createFakeAuthorizationServer, type FakeClient } from './fake-oauth';

export type { FakeDriveFile } from './fake-drive-query';
export type { InjectedFault } from './fake-http';

/** A file a test puts in the fake Drive. */
export type NewDriveFile = {
  id?: string;
  name: string;
  mimeType: string;
  parents?: string[];
  modifiedTime?: string;
  content?: Buffer;
  exports?: Record<string, Buffer>;
};

/** What a test reads and steers of the fake Google (issue 14). */
export type FakeGoogleServer = {
  url: string;
  client: FakeClient;
  /** The `FOLIO_GOOGLE_*` variables that point a middleware at this server. */
  env: Record<string, string>;
  addFile(file: NewDriveFile): FakeDriveFile;
  /** Files created by resumable uploads, with their bytes. */
  uploads(): FakeDriveFile[];
  /** The next matching requests answer with this failure. */
  fail(fault: InjectedFault): void;
  /** Forgets injected failures no request has taken yet. */
  clearFaults(): void;
  /** Downloads (`alt=media`, `export`) of files whose name matches wait until released. */
  holdDownloads(match: RegExp): { release(): void };
  /** Requests seen, `METHOD /path?query`, in order. */
  requests(): string[];
  oauth: ReturnType<typeof createFakeAuthorizationServer>;
  close(): Promise<void>;
};

const FOLDER = 'application/vnd.google-apps.folder';
const ROOT = 'root';

function googleError(response: ServerResponse, status: number, reason: string, headers = {}) {
  sendJson(
    response,
    status,
    {
      error: {
        code: status,
        message: reason,
        errors: [{ domain: 'global', reason, message: reason }],
      },
    },
    headers,
  );
}

const REASONS: Record<number, string> = {
  401: 'authError',
  403: 'insufficientFilePermissions',
  404: 'notFound',
  429: 'rateLimitExceeded',
  500: 'backendError',
  503: 'backendError',
};

/**
 * A local Google for tests, speaking the documented subset Folio uses: OAuth 2.0 authorize
 * (approves at once), token (authorization_code with PKCE, refresh_token, invalid_grant) and
 * revoke; Drive v3 about, files.list (q, orderBy, pageSize, pageToken, fields), files.get
 * (metadata and `alt=media`), files.export, and the resumable upload (POST `uploadType=resumable`,
 * then PUTs with Content-Range answered 308 + Range until the last). Errors are Drive's JSON
 * error bodies; 401/403/404/429 (with Retry-After)/5xx can be injected by the test.
 */
export async function startFakeGoogleServer(): Promise<FakeGoogleServer> {
  const client = { clientId: 'folio-test.apps.googleusercontent.com', clientSecret: 'gocspx-test' };
  const oauth = createFakeAuthorizationServer(client);
  const faults = createFaults();
  const files = new Map<string, FakeDriveFile>();
  const sessions = new Map<
    string,
    {
      metadata: { name: string; parents?: string[]; mimeType: string };
      chunks: Buffer[];
      received: number;
    }
  >();
  const created: FakeDriveFile[] = [];
  const seen: string[] = [];
  const holds: { match: RegExp; wait: Promise<void> }[] = [];
  let clock = Date.parse('2026-01-01T00:00:00Z');

  // Shaped like a current Drive id ('1' and 32 URL-safe characters). A random
  // base64url id starting with '-' would read as an option on the CLI's command line.
  const newDriveId = () => `1${randomBytes(24).toString('base64url')}`;

  function addFile(file: NewDriveFile): FakeDriveFile {
    clock += 60_000;
    const stored: FakeDriveFile = {
      id: file.id ?? newDriveId(),
      name: file.name,
      mimeType: file.mimeType,
      parents: file.parents ?? [ROOT],
      modifiedTime: file.modifiedTime ?? new Date(clock).toISOString(),
      trashed: false,
      ...(file.content ? { content: file.content } : {}),
      ...(file.exports ? { exports: file.exports } : {}),
    };
    files.set(stored.id, stored);
    return stored;
  }

  async function sendContent(response: ServerResponse, file: FakeDriveFile, bytes: Buffer) {
    const hold = holds.find((each) => each.match.test(file.name));
    response.writeHead(200, {
      'content-type': file.mimeType,
      'content-length': String(bytes.length),
    });
    // Half now, the rest once released: a held download is one in progress.
    response.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    await hold?.wait;
    response.end(bytes.subarray(Math.floor(bytes.length / 2)));
  }

  function list(url: URL, response: ServerResponse) {
    const clauses = parseDriveQuery(url.searchParams.get('q') ?? '');
    if (!clauses) {
      return googleError(response, 400, 'invalidQuery');
    }
    const matching = sortDriveFiles(
      [...files.values()].filter((file) => clauses.every((clause) => clause(file))),
      url.searchParams.get('orderBy') ?? 'name',
    );
    const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? 100), 1000);
    const offset = Number(url.searchParams.get('pageToken') ?? 0);
    const page = matching.slice(offset, offset + pageSize);
    const fields = url.searchParams.get('fields');
    sendJson(response, 200, {
      kind: 'drive#fileList',
      files: page.map((file) => pickFields(file, fields)),
      ...(offset + pageSize < matching.length ? { nextPageToken: String(offset + pageSize) } : {}),
    });
  }

  async function onFile(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    id: string,
    action?: string,
  ) {
    const file = files.get(id);
    if (!file || file.trashed) {
      return googleError(response, 404, 'notFound');
    }
    if (action === 'export') {
      const bytes = file.exports?.[url.searchParams.get('mimeType') ?? ''];
      return bytes ? sendContent(response, file, bytes) : googleError(response, 400, 'badRequest');
    }
    if (url.searchParams.get('alt') === 'media') {
      return file.content
        ? sendContent(response, file, file.content)
        : googleError(response, 403, 'fileNotDownloadable');
    }
    request.resume();
    sendJson(response, 200, pickFields(file, url.searchParams.get('fields')));
  }

  async function startUpload(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (url.searchParams.get('uploadType') !== 'resumable') {
      return googleError(response, 400, 'badRequest');
    }
    const metadata = JSON.parse((await readBody(request)).toString('utf8') || '{}') as {
      name?: string;
      parents?: string[];
    };
    const parent = metadata.parents?.[0];
    if (parent !== undefined && !files.has(parent)) {
      return googleError(response, 404, 'notFound');
    }
    const uploadId = randomBytes(12).toString('hex');
    sessions.set(uploadId, {
      metadata: {
        name: metadata.name ?? 'Untitled',
        ...(metadata.parents ? { parents: metadata.parents } : {}),
        mimeType: String(request.headers['x-upload-content-type'] ?? 'application/octet-stream'),
      },
      chunks: [],
      received: 0,
    });
    response.writeHead(200, {
      location: `${address}/upload/drive/v3/files?uploadType=resumable&upload_id=${uploadId}`,
    });
    response.end();
  }

  async function putChunk(request: IncomingMessage, response: ServerResponse, uploadId: string) {
    const session = sessions.get(uploadId);
    if (!session) {
      return googleError(response, 404, 'notFound');
    }
    const body = await readBody(request);
    const range = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(
      String(request.headers['content-range'] ?? ''),
    );
    if (!range) {
      return googleError(response, 400, 'badContentRange');
    }
    const start = range[1] === undefined ? session.received : Number(range[1]);
    if (start > session.received) {
      return googleError(response, 400, 'badContentRange');
    }
    // A chunk sent again after a lost answer: keep only the bytes not held yet.
    const fresh = body.subarray(session.received - start);
    session.chunks.push(fresh);
    session.received += fresh.length;
    const total = range[3] === '*' ? undefined : Number(range[3]);
    if (total === undefined || session.received < total) {
      response.writeHead(
        308,
        session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {},
      );
      return response.end();
    }
    sessions.delete(uploadId);
    const file = addFile({ ...session.metadata, content: Buffer.concat(session.chunks) });
    created.push(file);
    sendJson(response, 200, {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
    });
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', address);
    const method = request.method ?? 'GET';
    const signature = `${method} ${url.pathname}`;
    seen.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/o/oauth2/v2/auth') {
      return oauth.authorize(url, response);
    }
    if (url.pathname === '/token' && method === 'POST') {
      return oauth.token(request, response);
    }
    if (url.pathname === '/revoke' && method === 'POST') {
      return oauth.revoke(request, response);
    }
    const fault = faults.take(signature);
    if (fault) {
      request.resume();
      return googleError(
        response,
        fault.status,
        fault.reason ?? REASONS[fault.status] ?? 'backendError',
        fault.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(fault.retryAfterSeconds) },
      );
    }
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId !== null && method === 'PUT') {
      // The session URI is the credential of an upload session (Google documents it so).
      return putChunk(request, response, uploadId);
    }
    if (!oauth.isValid(bearerOf(request))) {
      request.resume();
      return googleError(response, 401, 'authError', {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/"',
      });
    }
    if (url.pathname === '/drive/v3/about') {
      return sendJson(response, 200, { user: { emailAddress: 'ana@example.com' } });
    }
    if (url.pathname === '/drive/v3/files' && method === 'GET') {
      return list(url, response);
    }
    if (url.pathname === '/upload/drive/v3/files' && method === 'POST') {
      return startUpload(request, response, url);
    }
    const match = /^\/drive\/v3\/files\/([^/]+)(?:\/(export))?$/.exec(url.pathname);
    if (match?.[1] !== undefined && method === 'GET') {
      return onFile(request, response, url, decodeURIComponent(match[1]), match[2]);
    }
    request.resume();
    googleError(response, 404, 'notFound');
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        googleError(response, 500, String(error));
      } else {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  files.set(ROOT, {
    id: ROOT,
    name: 'My Drive',
    mimeType: FOLDER,
    parents: [],
    modifiedTime: new Date(0).toISOString(),
    trashed: false,
  });

  return {
    url: address,
    client,
    env: {
      FOLIO_GOOGLE_CLIENT_ID: client.clientId,
      FOLIO_GOOGLE_CLIENT_SECRET: client.clientSecret,
      FOLIO_GOOGLE_AUTH_URL: `${address}/o/oauth2/v2/auth`,
      FOLIO_GOOGLE_TOKEN_URL: `${address}/token`,
      FOLIO_GOOGLE_REVOKE_URL: `${address}/revoke`,
      FOLIO_GOOGLE_API_URL: address,
    },
    addFile,
    uploads: () => [...created],
    fail: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    holdDownloads(match) {
      let release = () => undefined as void;
      const wait = new Promise<void>((resolve) => (release = resolve));
      holds.push({ match, wait });
      return { release };
    },
    requests: () => [...seen],
    oauth,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
