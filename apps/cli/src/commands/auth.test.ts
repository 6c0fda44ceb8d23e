import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { CliDefaults, LoginDefaults } from '../config';
import { credentialsFile, type Credentials } from '../config-file';
import { createCommandContext } from '../context';
import { createProgram } from '../program';
import type { Terminal } from '../terminal';
import {
  ACCOUNT,
  captureStreams,
  fakeMiddleware,
  MIDDLEWARE_URL,
  SERVICE_URL,
  tempConfigDir,
} from '../testing/fake-middleware';

import { runLogin } from './auth';
import type { LoginQuestions } from './auth.prompts';

const EXPIRED_MESSAGE = 'Your session has expired, please log in again';
const NOT_SIGNED_IN = 'You are not signed in. Run folio login first.';

let configDir: string;
let server: ReturnType<typeof fakeMiddleware>;

beforeEach(async () => {
  configDir = await tempConfigDir();
  server = fakeMiddleware();
});
afterEach(async () => {
  await rm(configDir, { recursive: true, force: true });
});

/** A terminal nobody sits at, with `stdin` piped in. */
const piped = (stdin = ''): Terminal => ({ canPrompt: false, readStdin: async () => stdin });

/** Runs `folio <args>` in English against the fake middleware, as the binary would. */
async function folio(
  args: string[],
  { stdin = '', login = {} }: { stdin?: string; login?: LoginDefaults } = {},
) {
  const { streams, stdout, stderr } = captureStreams();
  const defaults: CliDefaults = {
    middlewareUrl: MIDDLEWARE_URL,
    serviceUrl: SERVICE_URL,
    hostsFromEnvironment: { middleware: false, service: false },
    language: 'en',
    isDebug: false,
    configDir,
    login,
  };
  let exitCode: number | undefined;
  const argv = ['node', 'folio', ...args];
  const program = createProgram(
    {
      version: '1.0.0',
      defaults,
      streams,
      setExitCode: (code) => {
        exitCode = code;
      },
      fetch: server.fetch,
      terminal: piped(stdin),
    },
    argv,
  );
  program.exitOverride();
  await program.parseAsync(argv);
  return { exitCode, stdout: stdout(), stderr: stderr() };
}

const loginArgs = [
  'login',
  '--email',
  ACCOUNT.email,
  '--password-stdin',
  '--key',
  ACCOUNT.accountKey,
];

const storedCredentials = async () => credentialsFile(configDir).read();

/** A session stored as `folio login` leaves it. */
async function storeSession(): Promise<Credentials> {
  const pair = server.login();
  const credentials = {
    middlewareUrl: MIDDLEWARE_URL,
    serviceUrl: SERVICE_URL,
    email: ACCOUNT.email,
    access_token: pair.access_token,
    refresh_token: pair.refresh_token,
  };
  await credentialsFile(configDir).write(credentials);
  return credentials;
}

