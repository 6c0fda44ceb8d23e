import { afterEach, describe, expect, it } from 'vitest';

import { createFolioClients } from '../clients';
import { FolioError } from '../errors';

import { createFolioFromClients } from './folio-from-clients';
import { sendJson, startLocalServer } from './testing/local-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A middleware stand-in for the profile calls, keeping each request line and JSON body. */
async function fakeProfileServer() {
  const heard: Array<{ line: string; body: unknown }> = [];
  const server = await startLocalServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += String(chunk)));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      heard.push({ line: `${request.method ?? ''} ${path}`, body: text ? JSON.parse(text) : null });
      if (path === '/api/post-jwt-profile') {
        sendJson(response, 200, { username: 'ana@example.com', idx: 3, name: 'Ana' });
      } else if (path === '/api/profile/password' && text.includes('wrong')) {
        sendJson(response, 400, {
          errorCode: 'INVALID_REQUEST',
          errorMessage: 'Wrong password',
          detail: { field: 'currentPassword' },
        });
      } else if (path === '/api/profile/export') {
        response.writeHead(200, {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="folio-data.zip"',
        });
        response.end('PK');
      } else if (path === '/api/profile/balance') {
        sendJson(response, 200, { balancePages: 40, entries: [] });
      } else if (path === '/api/auth/validate') {
        sendJson(response, 200, { valid: true, username: 'ana@example.com', expiresAt: null });
      } else {
        sendJson(response, 200, { message: `done ${path}` });
      }
    });
  });
  closers.push(server.close);
  const clients = createFolioClients({
    middlewareUrl: server.url,
    serviceUrl: server.url,
    session: { getAccessToken: () => 'web-token', refresh: async () => undefined },
  });
  let loggedOut = 0;
  const folio = createFolioFromClients({
    clients,
    url: server.url,
    username: () => 'ana@example.com',
    onLogout: () => {
      loggedOut++;
    },
  });
  return { folio, heard, loggedOut: () => loggedOut };
}

describe('the account resource (profile writes)', () => {
  it("updates the profile as the session's user, with the index it keeps", async () => {
    const { folio, heard } = await fakeProfileServer();

    const stored = await folio.account.update({ idx: 3 }, { name: 'Ana', language: 'sp' });

    expect(stored).toMatchObject({ username: 'ana@example.com', idx: 3 });
    expect(heard).toEqual([
      {
        line: 'POST /api/post-jwt-profile',
        body: { username: 'ana@example.com', idx: 3, name: 'Ana', language: 'sp' },
      },
    ]);
  });

  it('changes the password, answering the message, and keeps the wrong-password detail', async () => {
    const { folio } = await fakeProfileServer();
    const change = {
      currentPassword: 'old',
      newPassword: 'New-12345',
      confirmPassword: 'New-12345',
    };

    expect(await folio.account.changePassword(change)).toBe('done /api/profile/password');
    const refused = await folio.account
      .changePassword({ ...change, currentPassword: 'wrong' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(FolioError);
    expect(refused).toMatchObject({
      code: 'INVALID_REQUEST',
      detail: { field: 'currentPassword' },
    });
  });

  it('exports the data as folio-data.zip and reads the balance and who the session is', async () => {
    const { folio } = await fakeProfileServer();

    const exported = await folio.account.export();
    const balance = await folio.account.balance();
    const owner = await folio.account.whoami();

    expect(exported.fileName).toBe('folio-data.zip');
    expect(await exported.blob.text()).toBe('PK');
    expect(balance.balancePages).toBe(40);
    expect(owner.username).toBe('ana@example.com');
  });

  it('tells the client its session is over after signing out everywhere or deleting the account', async () => {
    const { folio, heard, loggedOut } = await fakeProfileServer();

    expect(await folio.account.signOutEverywhere()).toBe('done /api/profile/sign-out-everywhere');
    expect(await folio.account.delete('Secret-123')).toBe('done /api/profile/delete');

    expect(loggedOut()).toBe(2);
    expect(heard.at(-1)).toEqual({
      line: 'POST /api/profile/delete',
      body: { password: 'Secret-123' },
    });
  });
});
