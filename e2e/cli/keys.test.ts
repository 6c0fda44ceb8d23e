import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { TestAccount } from '../support/accounts';
import { signInCli } from '../support/cli-sign-in';
import { clientsForRun } from '../support/clients';
import { runCli } from '../support/run-cli';

const servers = inject('servers');
const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];

let configDir: string;
let keyDir: string;
let account: TestAccount;
beforeAll(async () => {
  configDir = await mkdtemp(join(tmpdir(), 'folio-cli-keys-'));
  keyDir = await mkdtemp(join(tmpdir(), 'folio-cli-key-login-'));
  account = await signInCli({
    clients: clientsForRun(),
    dataDir: servers.dataDir,
    hosts,
    configDir,
    name: 'cli-keys',
  });
});
afterAll(async () => {
  await rm(configDir, { recursive: true, force: true });
  await rm(keyDir, { recursive: true, force: true });
});

/** `folio <args>` signed in with the password session of `configDir`. */
const folio = (args: string[], env: Record<string, string> = {}, input?: string) =>
  runCli([...hosts, ...args], {
    env: { FOLIO_CONFIG_DIR: configDir, ...env },
    ...(input === undefined ? {} : { input }),
  });

type Created = { key: string; apiKey: { id: string; name: string; scopes: string[] } };

describe('folio keys (issue 21)', () => {
  it('creates a key shown once, lists it without the key, and a script uses it by FOLIO_API_KEY', async () => {
    const create = await folio([
      'keys',
      'create',
      '--name',
      'nightly',
      '--scope',
      'files:read',
      '--expires',
      '30',
    ]);
    expect(create).toMatchObject({ exitCode: 0, stderr: '' });
    expect(create.lines[0]).toBe('Key "nightly" created. Copy it now, it is not shown again:');
    const key = create.lines[1] ?? '';
    expect(key).toMatch(/^folio_/);

    const list = await folio(['--json', 'keys', 'list']);
    expect(list.exitCode).toBe(0);
    expect(list.stdout).not.toContain(key);
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({
        name: 'nightly',
        hint: key.slice(0, 'folio_'.length + 4),
        scopes: ['files:read'],
        lastUsedAt: null,
      }),
    ]);
    const table = await folio(['keys', 'list']);
    expect(table.lines[0]).toMatch(/Name +Starts with +Scopes/);
    expect(table.stdout).toContain(`nightly  ${key.slice(0, 10)}`);

    // No login: the key of the environment, in an empty config folder.
    const usage = await runCli([...hosts, '--json', 'files', 'usage'], {
      env: { FOLIO_CONFIG_DIR: keyDir, FOLIO_API_KEY: key },
    });
    expect(usage).toMatchObject({ exitCode: 0, stderr: '' });

    // Beyond its scopes: refused, and said so; nothing is forgotten.
    const mkdir = await runCli([...hosts, 'files', 'mkdir', 'nope'], {
      env: { FOLIO_CONFIG_DIR: keyDir, FOLIO_API_KEY: key },
    });
    expect(mkdir.exitCode).toBe(1);
    expect(mkdir.stderr).not.toContain('session');

    // A key cannot make keys.
    const more = await runCli([...hosts, 'keys', 'create', '--name', 'x', '--scope', 'utils'], {
      env: { FOLIO_CONFIG_DIR: keyDir, FOLIO_API_KEY: key },
    });
    expect(more.exitCode).toBe(1);

    const revoke = await folio(['keys', 'revoke', 'nightly']);
    expect(revoke).toMatchObject({ exitCode: 0, stdout: 'Key "nightly" revoked.\n' });
    const after = await runCli([...hosts, 'files', 'usage'], {
      env: { FOLIO_CONFIG_DIR: keyDir, FOLIO_API_KEY: key },
    });
    expect(after.exitCode).toBe(1);
  });

  it('signs in with --api-key from stdin and keeps the key as the credentials', async () => {
    const create = await folio([
      '--json',
      'keys',
      'create',
      '--name',
      'ci',
      '--scope',
      'files:read',
    ]);
    const created = JSON.parse(create.stdout) as Created;

    const login = await runCli([...hosts, 'login', '--api-key'], {
      env: { FOLIO_CONFIG_DIR: keyDir },
      input: `${created.key}\n`,
    });
    expect(login).toMatchObject({ exitCode: 0, stderr: '' });
    expect(login.stdout).toContain(`Signed in with an API key as ${account.email}`);

    const whoami = await runCli([...hosts, 'whoami'], { env: { FOLIO_CONFIG_DIR: keyDir } });
    expect(whoami).toMatchObject({ exitCode: 0, stdout: `${account.email}\n` });

    const refused = await runCli([...hosts, 'login', '--api-key'], {
      env: { FOLIO_CONFIG_DIR: keyDir },
      input: 'folio_not-a-key\n',
    });
    expect(refused.exitCode).toBe(1);
  });

  it('refuses an unknown scope before calling the server', async () => {
    const run = await folio(['keys', 'create', '--name', 'x', '--scope', 'files']);
    expect(run).toMatchObject({ exitCode: 1, stdout: '' });
    expect(run.stderr).toContain('Unknown scope "files"');
  });
});
