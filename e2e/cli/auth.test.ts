import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { messageForError, translate } from '@folio/core';
import { expectData } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount, TEST_PASSWORD } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { runCli } from '../support/run-cli';

const servers = inject('servers');
const clients = clientsForRun();
const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];
const PASSWORD = TEST_PASSWORD;

type Account = { email: string; password: string; key: string };

let counter = 0;
/** A fresh address per test, so no two tests share an account. */
const newEmail = (name: string) => `cli-${name}.${Date.now().toString(36)}${counter++}@example.com`;

/** Registers an account through the SDK and opens the verification link from its e-mail. */
async function registerVerified(name: string): Promise<Account> {
  const account = await registerVerifiedAccount(clients, servers.dataDir, newEmail(name));
  return { email: account.email, password: account.password, key: account.hash };
}

type StoredCredentials = {
  middlewareUrl: string;
  serviceUrl: string;
  email: string;
  access_token: string;
  refresh_token: string;
};

describe('folio login, whoami, logout against the real servers (issue 3)', () => {
  let configDir: string;
  let credentialsPath: string;

  beforeEach(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'folio-cli-e2e-'));
    credentialsPath = join(configDir, 'credentials.json');
  });
  afterEach(async () => {
    await rm(configDir, { recursive: true, force: true });
  });

  /** `folio <args>` with this test's config folder and the run's hosts. */
  const folio = (args: string[], input?: string) =>
    runCli([...hosts, ...args], {
      env: { FOLIO_CONFIG_DIR: configDir },
      ...(input === undefined ? {} : { input }),
    });

  const login = (account: Account) =>
    folio(
      ['login', '--email', account.email, '--password-stdin', '--key', account.key],
      `${account.password}\n`,
    );

  const readCredentials = async () =>
    JSON.parse(await readFile(credentialsPath, 'utf8')) as StoredCredentials;

  it('signs in, shows who is signed in, and signs out', async () => {
    const account = await registerVerified('journey');

    const signIn = await login(account);
    expect(signIn).toMatchObject({ exitCode: 0, stderr: '' });
    expect(signIn.lines).toEqual([`Signed in as ${account.email} at ${servers.middlewareUrl}`]);
    expect((await stat(credentialsPath)).mode & 0o777).toBe(0o600);
    expect(await readCredentials()).toMatchObject({
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
      email: account.email,
    });

    const whoami = await folio(['whoami']);
    expect(whoami).toMatchObject({ exitCode: 0, stderr: '' });
    expect(whoami.lines).toEqual([account.email]);

    const whoamiJson = await folio(['whoami', '--json']);
    expect(whoamiJson.exitCode).toBe(0);
    expect(JSON.parse(whoamiJson.stdout)).toEqual({
      username: account.email,
      middlewareUrl: servers.middlewareUrl,
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });

    const { access_token } = await readCredentials();
    const logout = await folio(['logout']);
    expect(logout).toMatchObject({ exitCode: 0, stderr: '' });
    expect(logout.lines).toEqual([translate('en', 'cli.logout.signedOut')]);
    await expect(stat(credentialsPath)).rejects.toMatchObject({ code: 'ENOENT' });
    // The server ended the session too: the old access token is refused.
    const validate = clients.middleware.GET('/auth/validate', {
      params: { query: { token: access_token } },
    });
    await expect(validate).rejects.toMatchObject({ status: 401 });

    const after = await folio(['whoami']);
    expect(after.exitCode).toBe(1);
    expect(after.stdout).toBe('');
    expect(after.stderr.trimEnd()).toBe(translate('en', 'cli.session.notSignedIn'));
  });

  it('prints the login as JSON with --json, without the tokens', async () => {
    const account = await registerVerified('json');

    const run = await folio(
      ['login', '--json', '--email', account.email, '--password-stdin', '--key', account.key],
      account.password,
    );

    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      username: account.email,
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
    });
    expect(run.stdout).not.toContain((await readCredentials()).refresh_token);
  });

  it('takes the login from FOLIO_EMAIL, FOLIO_PASSWORD and FOLIO_ACCOUNT_KEY', async () => {
    const account = await registerVerified('env');

    const run = await runCli([...hosts, 'login'], {
      env: {
        FOLIO_CONFIG_DIR: configDir,
        FOLIO_EMAIL: account.email,
        FOLIO_PASSWORD: account.password,
        FOLIO_ACCOUNT_KEY: account.key,
      },
    });

    expect(run.exitCode).toBe(0);
    expect((await readCredentials()).email).toBe(account.email);
  });

  it('renews a refused access token with the stored refresh token, storing the new pair', async () => {
    const account = await registerVerified('refresh');
    await login(account);
    const before = await readCredentials();
    // An access token the server refuses, as an expired one is after 15 minutes.
    await writeFile(credentialsPath, JSON.stringify({ ...before, access_token: 'expired' }));

    const whoami = await folio(['whoami']);

    expect(whoami).toMatchObject({ exitCode: 0, stderr: '' });
    expect(whoami.lines).toEqual([account.email]);
    const after = await readCredentials();
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.access_token).not.toBe('expired');
    expect((await stat(credentialsPath)).mode & 0o777).toBe(0o600);
  });

  it('shows the expired message and removes the credentials when the session was revoked', async () => {
    const account = await registerVerified('revoked');
    await login(account);
    const { access_token } = await readCredentials();
    await expectData(
      clients.middleware.POST('/auth/logout', {
        headers: { authorization: `Bearer ${access_token}` },
      }),
    );

    const whoami = await folio(['whoami']);

    expect(whoami.exitCode).toBe(1);
    expect(whoami.stderr.trimEnd()).toBe(messageForError('en', 'SESSION_EXPIRED'));
    await expect(stat(credentialsPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('exits 1 with the AUTHENTICATION_FAILED message for a wrong password', async () => {
    const account = await registerVerified('wrong');

    const run = await login({ ...account, password: 'Not-the-password1!' });

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd()).toBe(messageForError('en', 'AUTHENTICATION_FAILED'));
    await expect(stat(credentialsPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("exits 1 with MISSING_HASH's message when no account key is given (DECISIONS.md)", async () => {
    const account = await registerVerified('nokey');

    const run = await folio(['login', '--email', account.email, '--password-stdin'], PASSWORD);

    expect(run.exitCode).toBe(1);
    expect(run.stderr.trimEnd()).toBe(messageForError('en', 'MISSING_HASH'));
    await expect(stat(credentialsPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