describe('folio login', () => {
  it('signs in with the flags and the password from stdin, storing the session 0600', async () => {
    const result = await folio(loginArgs, { stdin: `${ACCOUNT.password}\n` });

    expect(result).toEqual({
      exitCode: 0,
      stdout: `Signed in as ${ACCOUNT.email} at ${MIDDLEWARE_URL}\n`,
      stderr: '',
    });
    const read = await storedCredentials();
    expect(read).toMatchObject({
      status: 'signedIn',
      credentials: { middlewareUrl: MIDDLEWARE_URL, serviceUrl: SERVICE_URL, email: ACCOUNT.email },
    });
    expect((await stat(join(configDir, 'credentials.json'))).mode & 0o777).toBe(0o600);
  });

  it('prints who signed in as JSON with --json, and never the tokens', async () => {
    const result = await folio([...loginArgs, '--json'], { stdin: ACCOUNT.password });

    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      username: ACCOUNT.email,
      middlewareUrl: MIDDLEWARE_URL,
      serviceUrl: SERVICE_URL,
    });
    expect(result.stdout).not.toContain('refresh-');
  });

  it('takes e-mail, password and key from FOLIO_EMAIL, FOLIO_PASSWORD and FOLIO_ACCOUNT_KEY', async () => {
    const result = await folio(['login'], {
      login: { email: ACCOUNT.email, password: ACCOUNT.password, accountKey: ACCOUNT.accountKey },
    });

    expect(result.exitCode).toBe(0);
    expect((await storedCredentials()).status).toBe('signedIn');
  });

  it('prefers --password-stdin over FOLIO_PASSWORD', async () => {
    const result = await folio(loginArgs, {
      stdin: ACCOUNT.password,
      login: { password: 'not-this-one' },
    });

    expect(result.exitCode).toBe(0);
  });

  it('sends no account key when none is given, and shows MISSING_HASH (DECISIONS.md)', async () => {
    const result = await folio(['login', '--email', ACCOUNT.email, '--password-stdin'], {
      stdin: ACCOUNT.password,
    });

    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'The account key is required. Enter the key you saved when you registered.\n',
    );
    expect((await storedCredentials()).status).toBe('signedOut');
  });

  it('shows AUTHENTICATION_FAILED for a wrong password and keeps the session it had', async () => {
    const before = await storeSession();

    const result = await folio(loginArgs, { stdin: 'wrong' });

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('The email or password you entered is incorrect\n');
    expect(await storedCredentials()).toEqual({ status: 'signedIn', credentials: before });
  });

  it('refuses an empty stdin with --password-stdin before calling the server', async () => {
    const result = await folio(loginArgs, { stdin: '' });

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('No password arrived on stdin');
    expect(server.requests).toEqual([]);
  });

  it('says which flag is missing when there is no terminal to ask on', async () => {
    const noEmail = await folio(['login', '--password-stdin'], { stdin: ACCOUNT.password });
    const noPassword = await folio(['login', '--email', ACCOUNT.email]);

    expect(noEmail.exitCode).toBe(1);
    expect(noEmail.stderr).toContain('No e-mail given: use --email or FOLIO_EMAIL');
    expect(noPassword.exitCode).toBe(1);
    expect(noPassword.stderr).toContain(
      'No password given: use --password-stdin or FOLIO_PASSWORD',
    );
    expect(server.requests).toEqual([]);
  });

  it('asks on a terminal only what flags and environment left out', async () => {
    const asked: string[] = [];
    const questions: LoginQuestions = {
      email: async () => {
        asked.push('email');
        return 'unused@example.com';
      },
      password: async () => {
        asked.push('password');
        return ACCOUNT.password;
      },
      accountKey: async () => {
        asked.push('accountKey');
        return ACCOUNT.accountKey;
      },
    };
    const { streams } = captureStreams();
    const context = createCommandContext(
      { middlewareUrl: MIDDLEWARE_URL, serviceUrl: SERVICE_URL, lang: 'en' },
      {
        streams,
        isDebug: false,
        configDir,
        fetch: server.fetch,
        terminal: { canPrompt: true, readStdin: async () => '' },
      },
    );

    const exitCode = await runLogin(context, { email: ACCOUNT.email }, questions);

    expect(exitCode).toBe(0);
    expect(asked).toEqual(['password', 'accountKey']);
  });
});

