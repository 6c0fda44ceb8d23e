import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFolioClients } from './clients';

// A garbage collection on demand, as `node --expose-gc` gives, without a flag on the test runner.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let server: Server;
let url: string;

beforeAll(async () => {
  // An answer that never ends, as a streamed chat answer or a large download is while it lasts.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const timer = setInterval(() => response.write(' '), 10);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('createFolioClients with the global fetch', () => {
  it('stops reading an answer when its signal aborts, after a garbage collection', async () => {
    const clients = createFolioClients({ middlewareUrl: url, serviceUrl: url });
    const controller = new AbortController();
    const { response } = await clients.middleware.GET('/', {
      parseAs: 'stream',
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    // openapi-fetch's Request is out of reach now; Node's fetch stopped following its signal once
    // it was collected (nodejs/node#55428).
    collectGarbage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    collectGarbage();
    controller.abort();
    let chunksAfterAbort = 0;
    const failure = await (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done || ++chunksAfterAbort > 100) {
          return undefined;
        }
      }
    })().catch((error: unknown) => error);

    expect(failure).toMatchObject({ name: 'AbortError' });
    expect(chunksAfterAbort).toBe(0);
  });
});
