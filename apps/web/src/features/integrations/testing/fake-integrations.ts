import type { MiddlewareComponents } from '@folio/sdk';

import type { FakeRoute } from '../../../testing/fixtures';

type Schemas = MiddlewareComponents['schemas'];
type Integration = Schemas['Integration'];
type CloudItem = Schemas['CloudItem'];
type CloudImport = Schemas['CloudImport'];

/** A service as `GET /api/integrations` lists it. */
export const integration = (
  provider: Integration['provider'],
  state: Partial<Integration> = {},
): Integration => ({
  provider,
  configured: true,
  connected: false,
  accountEmail: null,
  connectedAt: null,
  ...state,
});

/** A file or folder of a listing. */
export const cloudItem = (
  id: string,
  name: string,
  kind: CloudItem['kind'] = 'file',
): CloudItem => ({
  id,
  name,
  kind,
  mimeType: kind === 'file' ? 'text/plain' : null,
  size: kind === 'file' ? 10 : null,
  modifiedAt: '2031-05-01T10:00:00Z',
});

/**
 * The integrations calls of a fake middleware (issue 14): the services, a listing per folder id
 * (`''` is the top level) and per search, paged by `pageSize`, an import that answers `importAnswers` in turn (the last
 * one stays), uploads recorded by the fake server's `calls`.
 */
export function createFakeIntegrations(initial: {
  integrations: Integration[];
  folders?: Record<string, CloudItem[]>;
  searches?: Record<string, CloudItem[]>;
  importAnswers?: CloudImport[];
  /** Items a page; the next page's token is where it starts. */
  pageSize?: number;
}) {
  const pageSize = initial.pageSize ?? 1000;
  const state = { integrations: initial.integrations };
  const answers = [...(initial.importAnswers ?? [])];
  const nextImport = () => (answers.length > 1 ? answers.shift() : answers[0]);
  const routes: Record<string, FakeRoute> = {
    'GET /api/integrations': () => Response.json({ integrations: state.integrations }),
  };
  for (const { provider } of initial.integrations) {
    routes[`POST /api/integrations/${provider}/connect`] = () =>
      // Same document, another hash: jsdom follows a hash change, not a navigation away.
      Response.json({ authorizationUrl: `${window.location.href.split('#')[0]}#consent` });
    routes[`DELETE /api/integrations/${provider}`] = () => {
      state.integrations = state.integrations.map((each) =>
        each.provider === provider ? { ...each, connected: false, accountEmail: null } : each,
      );
      return Response.json({ disconnected: true });
    };
    routes[`GET /api/integrations/${provider}/items`] = (request) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('query');
      const items =
        search === null
          ? (initial.folders?.[query.get('folderId') ?? ''] ?? [])
          : (initial.searches?.[search] ?? []);
      const start = Number(query.get('pageToken') ?? 0);
      const end = start + pageSize;
      return Response.json({
        items: items.slice(start, end),
        nextPageToken: end < items.length ? String(end) : null,
      });
    };
    routes[`POST /api/integrations/${provider}/imports`] = () =>
      Response.json(nextImport(), { status: 202 });
    routes[`POST /api/integrations/${provider}/uploads`] = async (request) => {
      const body = (await request.json()) as { source: { kind: string; fileId?: string } };
      return Response.json(
        { remoteId: 'remote-1', name: body.source.kind === 'file' ? 'file' : 'results' },
        { status: 201 },
      );
    };
  }
  const current = initial.importAnswers?.at(-1);
  if (current) {
    routes[`GET /api/integration-imports/${current.id}`] = () => Response.json(nextImport());
  }
  return { routes, state };
}

/** An import of `provider` into `folder` with these items (name, state, error code). */
export function cloudImport(
  status: CloudImport['status'],
  items: [name: string, state: CloudImport['items'][number]['state'], code: string | null][],
  folder = 'drive',
): CloudImport {
  return {
    id: '4b8f3c1e-1d2a-4e5f-9a0b-1c2d3e4f5a6b',
    provider: 'google-drive',
    folder,
    status,
    items: items.map(([name, itemState, code]) => ({
      remoteId: `remote-${name}`,
      name,
      state: itemState,
      bytes: 0,
      errorCode: code as CloudImport['items'][number]['errorCode'],
      fileId: null,
    })),
    createdAt: '2031-05-01T10:00:00Z',
    finishedAt: status === 'running' ? null : '2031-05-01T10:00:05Z',
  };
}
