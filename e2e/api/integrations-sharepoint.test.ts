// SharePoint through Microsoft Graph, through the SDK against servers pointed at a local Graph
// (issue 14 "How it is checked"): connect with the identity platform (PKCE), sites, libraries and
// folders, a library's files page by page and all of them, search, import into the folder
// `sharepoint` (SPEC §9), upload back through an upload session, and the cloud import family of
// errors (SPEC §8): reconnect, permission, too large, quota, a partial import keeping what landed.
import {
  startFakeGraphServer,
  type FakeGraphServer,
} from '@folio/middleware/testing/fake-graph-server';
import { expectData, type MiddlewareComponents } from '@folio/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { signInAccount, type SignedInUser } from '../support/accounts';
import { asFile, listFiles, uploadToFolder } from '../support/chat-users';
import {
  connectCloud,
  integrationOf,
  finishedCloudImport,
  onProvider,
} from '../support/cloud-imports';
import { failure } from '../support/failure';
import { blankPdf } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';

type CloudItem = MiddlewareComponents['schemas']['CloudItem'];

const MAX_BYTES = 1024 * 1024;
/** Small pages, so a library of a few files already spans several. */
const PAGE_SIZE = 3;
const SHAREPOINT = onProvider('sharepoint');

let graph: FakeGraphServer;
let servers: RunningServers;
let ana: SignedInUser;
let library: { siteId: string; driveId: string };

beforeAll(async () => {
  graph = await startFakeGraphServer({ pageSize: PAGE_SIZE });
  servers = await startServers({
    ...graph.env,
    FOLIO_INTEGRATIONS_MAX_RETRY_WAIT_MS: '5000',
    FOLIO_UPLOAD_MAX_FILE_BYTES: String(MAX_BYTES),
  });
  ana = await signInAccount(servers, `sharepoint.${Date.now().toString(36)}@example.com`);
  library = graph.addSite('Finanzas', 'Documentos');
});
afterEach(() => {
  graph.clearFaults();
});
afterAll(async () => {
  await servers.stop();
  await graph.close();
});

type Listing = { folderId?: string; query?: string; pageToken?: string };

const list = (user: SignedInUser, query: Listing = {}) =>
  expectData(
    user.api.GET('/integrations/{provider}/items', { params: { ...SHAREPOINT.params, query } }),
  );

