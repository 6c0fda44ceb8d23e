import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Streams } from '../output';

/** An account the fake middleware knows. */
export type FakeAccount = { email: string; password: string; accountKey: string };

export const ACCOUNT: FakeAccount = {
  email: 'ana@example.com',
  password: 'Tr1cky!Pass',
  accountKey: 'key-of-ana',
};

export const MIDDLEWARE_URL = 'http://middleware.test/api';
export const SERVICE_URL = 'http://service.test/api';

/** A JWT-shaped access token with a subject and an expiry (unsigned: only the server checks). */
export function fakeAccessToken(subject: string, expiresAt: Date, id: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA' })}.${part({ sub: subject, exp: expiresAt.getTime() / 1000, jti: id })}.sig`;
}

const error = (status: number, errorCode: string, errorMessage: string) =>
  Response.json({ errorCode, errorMessage }, { status });

/**
 * The auth operations of the middleware (SPEC §7) in memory, as an injected fetch: login with the
 * account key, validate, single-use rotating refresh (reuse revokes the family), logout. Records
 * each request as `METHOD path [bearer]`.
 */
export function fakeMiddleware(account: FakeAccount = ACCOUNT) {
  const validAccess = new Set<string>();
  const liveRefresh = new Set<string>();
  const spentRefresh = new Set<string>();
  const requests: string[] = [];
  let issued = 0;
  let isDown = false;

  const issue = () => {
    issued += 1;
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const pair = {
      access_token: fakeAccessToken(account.email, expiresAt, `a${issued}`),
      refresh_token: `refresh-${issued}`,
      token_type: 'Bearer',
      expires_in: 900,
    };
    validAccess.add(pair.access_token);
    liveRefresh.add(pair.refresh_token);
    return pair;
  };
  const revokeAll = () => {
    validAccess.clear();
    liveRefresh.clear();
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '');
    switch (`${request.method} ${path}`) {
      case 'POST /auth/login': {
        const body = (await request.json()) as { email: string; password: string; hash?: string };
        if (!body.hash) {
          return error(400, 'MISSING_HASH', 'account key missing');
        }
        if (body.email !== account.email || body.password !== account.password) {
          return error(401, 'AUTHENTICATION_FAILED', 'wrong credentials');
        }
        if (body.hash !== account.accountKey) {
          return error(401, 'INVALID_TOKEN_HASH', 'wrong key');
        }
        return Response.json(issue());
      }
      case 'GET /auth/validate': {
        const token = url.searchParams.get('token') ?? bearer ?? '';
        if (!validAccess.has(token)) {
          return error(401, 'TOKEN_EXPIRED', 'expired');
        }
        return Response.json({
          valid: true,
          username: account.email,
          expiresAt: '2030-01-01T00:00:00.000Z',
        });
      }
      case 'POST /auth/refresh': {
        const token = bearer ?? '';
        if (spentRefresh.has(token)) {
          revokeAll();
          return error(401, 'SESSION_EXPIRED', 'reused');
        }
        if (!liveRefresh.delete(token)) {
          return error(401, 'INVALID_TOKEN', 'unknown refresh token');
        }
        spentRefresh.add(token);
        return Response.json(issue());
      }
      case 'POST /auth/logout': {
        if (!validAccess.has(bearer ?? '')) {
          return error(401, 'TOKEN_EXPIRED', 'expired');
        }
        revokeAll();
        return Response.json({ message: 'Logged out' });
      }
      default:
        return error(404, 'ENDPOINT_NOT_FOUND', `${request.method} ${path}`);
    }
  };

  return {
    requests,
    fetch: async (request: Request): Promise<Response> => {
      const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '');
      requests.push(
        `${request.method} ${new URL(request.url).pathname}${bearer ? ` ${bearer}` : ''}`,
      );
      if (isDown) {
        throw new TypeError('fetch failed');
      }
      return handle(request);
    },
    /** A token pair as a login answers it. */
    login: issue,
    /** Fifteen minutes pass: every access token issued so far expires. */
    expireAccessTokens: () => validAccess.clear(),
    /** The session ends on the server (logout elsewhere, reuse): nothing can be refreshed. */
    revokeAll,
    setDown: (down: boolean) => {
      isDown = down;
    },
  };
}

/** Streams that collect what a command printed. */
export function captureStreams() {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const streams: Streams = {
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
    isInteractive: false,
  };
  return { streams, stdout: () => stdout.join(''), stderr: () => stderr.join('') };
}

/** A fresh, empty config folder for one test. */
export function tempConfigDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'folio-cli-test-'));
}
