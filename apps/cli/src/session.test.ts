import { rm } from 'node:fs/promises';

import { isSessionEndingError } from '@folio/core';
import { createFolioAuthFromClients, createFolioClients, expectData, FolioError } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  credentialsFile,
  isApiKeyCredentials,
  type Credentials,
  type CredentialsFile,
} from './config-file';
import { createStoredSession, readTokenClaims } from './session';
import {
  ACCOUNT,
  fakeAccessToken,
  fakeMiddleware,
  MIDDLEWARE_URL,
  SERVICE_URL,
  tempConfigDir,
} from './testing/fake-middleware';

describe('readTokenClaims', () => {
  it('reads the subject and the expiry of a JWT access token', () => {
    const token = fakeAccessToken('ana@example.com', new Date('2030-01-02T03:04:05Z'), 'x');

    expect(readTokenClaims(token)).toEqual({
      subject: 'ana@example.com',
      expiresAt: new Date('2030-01-02T03:04:05Z'),
    });
  });

  it('gives nothing for a token that is not a JWT', () => {
    expect(readTokenClaims('opaque')).toEqual({});
    expect(readTokenClaims('a.!!!.c')).toEqual({});
  });
});

describe('createStoredSession', () => {
  let configDir: string;
  let file: CredentialsFile;
  let server: ReturnType<typeof fakeMiddleware>;

  beforeEach(async () => {
    configDir = await tempConfigDir();
    file = credentialsFile(configDir);
    server = fakeMiddleware();
  });
  afterEach(async () => {
    await rm(configDir, { recursive: true, force: true });
  });

  /** Signs in on the fake server and stores the pair, as `folio login` does. */
  async function storeLogin(): Promise<Credentials> {
    const pair = server.login();
    const credentials = {
      middlewareUrl: MIDDLEWARE_URL,
      serviceUrl: SERVICE_URL,
      email: ACCOUNT.email,
      access_token: pair.access_token,
      refresh_token: pair.refresh_token,
    };
    await file.write(credentials);
    return credentials;
  }

  /** Clients wired to the stored session, as `openSession` wires them. */
  function sessionClients(credentials: Credentials) {
    const options = { middlewareUrl: MIDDLEWARE_URL, serviceUrl: SERVICE_URL, fetch: server.fetch };
    const session = createStoredSession({
      file,
      credentials,
      auth: createFolioAuthFromClients({ clients: createFolioClients(options) }),
    });
    return { session, clients: createFolioClients({ ...options, session }) };
  }

  const stored = async () => {
    const read = await file.read();
    if (read.status !== 'signedIn' || isApiKeyCredentials(read.credentials)) {
      throw new Error(`no session credentials: ${read.status}`);
    }
    return read.credentials;
  };

  it('sends the stored access token as the bearer of every call', async () => {
    const login = await storeLogin();
    const { clients } = sessionClients(login);

    await expectData(clients.middleware.GET('/auth/validate'));

    expect(server.requests).toEqual([`GET /api/auth/validate ${login.access_token}`]);
  });

  it('refreshes once on a 401, stores the new pair and retries the call (SPEC §4)', async () => {
    const login = await storeLogin();
    const { clients, session } = sessionClients(login);
    server.expireAccessTokens();

    const answer = await expectData(clients.middleware.GET('/auth/validate'));

    const renewed = await stored();
    expect(answer.username).toBe(ACCOUNT.email);
    expect(renewed.refresh_token).not.toBe(login.refresh_token);
    expect(renewed.access_token).not.toBe(login.access_token);
    expect(session.current()).toEqual(renewed);
    expect(server.requests).toEqual([
      `GET /api/auth/validate ${login.access_token}`,
      `POST /api/auth/refresh ${login.refresh_token}`,
      `GET /api/auth/validate ${renewed.access_token}`,
    ]);
  });

  it('keeps a long batch going across several access-token lifetimes', async () => {
    const login = await storeLogin();
    const { clients } = sessionClients(login);

    for (let round = 0; round < 3; round += 1) {
      server.expireAccessTokens();
      await expectData(clients.middleware.GET('/auth/validate'));
      await expectData(clients.middleware.GET('/auth/validate'));
    }

    expect(
      server.requests.filter((line) => line.startsWith('POST /api/auth/refresh')),
    ).toHaveLength(3);
  });

  it('spends the refresh token once when several calls get a 401 together', async () => {
    const login = await storeLogin();
    const { clients } = sessionClients(login);
    server.expireAccessTokens();

    await Promise.all([1, 2, 3].map(() => expectData(clients.middleware.GET('/auth/validate'))));

    expect(server.requests.filter((line) => line.startsWith('POST /api/auth/refresh'))).toEqual([
      `POST /api/auth/refresh ${login.refresh_token}`,
    ]);
  });

  it('takes the pair another folio process already renewed instead of spending a spent token', async () => {
    const login = await storeLogin();
    const first = sessionClients(login);
    const second = sessionClients(login);
    server.expireAccessTokens();
    await expectData(first.clients.middleware.GET('/auth/validate'));
    const renewedByFirst = await stored();

    await expectData(second.clients.middleware.GET('/auth/validate'));

    expect(second.session.current()).toEqual(renewedByFirst);
    expect(
      server.requests.filter((line) => line.startsWith('POST /api/auth/refresh')),
    ).toHaveLength(1);
  });

  it('fails the call with the 401 and remembers a session-ending refresh failure', async () => {
    const login = await storeLogin();
    const { clients, session } = sessionClients(login);
    server.revokeAll();

    const failure = await clients.middleware.GET('/auth/validate').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(FolioError);
    expect(isSessionEndingError(failure)).toBe(true);
    expect(isSessionEndingError(session.refreshFailure())).toBe(true);
    expect(await stored()).toEqual(login);
  });

  it('remembers a refresh that failed for lack of network as such', async () => {
    const login = await storeLogin();
    const { session } = sessionClients(login);
    server.setDown(true);

    await expect(session.refresh()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    expect(isSessionEndingError(session.refreshFailure())).toBe(false);
  });

  it('ends the session when the file was removed meanwhile (a logout in another shell)', async () => {
    const login = await storeLogin();
    const { session } = sessionClients(login);
    await file.remove();

    await expect(session.refresh()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(server.requests).toEqual([]);
  });

  it('forget removes its own credentials but not those of a login made meanwhile', async () => {
    const login = await storeLogin();
    const { session } = sessionClients(login);
    await file.write({ ...login, email: 'other@example.com' });

    await session.forget();
    expect((await stored()).email).toBe('other@example.com');

    await file.write(login);
    await session.forget();
    expect((await file.read()).status).toBe('signedOut');
  });
});
