import type { IncomingMessage } from 'node:http';

import { afterEach, describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import { createFolioAuth } from './auth';
import { sendJson, startLocalServer } from './testing/local-server';

/** One request as the server read it, body included. */
type Heard = { line: string; authorization?: string; type?: string; body: string };

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
  }
  return text;
}

const TOKENS = { access_token: 'a1', refresh_token: 'r1', token_type: 'Bearer', expires_in: 900 };

/** A middleware stand-in for the calls that need no session; `serviceUrl` in its config. */
async function fakeMiddleware(serviceUrl = 'http://127.0.0.1:1/api') {
  const heard: Heard[] = [];
  const server = await startLocalServer((request, response) => {
    void readBody(request).then((body) => {
      const line = `${request.method ?? ''} ${request.url ?? ''}`;
      heard.push({
        line,
        body,
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        ...(request.headers['content-type'] ? { type: request.headers['content-type'] } : {}),
      });
      const path = (request.url ?? '').split('?')[0];
      if (path === '/api/auth/login' && body.includes('wrong')) {
        sendJson(response, 401, { errorCode: 'AUTHENTICATION_FAILED', errorMessage: 'No' });
      } else if (path === '/api/auth/login' || path === '/api/auth/oidc/login') {
        sendJson(response, 200, TOKENS);
      } else if (path === '/api/auth/refresh') {
        sendJson(response, 200, { ...TOKENS, access_token: 'a2', refresh_token: 'r2' });
      } else if (path === '/api/auth/validate') {
        sendJson(response, 200, { valid: true, username: 'ana@example.com', expiresAt: null });
      } else if (path === '/api/config') {
        sendJson(response, 200, { serviceUrl });
      } else if (path === '/api/') {
        sendJson(response, 200, { status: 'ok', version: '1.2.3' });
      } else {
        sendJson(response, 200, { message: `done ${path ?? ''}` });
      }
    });
  });
  closers.push(server.close);
  return { url: server.url, heard };
}

describe('createFolioAuth (the calls before a session)', () => {
  it('registers, verifies, recovers a password and signs in with the routes and bodies of SPEC §7', async () => {
    const { url, heard } = await fakeMiddleware();
    const auth = createFolioAuth({ url });

    const registered = await auth.register({
      email: 'ana@example.com',
      name: 'Ana',
      lastname: 'López',
      password: 'Secret-123',
      hash: 'key-1',
      belongsToCompany: false,
    });
    expect(registered).toBe('done /api/auth/register');
    expect(await auth.verifyAccount('v1')).toBe('done /api/auth/verify-account');
    expect(await auth.forgotPassword('ana@example.com')).toBe('done /api/auth/forgot-password');
    await auth.resetPassword({ token: 't1', password: 'New-12345', confirmPassword: 'New-12345' });
    expect(
      await auth.login({ email: 'ana@example.com', password: 'p', accountKey: 'key-1' }),
    ).toEqual(TOKENS);
    await auth.loginWithOidc('code-1');

    expect(heard.map((request) => request.line)).toEqual([
      'POST /api/auth/register',
      'POST /api/auth/verify-account',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'POST /api/auth/login',
      'POST /api/auth/oidc/login',
    ]);
    const [register, verify, forgot, reset, login, oidc] = heard;
    expect(JSON.parse(register?.body ?? '')).toMatchObject({ hash: 'key-1', lastname: 'López' });
    expect(JSON.parse(verify?.body ?? '')).toEqual({ token: 'v1' });
    // The e-mail as a text/plain body, not JSON.
    expect(forgot).toMatchObject({ body: 'ana@example.com', type: 'text/plain' });
    expect(JSON.parse(reset?.body ?? '')).toEqual({
      token: 't1',
      password: 'New-12345',
      confirmPassword: 'New-12345',
    });
    expect(JSON.parse(login?.body ?? '')).toEqual({
      email: 'ana@example.com',
      password: 'p',
      hash: 'key-1',
    });
    expect(JSON.parse(oidc?.body ?? '')).toEqual({ code: 'code-1' });
    expect(heard.every((request) => request.authorization === undefined)).toBe(true);
  });

  it('sends no hash without an account key, and answers a refusal as a FolioError', async () => {
    const { url, heard } = await fakeMiddleware();
    const auth = createFolioAuth({ url });

    const refused = await auth
      .login({ email: 'ana@example.com', password: 'wrong' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(FolioError);
    expect(refused).toMatchObject({ code: 'AUTHENTICATION_FAILED', status: 401 });
    expect(JSON.parse(heard[0]?.body ?? '')).toEqual({
      email: 'ana@example.com',
      password: 'wrong',
    });
  });

  it('renews with the refresh token as bearer and validates a token without putting it in the URL', async () => {
    const { url, heard } = await fakeMiddleware();
    const auth = createFolioAuth({ url });

    const renewed = await auth.refresh('r1');
    const owner = await auth.validate('folio_key');

    expect(renewed.refresh_token).toBe('r2');
    expect(owner.username).toBe('ana@example.com');
    expect(heard.map(({ line, authorization }) => `${line} ${authorization ?? ''}`)).toEqual([
      'POST /api/auth/refresh Bearer r1',
      'GET /api/auth/validate Bearer folio_key',
    ]);
  });

  it("checks both hosts' health, learning the service's address from the public config", async () => {
    const service = await fakeMiddleware();
    const { url, heard } = await fakeMiddleware(service.url);
    const auth = createFolioAuth({ url });

    expect(await auth.system.health()).toEqual({ status: 'ok', version: '1.2.3' });
    expect(await auth.system.health({ host: 'service' })).toEqual({
      status: 'ok',
      version: '1.2.3',
    });
    await auth.system.health({ host: 'service' });

    expect(heard.map((request) => request.line)).toEqual(['GET /api/', 'GET /api/config']);
    expect(service.heard.map((request) => request.line)).toEqual(['GET /api/', 'GET /api/']);
  });

  it('answers API_REQUEST_ERROR for an address that answers, but not as a Folio host', async () => {
    const server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html></html>');
    });
    closers.push(server.close);
    const auth = createFolioAuth({ url: server.url, serviceUrl: server.url });

    const failure = await auth.system.health().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(FolioError);
    expect(failure).toMatchObject({ code: 'API_REQUEST_ERROR', status: 200 });
  });
});