describe('folio whoami', () => {
  it('prints the username after validating the token with the server', async () => {
    const session = await storeSession();

    const result = await folio(['whoami']);

    expect(result).toEqual({ exitCode: 0, stdout: `${ACCOUNT.email}\n`, stderr: '' });
    expect(server.requests).toEqual([`GET /api/auth/validate ${session.access_token}`]);
  });

  it('prints the username, host and expiry as JSON with --json', async () => {
    await storeSession();

    const result = await folio(['whoami', '--json']);

    expect(JSON.parse(result.stdout)).toEqual({
      username: ACCOUNT.email,
      middlewareUrl: MIDDLEWARE_URL,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('refreshes an expired access token silently and stores the new pair first', async () => {
    const session = await storeSession();
    server.expireAccessTokens();

    const result = await folio(['whoami']);

    expect(result).toEqual({ exitCode: 0, stdout: `${ACCOUNT.email}\n`, stderr: '' });
    const read = await storedCredentials();
    expect(read.status === 'signedIn' && 'refresh_token' in read.credentials).toBe(true);
    expect(read.status === 'signedIn' && JSON.stringify(read.credentials)).not.toContain(
      session.refresh_token,
    );
  });

  it('shows the expired message and removes the credentials when the refresh fails (SPEC §4)', async () => {
    await storeSession();
    server.revokeAll();

    const result = await folio(['whoami']);

    expect(result).toEqual({ exitCode: 1, stdout: '', stderr: `${EXPIRED_MESSAGE}\n` });
    expect((await storedCredentials()).status).toBe('signedOut');
  });

  it('keeps the credentials when the server cannot be reached', async () => {
    await storeSession();
    server.setDown(true);

    const result = await folio(['whoami']);

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('Network connection error');
    expect((await storedCredentials()).status).toBe('signedIn');
  });

  it('says so and exits 1 when nobody is signed in', async () => {
    const result = await folio(['whoami']);

    expect(result).toEqual({ exitCode: 1, stdout: '', stderr: `${NOT_SIGNED_IN}\n` });
    expect(server.requests).toEqual([]);
  });

  it('treats a corrupt credentials file as signed out, naming the file', async () => {
    await mkdir(configDir, { recursive: true });
    await writeFile(join(configDir, 'credentials.json'), 'not json');

    const result = await folio(['whoami']);

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      `The stored credentials in ${join(configDir, 'credentials.json')} could not be read, so you are signed out. Run folio login to sign in again.\n`,
    );
    expect(server.requests).toEqual([]);
  });

  it('never sends the tokens to a middleware other than the one that issued them', async () => {
    await storeSession();

    const result = await folio(['--middleware-url', 'http://elsewhere.test/api', 'whoami']);

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(
      `You are signed in at ${MIDDLEWARE_URL}, not at http://elsewhere.test/api`,
    );
    expect(server.requests).toEqual([]);
  });
});

describe('folio logout', () => {
  it('ends the session on the server, then removes the credentials', async () => {
    const session = await storeSession();

    const result = await folio(['logout']);

    expect(result).toEqual({ exitCode: 0, stdout: 'Signed out.\n', stderr: '' });
    expect(server.requests).toEqual([`POST /api/auth/logout ${session.access_token}`]);
    expect((await storedCredentials()).status).toBe('signedOut');
  });

  it('removes the credentials even when the server cannot be reached (SPEC §4)', async () => {
    await storeSession();
    server.setDown(true);

    const result = await folio(['logout', '--json']);

    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      signedOut: true,
      wasSignedIn: true,
      serverConfirmed: false,
    });
    expect(result.stderr).toContain('the stored credentials were removed anyway');
    expect((await storedCredentials()).status).toBe('signedOut');
  });

  it('refreshes an expired access token so that the logout still revokes the session', async () => {
    await storeSession();
    server.expireAccessTokens();

    const result = await folio(['logout']);

    expect(result.exitCode).toBe(0);
    expect(server.requests.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'POST /api/auth/logout',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
    ]);
    expect(result.stderr).toBe('');
  });

  it('is fine when nobody is signed in', async () => {
    const result = await folio(['logout']);

    expect(result).toEqual({ exitCode: 0, stdout: 'You were not signed in.\n', stderr: '' });
  });

  it('removes a corrupt credentials file, saying it could not be read', async () => {
    await mkdir(configDir, { recursive: true });
    await writeFile(join(configDir, 'credentials.json'), '{');

    const result = await folio(['logout']);

    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('could not be read');
    expect((await storedCredentials()).status).toBe('signedOut');
  });
});
