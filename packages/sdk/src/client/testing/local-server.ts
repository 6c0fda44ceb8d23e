import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test server saw: its method, path and headers. */
export type SeenRequest = { method: string; path: string; authorization: string | undefined };

/**
 * A local HTTP server for the client's unit tests: `handle` answers each request, every request
 * is recorded. Real sockets, so the client's fetch, bodies and aborts are the real ones.
 */
export async function startLocalServer(
  handle: (request: IncomingMessage, response: ServerResponse, seen: SeenRequest[]) => void,
) {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
    });
    handle(request, response, seen);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/api`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** An unsigned JWT-shaped token for `sub`, expiring at `exp` (seconds); the client only reads it. */
export function fakeToken(sub: string, exp: number, tag = ''): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA' })}.${part({ sub, exp, tag })}.sig`;
}
