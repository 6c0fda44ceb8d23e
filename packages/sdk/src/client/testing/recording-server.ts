import { afterEach } from 'vitest';

import { createFolio } from '../create-folio';
import type { Clock } from '../retrying-fetch';

import { startLocalServer } from './local-server';

/**
 * A local HTTP server that keeps each request as a fetch `Request` (its whole body read, so a
 * test can parse its JSON or form) and answers with what `answer` gives. Real sockets: the
 * client's fetch, bodies and multipart encoding are the real ones.
 */
export async function startRecordingServer(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const server = await startLocalServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') {
          headers.set(name, value);
        }
      }
      const method = incoming.method ?? 'GET';
      const request = new Request(`http://local.test${incoming.url ?? '/'}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
      });
      requests.push(request.clone());
      const response = answer(request);
      void response.arrayBuffer().then((body) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(body));
      });
    });
  });
  return { ...server, requests };
}

/** The client of `ana@example.com` over a fixed token, as the CLI builds it on its own session. */
export function signedInFolio(url: string, clock?: Clock) {
  return createFolio({
    url,
    serviceUrl: url,
    session: { getAccessToken: () => 'token', refresh: async () => undefined },
    username: 'ana@example.com',
    ...(clock ? { clock } : {}),
  });
}

/** A clock at `now` whose waits return at once, each wait's length recorded. */
export function instantClock(now = 0): Clock & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
}

/**
 * For one test file: `serve(answer, clock?)` starts a recording server and answers it with the
 * client of a signed-in user on it; every server is closed after the test that started it.
 */
export function recordingServers() {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  return async (answer: (request: Request) => Response, clock?: Clock) => {
    const server = await startRecordingServer(answer);
    open.push(server.close);
    return { server, folio: await signedInFolio(server.url, clock) };
  };
}
