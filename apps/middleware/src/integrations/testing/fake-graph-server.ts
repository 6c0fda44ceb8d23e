import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { bearerOf, createFaults, readBody, sendJson, type InjectedFault } from './fake-http';
import { createFakeAuthorizationServer } from './fake-oauth';

/** An item of a fake document library. */
export type FakeGraphItem = {
  id: string;
  driveId: string;
  parentId: string;
  name: string;
  isFolder: boolean;
  mimeType?: string;
  content?: Buffer;
  modifiedAt: string;
};

/** What a test reads and steers of the fake Microsoft (issue 14). */
export type FakeGraphServer = {
  url: string;
  /** The `FOLIO_MICROSOFT_*` and `FOLIO_GRAPH_URL` variables pointing a middleware here. */
  env: Record<string, string>;
  /** A site with one document library; answers their ids. */
  addSite(name: string, library?: string): { siteId: string; driveId: string };
  addItem(item: {
    driveId: string;
    parentId?: string;
    name: string;
    isFolder?: boolean;
    mimeType?: string;
    content?: Buffer;
  }): FakeGraphItem;
  uploads(): FakeGraphItem[];
  fail(fault: InjectedFault): void;
  clearFaults(): void;
  oauth: ReturnType<typeof createFakeAuthorizationServer>;
  close(): Promise<void>;
};

/** How the fake pages: Graph's default is 200 items a page; a test may ask for fewer. */
export type FakeGraphOptions = { pageSize?: number };

const GRAPH_PAGE_SIZE = 200;

const graphError = (response: ServerResponse, status: number, code: string, headers = {}) =>
  sendJson(response, status, { error: { code, message: code } }, headers);

const CODES: Record<number, string> = {
  401: 'InvalidAuthenticationToken',
  403: 'accessDenied',
  404: 'itemNotFound',
  429: 'activityLimitReached',
  500: 'generalException',
  503: 'serviceNotAvailable',
};

/**
 * A local Microsoft for tests: the identity platform's authorize and token endpoints (PKCE,
 * refresh, invalid_grant) and the Graph v1.0 subset Folio uses - me, sites?search, a site's
 * drives, root and item children, an item, its content (a 302 to a download URL, as Graph does),
 * search(q=) - each collection paged with `@odata.nextLink` - createUploadSession and the session's PUTs with Content-Range (202 with
 * nextExpectedRanges until the last, then 201 with the item). Errors are Graph's JSON; any can be
 * injected, Retry-After included.
 */
