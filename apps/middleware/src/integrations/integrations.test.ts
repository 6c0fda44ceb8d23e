import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makePdf, text } from '../storage/testing/fixtures';
import type { TestUser } from '../storage/testing/storage-test-app';
import { browserCookie, createCloudTestApp, type CloudTestApp } from './testing/cloud-test-app';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
// A ZIP's first bytes: what the upload checks sniff a DOCX by.
const ZIP_BYTES = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(60)]);

let t: CloudTestApp;
let ana: TestUser;

beforeAll(async () => {
  t = await createCloudTestApp();
  ana = await t.signIn();
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Import = {
  id: string;
  status: string;
  folder: string;
  items: {
    remoteId: string;
    name: string;
    state: string;
    errorCode: string | null;
    fileId: string | null;
  }[];
};

async function importItems(itemIds: string[], folder?: string): Promise<Import> {
  const started = await t.call(ana, {
    method: 'POST',
    url: '/integrations/google-drive/imports',
    payload: { itemIds, ...(folder === undefined ? {} : { folder }) },
  });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<Import>();
  await t.runImport(id);
  return (await t.call(ana, { method: 'GET', url: `/integration-imports/${id}` })).json<Import>();
}

type Integration = { provider: string; connected: boolean; accountEmail: string | null };
const driveOf = (body: { integrations: Integration[] }) =>
  body.integrations.find((each) => each.provider === 'google-drive');

describe('connecting Google Drive (OAuth 2.0 with PKCE)', () => {
  it('says not connected before, and connected with the account after the consent', async () => {
    const before = await t.call(ana, { method: 'GET', url: '/integrations' });
    expect(driveOf(before.json<{ integrations: Integration[] }>())).toEqual({
      provider: 'google-drive',
      configured: true,
      connected: false,
      accountEmail: null,
      connectedAt: null,
    });
    const landed = await t.connect(ana);
    expect(landed.pathname).toBe('/profile');
    expect(landed.searchParams.get('connected')).toBe('1');
    const after = await t.call(ana, { method: 'GET', url: '/integrations' });
    expect(driveOf(after.json<{ integrations: Integration[] }>())).toMatchObject({
      connected: true,
      accountEmail: 'ana@example.com',
    });
  });

  it('stores the tokens sealed, never in the clear', async () => {
    const row = await t.db.selectFrom('integration_accounts').selectAll().executeTakeFirstOrThrow();
    expect(row.access_token_enc).toMatch(/^v1\./);
    expect(row.access_token_enc).not.toContain('at-');
    expect(row.refresh_token_enc).not.toContain('rt-');
  });

  it('refuses a consent link completed in another browser, which lacks the state cookie', async () => {
    // Ana sends the consent URL she started to Bea; Bea's Google account must not land on Ana.
    const started = await t.call(ana, {
      method: 'POST',
      url: '/integrations/sharepoint/connect',
    });
    const cookie = browserCookie(started.headers['set-cookie']);
    expect(cookie).toMatch(/^folio_integration_state=/);
    expect(String(started.headers['set-cookie'])).toMatch(
      /Path=\/api\/integrations\/sharepoint; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
    const consent = await fetch(started.json<{ authorizationUrl: string }>().authorizationUrl, {
      redirect: 'manual',
    });
    const back = new URL(consent.headers.get('location') ?? '');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: 'folio_integration_state=another-browsers-state' },
    });
    expect(new URL(elsewhere.headers.location as string).searchParams.get('integrationError')).toBe(
      'INVALID_LINK',
    );
    const notSent = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(new URL(notSent.headers.location as string).searchParams.get('integrationError')).toBe(
      'INVALID_LINK',
    );
    const list = await t.call(ana, { method: 'GET', url: '/integrations' });
    expect(
      list
        .json<{ integrations: Integration[] }>()
        .integrations.find((each) => each.provider === 'sharepoint')?.connected,
    ).toBe(false);
    // The browser that started it still completes it.
    const here = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    expect(new URL(here.headers.location as string).searchParams.get('connected')).toBe('1');
    await t.call(ana, { method: 'DELETE', url: '/integrations/sharepoint' });
  });

  it('refuses a replayed or unknown state with INVALID_LINK on the profile', async () => {
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/google-drive/callback?code=x&state=forged',
    });
    expect(new URL(back.headers.location as string).searchParams.get('integrationError')).toBe(
      'INVALID_LINK',
    );
  });
});