/** Every page of a listing, following `nextPageToken` (SPEC §7 "list all files"). */
async function listAll(folderId: string): Promise<{ items: CloudItem[]; pages: number }> {
  const items: CloudItem[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  do {
    const page = await list(ana, { folderId, ...(pageToken ? { pageToken } : {}) });
    items.push(...page.items);
    pageToken = page.nextPageToken ?? undefined;
    pages += 1;
  } while (pageToken);
  return { items, pages };
}

const libraryId = () => `drive:${library.driveId}`;
const idOf = (item: { id: string }) => `item:${library.driveId}:${item.id}`;
const textItem = (name: string, content = `contenido de ${name}`, parentId?: string) =>
  graph.addItem({
    driveId: library.driveId,
    name,
    mimeType: 'text/plain',
    content: Buffer.from(content),
    ...(parentId ? { parentId } : {}),
  });

const startImport = (user: SignedInUser, itemIds: string[], folder?: string) =>
  expectData(
    user.api.POST('/integrations/{provider}/imports', {
      ...SHAREPOINT,
      body: { itemIds, ...(folder ? { folder } : {}) },
    }),
  );

const uploadBack = (user: SignedInUser, fileId: string, folderId: string) =>
  user.api.POST('/integrations/{provider}/uploads', {
    ...SHAREPOINT,
    body: { source: { kind: 'file', fileId }, folderId },
  });

describe('connecting', () => {
  it('connects through the Microsoft consent and shows the account on /integrations', async () => {
    expect(await integrationOf(ana, 'sharepoint')).toMatchObject({
      configured: true,
      connected: false,
    });
    const landed = await connectCloud(ana, 'sharepoint');
    expect(landed.pathname).toBe('/profile');
    expect(landed.searchParams.get('connected')).toBe('1');
    expect(await integrationOf(ana, 'sharepoint')).toMatchObject({
      connected: true,
      accountEmail: 'ana@contoso.example',
    });
  });
});

describe('browsing', () => {
  it('opens the sites, a site’s libraries, a library’s folders and a folder’s files', async () => {
    const folder = graph.addItem({ driveId: library.driveId, name: 'Facturas', isFolder: true });
    graph.addItem({
      driveId: library.driveId,
      parentId: folder.id,
      name: 'marzo.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from(await blankPdf(1)),
    });
    const sites = await list(ana);
    expect(sites.items.map((item) => [item.id, item.name, item.kind])).toEqual([
      [`site:${library.siteId}`, 'Finanzas', 'folder'],
    ]);
    const libraries = await list(ana, { folderId: sites.items[0]?.id ?? '' });
    expect(libraries.items.map((item) => [item.id, item.name])).toEqual([
      [libraryId(), 'Documentos'],
    ]);
    const root = await list(ana, { folderId: libraryId() });
    expect(root.items.find((item) => item.name === 'Facturas')?.kind).toBe('folder');
    const inside = await list(ana, { folderId: idOf(folder) });
    expect(inside.items.map((item) => [item.name, item.kind, item.mimeType])).toEqual([
      ['marzo.pdf', 'file', 'application/pdf'],
    ]);
  });

  it('lists a folder a page at a time, and all of it by following the pages', async () => {
    const folder = graph.addItem({ driveId: library.driveId, name: 'Actas', isFolder: true });
    const names = ['a1.txt', 'a2.txt', 'a3.txt', 'a4.txt', 'a5.txt', 'a6.txt', 'a7.txt'];
    names.forEach((name) => textItem(name, name, folder.id));
    const first = await list(ana, { folderId: idOf(folder) });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.nextPageToken).not.toBeNull();
    const all = await listAll(idOf(folder));
    expect(all.pages).toBe(3);
    expect(all.items.map((item) => item.name)).toEqual(names);
  });

  it('refuses a page token that is not Graph’s own link', async () => {
    const error = await failure(
      ana.api.GET('/integrations/{provider}/items', {
        params: {
          ...SHAREPOINT.params,
          query: { folderId: libraryId(), pageToken: 'https://attacker.example/v1.0/x' },
        },
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('searches a library by name, in any case', async () => {
    textItem('Presupuesto 2026.txt');
    const found = await list(ana, { folderId: libraryId(), query: 'PRESUPUESTO' });
    expect(found.items.map((item) => item.name)).toEqual(['Presupuesto 2026.txt']);
  });
});

describe('importing', () => {
  it('imports into the folder named sharepoint (SPEC §9) and Files shows the files', async () => {
    const acta = textItem('acta.txt');
    const plan = graph.addItem({
      driveId: library.driveId,
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from(await blankPdf(2)),
    });
    const started = await startImport(ana, [idOf(acta), idOf(plan)]);
    expect(started.folder).toBe('sharepoint');
    const done = await finishedCloudImport(ana, started.id);
    expect(done.status).toBe('done');
    expect(done.items.map((item) => [item.name, item.state, item.errorCode])).toEqual([
      ['acta.txt', 'done', null],
      ['plan.pdf', 'done', null],
    ]);
    const files = await listFiles(ana, { topico: 'sharepoint' });
    expect(files.map((file) => file.filename)).toEqual(
      expect.arrayContaining(['acta.txt', 'plan.pdf']),
    );
  });

  it('keeps what landed and names each failed file: permission, not found, too large', async () => {
    const good = textItem('bueno.txt');
    const locked = textItem('cerrado.txt');
    graph.fail({
      match: new RegExp(`GET /v1\\.0/drives/${library.driveId}/items/${locked.id}$`),
      status: 403,
    });
    const huge = textItem('enorme.txt', 'x'.repeat(MAX_BYTES + 1));
    const gone = `item:${library.driveId}:GONE`;
    const started = await startImport(ana, [idOf(good), idOf(locked), gone, idOf(huge)], 'parcial');
    const done = await finishedCloudImport(ana, started.id);
    expect(done.status).toBe('partial');
    expect(done.items.map((item) => [item.state, item.errorCode])).toEqual([
      ['done', null],
      ['failed', 'CLOUD_PERMISSION_DENIED'],
      ['failed', 'CLOUD_FILE_NOT_FOUND'],
      ['failed', 'CLOUD_FILE_TOO_LARGE'],
    ]);
    expect((await listFiles(ana, { topico: 'parcial' })).map((file) => file.filename)).toEqual([
      'bueno.txt',
    ]);
  });

  it('refuses a site or a library as a file to import', async () => {
    const started = await startImport(ana, [libraryId()], 'lugares');
    const done = await finishedCloudImport(ana, started.id);
    expect(done.status).toBe('failed');
    expect(done.items[0]?.errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('uploading back', () => {
  it('uploads a file of Files to a library folder through an upload session', async () => {
    const content = 'fila;importe\n'.repeat(40_000);
    const [stored] = await uploadToFolder(ana, 'resultados', [
      asFile('resultados.csv', content, 'text/csv'),
    ]);
    const folder = graph.addItem({ driveId: library.driveId, name: 'Entregas', isFolder: true });
    const sent = await expectData(uploadBack(ana, stored?.id ?? '', idOf(folder)));
    expect(sent.name).toBe('resultados.csv');
    const created = graph.uploads().find((item) => idOf(item) === sent.remoteId);
    expect(created?.parentId).toBe(folder.id);
    expect(created?.content?.toString('utf8')).toBe(content);
  });

  it('says the quota is used up when the library is full (Graph 507)', async () => {
    const [stored] = await uploadToFolder(ana, 'resultados', [asFile('lleno.txt', 'lleno')]);
    graph.fail({ match: /createUploadSession$/, status: 507, reason: 'quotaLimitReached' });
    const error = await failure(uploadBack(ana, stored?.id ?? '', libraryId()));
    expect(error.code).toBe('CLOUD_RATE_LIMITED');
  });

  it('refuses a site as the destination: only a library or a folder holds files', async () => {
    const [stored] = await uploadToFolder(ana, 'resultados', [asFile('sitio.txt', 'sitio')]);
    const error = await failure(uploadBack(ana, stored?.id ?? '', `site:${library.siteId}`));
    expect(error.code).toBe('CLOUD_FILE_NOT_FOUND');
  });

  it('says the permission is missing when the library refuses the upload', async () => {
    const [stored] = await uploadToFolder(ana, 'resultados', [asFile('negado.txt', 'negado')]);
    graph.fail({ match: /createUploadSession$/, status: 403, reason: 'accessDenied' });
    const error = await failure(uploadBack(ana, stored?.id ?? '', libraryId()));
    expect(error.code).toBe('CLOUD_PERMISSION_DENIED');
  });
});

describe('a revoked grant', () => {
  it('asks to reconnect, and works again once reconnected', async () => {
    const bob = await signInAccount(
      servers,
      `sharepoint.bob.${Date.now().toString(36)}@example.com`,
    );
    await connectCloud(bob, 'sharepoint');
    graph.oauth.revokeNewest();
    const error = await failure(list(bob));
    expect(error.code).toBe('CLOUD_RECONNECT_REQUIRED');
    const importError = await failure(startImport(bob, [idOf(textItem('tarde.txt'))]));
    expect(importError.code).toBe('CLOUD_RECONNECT_REQUIRED');
    expect((await connectCloud(bob, 'sharepoint')).searchParams.get('connected')).toBe('1');
    expect((await list(bob)).items.map((item) => item.name)).toContain('Finanzas');
  });
});