export async function startFakeGraphServer(
  options: FakeGraphOptions = {},
): Promise<FakeGraphServer> {
  const pageSize = options.pageSize ?? GRAPH_PAGE_SIZE;
  const client = {
    clientId: '00000000-0000-0000-0000-00000000f011',
    clientSecret: 'graph-test-secret',
  };
  const oauth = createFakeAuthorizationServer(client);
  const faults = createFaults();
  const sites = new Map<string, { id: string; displayName: string; drives: string[] }>();
  const drives = new Map<string, { id: string; name: string }>();
  const items = new Map<string, FakeGraphItem>();
  const sessions = new Map<
    string,
    { driveId: string; parentId: string; name: string; chunks: Buffer[]; received: number }
  >();
  const created: FakeGraphItem[] = [];
  const newId = () => randomBytes(9).toString('hex').toUpperCase();

  /** One page of a collection; the next page's link carries Graph's opaque `$skiptoken`. */
  function sendPage(response: ServerResponse, url: URL, value: unknown[]) {
    const start = Number(url.searchParams.get('$skiptoken') ?? 0);
    const end = start + pageSize;
    const next = new URL(url);
    next.searchParams.set('$skiptoken', String(end));
    sendJson(response, 200, {
      value: value.slice(start, end),
      ...(end < value.length ? { '@odata.nextLink': next.toString() } : {}),
    });
  }

  const toDriveItem = (item: FakeGraphItem) => ({
    id: item.id,
    name: item.name,
    lastModifiedDateTime: item.modifiedAt,
    parentReference: { driveId: item.driveId, id: item.parentId },
    ...(item.isFolder
      ? { folder: { childCount: 0 } }
      : {
          file: { mimeType: item.mimeType ?? 'application/octet-stream' },
          size: item.content?.length ?? 0,
        }),
  });

  function addItem(item: Parameters<FakeGraphServer['addItem']>[0]): FakeGraphItem {
    const stored: FakeGraphItem = {
      id: newId(),
      driveId: item.driveId,
      parentId: item.parentId ?? 'root',
      name: item.name,
      isFolder: item.isFolder ?? false,
      ...(item.mimeType ? { mimeType: item.mimeType } : {}),
      ...(item.content ? { content: item.content } : {}),
      modifiedAt: new Date().toISOString(),
    };
    items.set(stored.id, stored);
    return stored;
  }

  async function putFragment(
    request: IncomingMessage,
    response: ServerResponse,
    sessionId: string,
  ) {
    const session = sessions.get(sessionId);
    if (!session) {
      return graphError(response, 404, 'itemNotFound');
    }
    const body = await readBody(request);
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(request.headers['content-range'] ?? ''));
    if (!range || Number(range[1]) > session.received) {
      return graphError(response, 416, 'invalidRange');
    }
    const fresh = body.subarray(session.received - Number(range[1]));
    session.chunks.push(fresh);
    session.received += fresh.length;
    if (session.received < Number(range[3])) {
      return sendJson(response, 202, {
        expirationDateTime: new Date(Date.now() + 3600_000).toISOString(),
        nextExpectedRanges: [`${session.received}-`],
      });
    }
    sessions.delete(sessionId);
    const item = addItem({
      driveId: session.driveId,
      parentId: session.parentId,
      name: session.name,
      content: Buffer.concat(session.chunks),
    });
    created.push(item);
    sendJson(response, 201, toDriveItem(item));
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', address);
    const method = request.method ?? 'GET';
    const path = decodeURIComponent(url.pathname);
    if (path === '/oauth2/v2.0/authorize') {
      return oauth.authorize(url, response);
    }
    if (path === '/oauth2/v2.0/token' && method === 'POST') {
      return oauth.token(request, response);
    }
    const fault = faults.take(`${method} ${path}`);
    if (fault) {
      request.resume();
      return graphError(
        response,
        fault.status,
        fault.reason ?? CODES[fault.status] ?? 'generalException',
        fault.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(fault.retryAfterSeconds) },
      );
    }
    const sessionMatch = /^\/upload-sessions\/(\w+)$/.exec(path);
    if (sessionMatch?.[1] && method === 'PUT') {
      return putFragment(request, response, sessionMatch[1]);
    }
    const downloadMatch = /^\/downloads\/(\w+)$/.exec(path);
    if (downloadMatch?.[1]) {
      const item = items.get(downloadMatch[1]);
      response.writeHead(200, { 'content-type': item?.mimeType ?? 'application/octet-stream' });
      return response.end(item?.content ?? Buffer.alloc(0));
    }
    if (!oauth.isValid(bearerOf(request))) {
      request.resume();
      return graphError(response, 401, 'InvalidAuthenticationToken');
    }
    let match: RegExpExecArray | null;
    if (path === '/v1.0/me') {
      return sendJson(response, 200, {
        mail: 'ana@contoso.example',
        userPrincipalName: 'ana@contoso.example',
      });
    }
    if (path === '/v1.0/sites') {
      const search = (url.searchParams.get('search') ?? '*').toLowerCase();
      const value = [...sites.values()].filter(
        (site) => search === '*' || site.displayName.toLowerCase().includes(search),
      );
      return sendPage(
        response,
        url,
        value.map((site) => ({ id: site.id, displayName: site.displayName })),
      );
    }
    if ((match = /^\/v1\.0\/sites\/([^/]+)\/drives$/.exec(path))) {
      const site = sites.get(match[1] ?? '');
      return site
        ? sendJson(response, 200, { value: site.drives.map((id) => drives.get(id)) })
        : graphError(response, 404, 'itemNotFound');
    }
    if ((match = /^\/v1\.0\/drives\/([^/]+)\/root\/search\(q='(.*)'\)$/.exec(path))) {
      const [, driveId = '', q = ''] = match;
      const needle = q.replace(/''/g, "'").toLowerCase();
      const found = [...items.values()].filter(
        (item) => item.driveId === driveId && item.name.toLowerCase().includes(needle),
      );
      return sendPage(response, url, found.map(toDriveItem));
    }
    if ((match = /^\/v1\.0\/drives\/([^/]+)\/(?:root|items\/([^/:]+))\/children$/.exec(path))) {
      const [, driveId = '', parentId = 'root'] = match;
      if (!drives.has(driveId) || (parentId !== 'root' && !items.has(parentId))) {
        return graphError(response, 404, 'itemNotFound');
      }
      const children = [...items.values()].filter(
        (item) => item.driveId === driveId && item.parentId === parentId,
      );
      return sendPage(response, url, children.map(toDriveItem));
    }
    if (
      (match = /^\/v1\.0\/drives\/([^/]+)\/items\/([^/:]+):\/(.+):\/createUploadSession$/.exec(
        path,
      )) &&
      method === 'POST'
    ) {
      const [, driveId = '', parentId = '', name = ''] = match;
      request.resume();
      if (!drives.has(driveId) || (parentId !== 'root' && !items.get(parentId)?.isFolder)) {
        return graphError(response, 404, 'itemNotFound');
      }
      const id = newId();
      sessions.set(id, { driveId, parentId, name, chunks: [], received: 0 });
      return sendJson(response, 200, {
        uploadUrl: `${address}/upload-sessions/${id}`,
        expirationDateTime: new Date(Date.now() + 3600_000).toISOString(),
      });
    }
    if ((match = /^\/v1\.0\/drives\/([^/]+)\/items\/([^/]+?)(\/content)?$/.exec(path))) {
      const item = items.get(match[2] ?? '');
      if (!item || item.driveId !== match[1]) {
        return graphError(response, 404, 'itemNotFound');
      }
      if (match[3]) {
        response.writeHead(302, { location: `${address}/downloads/${item.id}` });
        return response.end();
      }
      return sendJson(response, 200, toDriveItem(item));
    }
    request.resume();
    graphError(response, 400, 'invalidRequest');
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => graphError(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: address,
    env: {
      FOLIO_MICROSOFT_CLIENT_ID: client.clientId,
      FOLIO_MICROSOFT_CLIENT_SECRET: client.clientSecret,
      FOLIO_MICROSOFT_AUTH_URL: `${address}/oauth2/v2.0/authorize`,
      FOLIO_MICROSOFT_TOKEN_URL: `${address}/oauth2/v2.0/token`,
      FOLIO_GRAPH_URL: `${address}/v1.0`,
    },
    addSite(name, library = 'Documents') {
      const siteId = `contoso.example,${newId()},${newId()}`;
      const driveId = `b!${newId()}`;
      drives.set(driveId, { id: driveId, name: library });
      sites.set(siteId, { id: siteId, displayName: name, drives: [driveId] });
      return { siteId, driveId };
    },
    addItem,
    uploads: () => [...created],
    fail: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    oauth,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
