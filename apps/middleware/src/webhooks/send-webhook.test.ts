import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createAddressGuard, isPublicAddress } from '@folio/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendWebhook } from './send-webhook';

type Received = { url: string; headers: IncomingMessage['headers']; body: string };

describe('sendWebhook', () => {
  let server: Server;
  let base = '';
  const received: Received[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body });
        if (request.url === '/fail') {
          response.writeHead(500).end('broken');
        } else if (request.url === '/redirect') {
          response.writeHead(307, { location: '/ok' }).end();
        } else if (request.url === '/slow') {
          setTimeout(() => response.end('late'), 5_000).unref();
        } else if (request.url === '/huge') {
          response.writeHead(200);
          response.write(Buffer.alloc(256 * 1024, 'x'));
          // Never ends: only the bound stops the read.
        } else {
          response.end('ok');
        }
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });

  const loopbackAllowed = createAddressGuard(['127.0.0.1']);
  const send = (path: string, options: Partial<Parameters<typeof sendWebhook>[1]> = {}) =>
    sendWebhook(
      { url: `${base}${path}`, headers: { 'webhook-id': 'msg_1' }, body: '{"a":1}' },
      { timeoutMs: 2_000, maxResponseBytes: 1024, isAllowed: loopbackAllowed, ...options },
    );

  it('posts the body with its headers; a 2xx is a success', async () => {
    const outcome = await send('/ok');
    expect(outcome).toMatchObject({ statusCode: 200, error: null, isSuccess: true });
    const last = received.at(-1);
    expect(last?.body).toBe('{"a":1}');
    expect(last?.headers['webhook-id']).toBe('msg_1');
  });

  it('reports a 500, and a redirect it does not follow, as failures', async () => {
    expect(await send('/fail')).toMatchObject({ statusCode: 500, isSuccess: false });
    const redirected = await send('/redirect');
    expect(redirected).toMatchObject({ statusCode: 307, isSuccess: false });
    expect(redirected.error).toMatch(/redirect/);
    expect(received.at(-1)?.url).toBe('/redirect');
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const outcome = await send('/slow', { timeoutMs: 200 });
    expect(outcome).toMatchObject({ statusCode: null, isSuccess: false });
    expect(outcome.error).toMatch(/no answer within 200 ms/);
  });

  it('stops reading a large answer at the bound', async () => {
    expect(await send('/huge')).toMatchObject({ statusCode: 200, isSuccess: true });
  });

  it('refuses a loopback address, literal or by name, unless the operator allows it', async () => {
    const count = received.length;
    const literal = await send('/ok', { isAllowed: isPublicAddress });
    expect(literal).toMatchObject({ statusCode: null, isSuccess: false });
    expect(literal.error).toMatch(/127\.0\.0\.1 is refused/);
    const port = new URL(base).port;
    const byName = await sendWebhook(
      { url: `http://localhost:${port}/ok`, headers: {}, body: '{}' },
      { timeoutMs: 2_000, maxResponseBytes: 1024, isAllowed: isPublicAddress },
    );
    expect(byName.error).toMatch(/localhost resolves to .* refused/);
    expect(received.length).toBe(count);
  });
});
