import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { signedInCli } from '../../testing/cli-harness';

const IMPORT_ID = '00000000-0000-4000-8000-0000000000aa';

const item = (id: string, kind: 'file' | 'folder' = 'file') => ({
  id,
  name: kind === 'file' ? `${id}.pdf` : id,
  kind,
  mimeType: kind === 'file' ? 'application/pdf' : null,
  size: kind === 'file' ? 2048 : null,
  modifiedAt: '2031-05-01T10:00:00Z',
});

/** A SharePoint behind the middleware: two pages of a library, an import, an upload. */
function fakeSharePoint() {
  const calls: string[] = [];
  const importOf = (status: 'running' | 'done') => ({
    id: IMPORT_ID,
    provider: 'sharepoint',
    folder: 'facturas',
    status,
    items: ['a', 'b'].map((id) => ({
      remoteId: id,
      name: `${id}.pdf`,
      state: status === 'done' ? 'done' : 'downloading',
      bytes: 2048,
      errorCode: null,
      fileId: null,
    })),
    createdAt: '2031-05-01T10:00:00Z',
    finishedAt: status === 'done' ? '2031-05-01T10:00:02Z' : null,
  });
  return {
    calls,
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const path = url.pathname.replace('/api', '');
      const body = request.method === 'POST' ? await request.text() : '';
      calls.push(`${request.method} ${path}${url.search} ${body}`.trim());
      if (path === '/integrations/sharepoint/items') {
        return url.searchParams.get('pageToken') === null
          ? Response.json({ items: [item('a'), item('b')], nextPageToken: 'next' })
          : Response.json({ items: [item('Archivo', 'folder')], nextPageToken: null });
      }
      if (path === '/integrations/sharepoint/imports') {
        return Response.json(importOf('running'), { status: 202 });
      }
      if (path === `/integration-imports/${IMPORT_ID}`) {
        // Started running; the first read a second later finds it done.
        return Response.json(importOf('done'));
      }
      if (path === '/integrations/sharepoint/uploads') {
        return Response.json({ remoteId: 'r1', name: 'Facturas.pdf' }, { status: 201 });
      }
      return Response.json(
        { errorCode: 'ENDPOINT_NOT_FOUND', errorMessage: path },
        { status: 404 },
      );
    },
  };
}

describe('folio sharepoint', () => {
  let dir: string;
  let backend: ReturnType<typeof fakeSharePoint>;
  let cli: Awaited<ReturnType<typeof signedInCli>>;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-drive-test-'));
    backend = fakeSharePoint();
    cli = await signedInCli(dir, backend);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the first page of a library, or with --all every page', async () => {
    const first = await cli.folio(['sharepoint', 'ls', '--folder', 'lib-1']);
    expect(first.exitCode).toBe(0);
    expect(first.stdout).toMatch(/^id +kind +name +size +modified\n/);
    expect(first.stdout).not.toContain('Archivo');

    const all = await cli.folio(['--json', 'sharepoint', 'ls', '--folder', 'lib-1', '--all']);
    expect(JSON.parse(all.stdout)).toMatchObject({
      items: [{ id: 'a' }, { id: 'b' }, { id: 'Archivo', kind: 'folder' }],
      nextPageToken: null,
    });
    expect(backend.calls.at(-1)).toBe(
      'GET /integrations/sharepoint/items?folderId=lib-1&pageToken=next',
    );
  });

  it('imports into a folder and follows the import to its end', async () => {
    const run = await cli.folio(['sharepoint', 'import', 'a', 'b', '--folder', 'facturas']);

    expect(run).toEqual({
      exitCode: 0,
      stdout: 'Imported 2 of 2 files into facturas.\n',
      stderr: '',
    });
    expect(backend.calls[0]).toBe(
      'POST /integrations/sharepoint/imports {"itemIds":["a","b"],"folder":"facturas"}',
    );
    expect(backend.calls.filter((call) => call.includes(IMPORT_ID))).toHaveLength(1);
  });

  it("uploads a configuration's results as the PDF report", async () => {
    const run = await cli.folio([
      'sharepoint',
      'upload',
      '--results',
      'Facturas',
      '--format',
      'pdf',
      '--folder',
      'lib-1',
    ]);

    expect(run.stdout).toBe('Uploaded Facturas.pdf to SharePoint.\n');
    expect(backend.calls[0]).toBe(
      'POST /integrations/sharepoint/uploads {"source":{"kind":"results","configName":"Facturas","format":"pdf"},"folderId":"lib-1"}',
    );
  });
});
