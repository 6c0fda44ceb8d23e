import { describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import type { CloudImport } from './cloud-import';
import type { CloudItem } from './integrations';
import { instantClock, recordingServers } from './testing/recording-server';

const serveOn = recordingServers();

/** A server answering `answer`, and the client of a signed-in user on it. */
async function serve(answer: (request: Request) => Response, clock = instantClock()) {
  return { ...(await serveOn(answer, clock)), clock };
}

const item = (id: string): CloudItem => ({
  id,
  name: `${id}.pdf`,
  kind: 'file',
  mimeType: 'application/pdf',
  size: 10,
  modifiedAt: null,
});

const importAt = (status: CloudImport['status']): CloudImport => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  provider: 'sharepoint',
  folder: 'sharepoint',
  status,
  items: [
    { remoteId: 'a', name: 'a.pdf', state: 'done', bytes: 10, errorCode: null, fileId: null },
    {
      remoteId: 'b',
      name: 'b.pdf',
      state: status === 'running' ? 'downloading' : 'failed',
      bytes: 0,
      errorCode: status === 'running' ? null : 'CLOUD_FILE_TOO_LARGE',
      fileId: null,
    },
  ],
  createdAt: '2031-05-01T10:00:00Z',
  finishedAt: status === 'running' ? null : '2031-05-01T10:00:05Z',
});

describe('the integrations resource', () => {
  it('lists every item of a folder across pages, passing each page token back', async () => {
    const { server, folio } = await serve((request) => {
      const token = new URL(request.url).searchParams.get('pageToken');
      return token === null
        ? Response.json({ items: [item('a'), item('b')], nextPageToken: 'page-2' })
        : Response.json({ items: [item('c')], nextPageToken: null });
    });

    const names: string[] = [];
    for await (const each of folio.integrations.items('sharepoint', { folderId: 'lib-1' })) {
      names.push(each.name);
    }

    expect(names).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    const urls = server.requests.map((request) => new URL(request.url));
    expect(urls.map((url) => url.pathname)).toEqual([
      '/api/integrations/sharepoint/items',
      '/api/integrations/sharepoint/items',
    ]);
    expect(urls.map((url) => url.searchParams.get('folderId'))).toEqual(['lib-1', 'lib-1']);
    expect(urls.map((url) => url.searchParams.get('pageToken'))).toEqual([null, 'page-2']);
  });

  it('imports items into a folder and follows the import until it is no longer running', async () => {
    const states = [importAt('running'), importAt('running'), importAt('partial')];
    const { server, folio, clock } = await serve((request) => {
      if (request.method === 'POST') {
        return Response.json(states[0], { status: 202 });
      }
      // Each read moves on to the next state; the last one stays.
      if (states.length > 1) {
        states.shift();
      }
      return Response.json(states[0]);
    });

    const handle = await folio.integrations.importItems('sharepoint', ['a', 'b'], {
      folder: 'facturas',
    });
    const seen: string[] = [];
    const finished = await handle.done({
      intervalMs: 250,
      onRead: (current) => seen.push(current.status),
    });

    expect(handle.started.status).toBe('running');
    expect(finished.status).toBe('partial');
    expect(finished.items.find((each) => each.state === 'failed')?.errorCode).toBe(
      'CLOUD_FILE_TOO_LARGE',
    );
    expect(seen.at(-1)).toBe('partial');
    expect(clock.waits.every((ms) => ms === 250)).toBe(true);
    const [start, ...reads] = server.requests;
    expect(new URL(start?.url ?? '').pathname).toBe('/api/integrations/sharepoint/imports');
    expect(await start?.json()).toEqual({ itemIds: ['a', 'b'], folder: 'facturas' });
    expect(reads.map((read) => new URL(read.url).pathname)).toContain(
      `/api/integration-imports/${importAt('running').id}`,
    );
  });

  it('connects, sends results up, disconnects, and fails with the catalogue code', async () => {
    const { server, folio } = await serve((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/google-drive/connect')) {
        return Response.json(
          { errorCode: 'INTEGRATION_NOT_CONFIGURED', errorMessage: 'Not configured' },
          { status: 503 },
        );
      }
      if (path.endsWith('/connect')) {
        return Response.json({ authorizationUrl: 'https://login.example.com/consent' });
      }
      if (path.endsWith('/uploads')) {
        return Response.json({ remoteId: 'r1', name: 'Facturas.csv' }, { status: 201 });
      }
      return Response.json({ disconnected: true });
    });

    expect(await folio.integrations.connect('sharepoint')).toBe(
      'https://login.example.com/consent',
    );
    const refused = await folio.integrations
      .connect('google-drive')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FolioError);
    expect(refused).toMatchObject({ code: 'INTEGRATION_NOT_CONFIGURED' });
    const sent = await folio.integrations.upload(
      'sharepoint',
      { kind: 'results', configName: 'Facturas', format: 'csv' },
      { folderId: 'lib-1' },
    );
    expect(sent).toEqual({ remoteId: 'r1', name: 'Facturas.csv' });
    expect(await folio.integrations.disconnect('sharepoint')).toBe(true);

    const upload = server.requests.find((request) => request.url.endsWith('/uploads'));
    expect(await upload?.json()).toEqual({
      source: { kind: 'results', configName: 'Facturas', format: 'csv' },
      folderId: 'lib-1',
    });
    expect(server.requests.at(-1)?.method).toBe('DELETE');
    expect(server.seen.every((request) => request.authorization === 'Bearer token')).toBe(true);
  });
});