describe('browsing and importing', () => {
  it('lists the last files, a folder and a search by name', async () => {
    const folder = t.google.addFile({
      name: 'Facturas',
      mimeType: 'application/vnd.google-apps.folder',
    });
    t.google.addFile({
      name: 'enero.pdf',
      mimeType: 'application/pdf',
      parents: [folder.id],
      content: Buffer.from(await makePdf()),
    });
    t.google.addFile({
      name: 'notas.txt',
      mimeType: 'text/plain',
      content: Buffer.from(text('hola')),
    });
    const recent = (
      await t.call(ana, { method: 'GET', url: '/integrations/google-drive/items' })
    ).json<{ items: { name: string; kind: string }[] }>();
    expect(recent.items.map((item) => item.name)).toEqual(['notas.txt', 'enero.pdf']);
    const inFolder = (
      await t.call(ana, {
        method: 'GET',
        url: `/integrations/google-drive/items?folderId=${folder.id}`,
      })
    ).json<{ items: { name: string }[] }>();
    expect(inFolder.items.map((item) => item.name)).toEqual(['enero.pdf']);
    const found = (
      await t.call(ana, { method: 'GET', url: '/integrations/google-drive/items?query=ENE' })
    ).json<{ items: { name: string }[] }>();
    expect(found.items.map((item) => item.name)).toEqual(['enero.pdf']);
  });

  it('imports three files, a Google Doc exported to DOCX among them, into a folder of Files', async () => {
    const pdf = t.google.addFile({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from(await makePdf(2)),
    });
    const txt = t.google.addFile({
      name: 'resumen.txt',
      mimeType: 'text/plain',
      content: Buffer.from(text('resumen')),
    });
    const doc = t.google.addFile({
      name: 'Informe',
      mimeType: 'application/vnd.google-apps.document',
      exports: { [DOCX]: ZIP_BYTES },
    });
    const done = await importItems([pdf.id, txt.id, doc.id], 'drive');
    expect(done.status).toBe('done');
    expect(done.items.map((item) => [item.name, item.state])).toEqual([
      ['factura.pdf', 'done'],
      ['resumen.txt', 'done'],
      ['Informe.docx', 'done'],
    ]);
    const files = await t.db
      .selectFrom('files')
      .innerJoin('folders', 'folders.id', 'files.folder_id')
      .select(['files.filename', 'folders.name'])
      .where('files.user_id', '=', ana.id)
      .execute();
    expect(
      files
        .filter((file) => file.name === 'drive')
        .map((file) => file.filename)
        .sort(),
    ).toEqual(['Informe.docx', 'factura.pdf', 'resumen.txt']);
  });

  it('keeps what landed and names the failures with their codes (a partial import)', async () => {
    const good = t.google.addFile({
      name: 'bien.txt',
      mimeType: 'text/plain',
      content: Buffer.from(text('ok')),
    });
    const form = t.google.addFile({
      name: 'Encuesta',
      mimeType: 'application/vnd.google-apps.form',
    });
    const hidden = t.google.addFile({
      name: 'privado.txt',
      mimeType: 'text/plain',
      content: Buffer.from(text('x')),
    });
    t.google.fail({ match: new RegExp(`GET /drive/v3/files/${hidden.id}$`), status: 403 });
    const done = await importItems([good.id, form.id, hidden.id, 'missing-id'], 'parcial');
    expect(done.status).toBe('partial');
    expect(done.items.map((item) => [item.state, item.errorCode])).toEqual([
      ['done', null],
      ['failed', 'UNSUPPORTED_MEDIA_TYPE'],
      ['failed', 'CLOUD_PERMISSION_DENIED'],
      ['failed', 'CLOUD_FILE_NOT_FOUND'],
    ]);
  });

  it('waits out a 429 with Retry-After and retries a 503', async () => {
    const file = t.google.addFile({
      name: 'lento.txt',
      mimeType: 'text/plain',
      content: Buffer.from(text('lento')),
    });
    t.google.fail({
      match: new RegExp(`GET /drive/v3/files/${file.id}$`),
      status: 429,
      retryAfterSeconds: 1,
    });
    t.google.fail({ match: new RegExp(`GET /drive/v3/files/${file.id}$`), status: 503 });
    const done = await importItems([file.id]);
    expect(done.items[0]).toMatchObject({ state: 'done', errorCode: null });
  });

  it('refreshes an expired access token without asking the user', async () => {
    t.google.oauth.expireAccessTokens();
    await t.db
      .updateTable('integration_accounts')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const listed = await t.call(ana, { method: 'GET', url: '/integrations/google-drive/items' });
    expect(listed.statusCode).toBe(200);
  });

  it('refuses an empty selection (SPEC §5: at least one file)', async () => {
    const refused = await t.call(ana, {
      method: 'POST',
      url: '/integrations/google-drive/imports',
      payload: { itemIds: [] },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('uploading back and disconnecting', () => {
  it('uploads a file of Files to a Drive folder with the resumable protocol, in chunks', async () => {
    const big = randomBytes(600 * 1024).toString('base64');
    const uploaded = await t.upload(ana, [{ name: 'grande.txt', bytes: text(big) }]);
    const fileId = uploaded.json<{ data: { archivos: { id: string }[] } }>().data.archivos[0]?.id;
    const folder = t.google.addFile({
      name: 'Resultados',
      mimeType: 'application/vnd.google-apps.folder',
    });
    const sent = await t.call(ana, {
      method: 'POST',
      url: '/integrations/google-drive/uploads',
      payload: { source: { kind: 'file', fileId }, folderId: folder.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const created = t.google.uploads().at(-1);
    expect(created?.name).toBe('grande.txt');
    expect(created?.parents).toEqual([folder.id]);
    expect(created?.content?.toString('utf8')).toBe(big);
    expect(t.google.requests().filter((line) => line.startsWith('PUT ')).length).toBeGreaterThan(1);
  });

  it('asks to reconnect when the grant was revoked at the provider', async () => {
    t.google.oauth.revokeAll();
    await t.db
      .updateTable('integration_accounts')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const refused = await t.call(ana, { method: 'GET', url: '/integrations/google-drive/items' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'CLOUD_RECONNECT_REQUIRED' });
    expect(refused.body).not.toMatch(/rt-|at-[0-9a-f]/);
  });

  it('disconnects: the grant is revoked and deleted', async () => {
    await t.connect(ana);
    expect(t.google.oauth.liveGrants()).toBe(1);
    const gone = await t.call(ana, { method: 'DELETE', url: '/integrations/google-drive' });
    expect(gone.json()).toEqual({ disconnected: true });
    expect(t.google.oauth.liveGrants()).toBe(0);
    const listed = await t.call(ana, { method: 'GET', url: '/integrations/google-drive/items' });
    expect(listed.json()).toMatchObject({ errorCode: 'INTEGRATION_NOT_CONNECTED' });
  });
});
