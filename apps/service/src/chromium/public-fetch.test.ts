import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPublicFetch } from './public-fetch';

describe('createPublicFetch', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? '?');
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
      } else if (request.url === '/big') {
        response.end(Buffer.alloc(64 * 1024, 'x'));
      } else {
        response.setHeader('set-cookie', 'tracker=1');
        response.setHeader('content-type', 'text/css');
        response.end(`seen ${request.headers['accept-encoding'] ?? ''}`);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const init = () => ({ headers: {}, signal: AbortSignal.timeout(5_000) });

  it('refuses loopback, by address or by a name that resolves there, without a request', async () => {
    const fetchPublic = createPublicFetch(1024);
    for (const url of [
      `http://127.0.0.1:${port}/a`,
      `http://localhost:${port}/b`,
      `http://[::1]:${port}/c`,
      `http://[::ffff:127.0.0.1]:${port}/d`,
    ]) {
      await expect(fetchPublic(new URL(url), init()), url).rejects.toThrow();
    }
    expect(hits).toEqual([]);
  });

  // The rest allows loopback (the test server) in place of the internet.
  const fetchLocal = createPublicFetch(16 * 1024, () => true);

  it('answers status, headers without cookies or lengths, and the body, uncompressed', async () => {
    const resource = await fetchLocal(new URL(`http://localhost:${port}/style.css`), init());
    expect(resource.status).toBe(200);
    expect(resource.headers['content-type']).toBe('text/css');
    expect(resource.headers).not.toHaveProperty('set-cookie');
    expect(resource.headers).not.toHaveProperty('content-length');
    expect(resource.body.toString()).toBe('seen identity');
  });

  it('hands redirects back unfollowed, and refuses a body over the limit', async () => {
    const redirect = await fetchLocal(new URL(`http://127.0.0.1:${port}/redirect`), init());
    expect(redirect.status).toBe(302);
    expect(redirect.headers['location']).toBe('http://127.0.0.1:1/elsewhere');
    await expect(fetchLocal(new URL(`http://127.0.0.1:${port}/big`), init())).rejects.toThrow(
      /over 16384 bytes/,
    );
  });
});
