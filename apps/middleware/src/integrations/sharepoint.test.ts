import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makePdf, text } from '../storage/testing/fixtures';
import type { TestUser } from '../storage/testing/storage-test-app';
import { createCloudTestApp, type CloudTestApp } from './testing/cloud-test-app';

type Items = { items: { id: string; name: string; kind: string }[] };
type Import = {
  id: string;
  status: string;
  folder: string;
  items: { name: string; state: string; errorCode: string | null }[];
};

let t: CloudTestApp;
let ana: TestUser;
let library: { siteId: string; driveId: string };

beforeAll(async () => {
  t = await createCloudTestApp();
  ana = await t.signIn();
  library = t.graph.addSite('Finanzas', 'Documentos');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const list = async (query = '') =>
  (
    await t.call(ana, { method: 'GET', url: `/integrations/sharepoint/items${query}` })
  ).json<Items>();

describe('SharePoint through Microsoft Graph', () => {
  it('connects with the Microsoft identity platform (PKCE) and shows the account', async () => {
    const landed = await t.connect(ana, 'sharepoint');
    expect(landed.searchParams.get('connected')).toBe('1');
    const listed = await t.call(ana, { method: 'GET', url: '/integrations' });
    expect(
      listed
        .json<{ integrations: { provider: string; accountEmail: string | null }[] }>()
        .integrations.find((each) => each.provider === 'sharepoint')?.accountEmail,
    ).toBe('ana@contoso.example');
  });

  it('lists sites, a site’s libraries, a library’s folders and files, and searches a library', async () => {
    const folder = t.graph.addItem({ driveId: library.driveId, name: 'Facturas', isFolder: true });
    t.graph.addItem({
      driveId: library.driveId,
      parentId: folder.id,
      name: 'marzo.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from(await makePdf()),
    });
    const sites = await list();
    expect(sites.items.map((item) => [item.name, item.kind])).toEqual([['Finanzas', 'folder']]);
    const libraries = await list(`?folderId=${encodeURIComponent(sites.items[0]?.id ?? '')}`);
    expect(libraries.items.map((item) => item.name)).toEqual(['Documentos']);
    const root = await list(`?folderId=${encodeURIComponent(libraries.items[0]?.id ?? '')}`);
    expect(root.items.map((item) => item.name)).toEqual(['Facturas']);
    const inside = await list(`?folderId=${encodeURIComponent(root.items[0]?.id ?? '')}`);
    expect(inside.items.map((item) => [item.name, item.kind])).toEqual([['marzo.pdf', 'file']]);
    const found = await list(
      `?folderId=${encodeURIComponent(libraries.items[0]?.id ?? '')}&query=MARZO`,
    );
    expect(found.items.map((item) => item.name)).toEqual(['marzo.pdf']);
  });

  it('imports into the folder named sharepoint by default (SPEC §9), following /content’s redirect', async () => {
    const a = t.graph.addItem({
      driveId: library.driveId,
      name: 'acta.txt',
      mimeType: 'text/plain',
      content: Buffer.from(text('acta')),
    });
    const b = t.graph.addItem({
      driveId: library.driveId,
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from(await makePdf(2)),
    });
    const ids = [a, b].map((item) => `item:${library.driveId}:${item.id}`);
    const started = await t.call(ana, {
      method: 'POST',
      url: '/integrations/sharepoint/imports',
      payload: { itemIds: [...ids, `item:${library.driveId}:GONE`] },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<Import>();
    await t.runImport(id);
    const done = (
      await t.call(ana, { method: 'GET', url: `/integration-imports/${id}` })
    ).json<Import>();
    expect(done.folder).toBe('sharepoint');
    expect(done.status).toBe('partial');
    expect(done.items.map((item) => [item.name, item.state, item.errorCode])).toEqual([
      ['acta.txt', 'done', null],
      ['plan.pdf', 'done', null],
      [`item:${library.driveId}:GONE`, 'failed', 'CLOUD_FILE_NOT_FOUND'],
    ]);
  });

  it('uploads results to a library through an upload session, in fragments', async () => {
    const content = 'fila;importe\n'.repeat(60_000);
    const uploaded = await t.upload(ana, [{ name: 'resultados.csv', bytes: text(content) }]);
    const fileId = uploaded.json<{ data: { archivos: { id: string }[] } }>().data.archivos[0]?.id;
    const sent = await t.call(ana, {
      method: 'POST',
      url: '/integrations/sharepoint/uploads',
      payload: { source: { kind: 'file', fileId }, folderId: `drive:${library.driveId}` },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const created = t.graph.uploads().at(-1);
    expect(created?.name).toBe('resultados.csv');
    expect(created?.content?.toString('utf8')).toBe(content);
  });

  it('maps Graph’s throttling and refusals to the cloud import family', async () => {
    t.graph.fail({ match: /GET \/v1\.0\/sites$/, status: 429, retryAfterSeconds: 120 });
    const limited = await t.call(ana, { method: 'GET', url: '/integrations/sharepoint/items' });
    expect(limited.json()).toMatchObject({ errorCode: 'CLOUD_RATE_LIMITED' });
    t.graph.fail({ match: /GET \/v1\.0\/sites$/, status: 403 });
    const denied = await t.call(ana, { method: 'GET', url: '/integrations/sharepoint/items' });
    expect(denied.json()).toMatchObject({ errorCode: 'CLOUD_PERMISSION_DENIED' });
  });
});
