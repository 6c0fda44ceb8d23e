import { describe, expect, it } from 'vitest';

import { createCommandContext, type GlobalOptions } from '../context';
import type { Streams } from '../output';

import { runHealth } from './health';

const MIDDLEWARE_URL = 'http://middleware.test/api';
const SERVICE_URL = 'http://service.test/api';

type Host = { version: string } | 'down' | 'not-folio';

/** A fetch standing in for both hosts: each answers its health, is down, or is something else. */
function fakeFetch(hosts: { middleware: Host; service: Host }) {
  const requests: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(`${request.method} ${request.url}`);
    const host = request.url.startsWith(MIDDLEWARE_URL) ? hosts.middleware : hosts.service;
    if (host === 'down') {
      throw new TypeError('fetch failed');
    }
    if (host === 'not-folio') {
      return new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    }
    return Response.json({ status: 'ok', version: host.version });
  };
  return { fetch, requests };
}

/** Runs `folio health` with the given hosts and captures what it printed. */
async function runWith(
  hosts: { middleware: Host; service: Host },
  options: Partial<GlobalOptions> = {},
) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const streams: Streams = {
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
    isInteractive: false,
  };
  const { fetch, requests } = fakeFetch(hosts);
  const context = createCommandContext(
    { middlewareUrl: MIDDLEWARE_URL, serviceUrl: SERVICE_URL, lang: 'en', ...options },
    // `folio health` never reads the credentials file.
    { streams, isDebug: false, fetch, configDir: '/nonexistent/folio' },
  );
  const exitCode = await runHealth(context);
  return { exitCode, stdout: stdout.join(''), stderr: stderr.join(''), requests };
}

describe('folio health', () => {
  it('prints one line per host and exits 0 when both hosts are ok', async () => {
    const result = await runWith({
      middleware: { version: '0.1.0' },
      service: { version: '0.2.0' },
    });

    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('Middleware: ok (version 0.1.0)\nService: ok (version 0.2.0)\n');
    expect(result.stderr).toBe('');
    expect(result.requests.sort()).toEqual([`GET ${MIDDLEWARE_URL}/`, `GET ${SERVICE_URL}/`]);
  });

  it('shows the network message with the URL on stderr and exits 1 when one host is down', async () => {
    const result = await runWith({ middleware: { version: '0.1.0' }, service: 'down' });

    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('Middleware: ok (version 0.1.0)\n');
    expect(result.stderr).toBe(
      `Service (${SERVICE_URL}): Network connection error: check the internet connection and try again\n`,
    );
  });

  it('speaks Spanish with --lang sp', async () => {
    const result = await runWith(
      { middleware: 'down', service: { version: '0.1.0' } },
      { lang: 'sp' },
    );

    expect(result.stdout).toBe('Servicio: disponible (versión 0.1.0)\n');
    expect(result.stderr).toContain(`Middleware (${MIDDLEWARE_URL}): Error de conexión de red`);
  });

  it('prints the report as JSON on stdout with --json, failures still explained on stderr', async () => {
    const result = await runWith(
      { middleware: { version: '0.1.0' }, service: 'down' },
      { json: true },
    );

    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      middleware: { ok: true, version: '0.1.0', url: MIDDLEWARE_URL },
      service: {
        ok: false,
        url: SERVICE_URL,
        error: {
          code: 'NETWORK_ERROR',
          message: expect.stringContaining('Network connection error') as unknown,
        },
      },
    });
    expect(result.stderr).toContain(`Service (${SERVICE_URL}):`);
  });

  it('prints only the JSON on stdout with --json when both hosts are ok', async () => {
    const result = await runWith(
      { middleware: { version: '1.0.0' }, service: { version: '1.0.0' } },
      { json: true },
    );

    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      middleware: { ok: true, version: '1.0.0', url: MIDDLEWARE_URL },
      service: { ok: true, version: '1.0.0', url: SERVICE_URL },
    });
    expect(result.stderr).toBe('');
  });

  it('reports an address that answers but is not a Folio host', async () => {
    const result = await runWith(
      { middleware: 'not-folio', service: { version: '0.1.0' } },
      { json: true },
    );

    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      middleware: { ok: false, error: { code: 'UNEXPECTED_RESPONSE' } },
    });
    expect(result.stderr).toContain('not as a Folio host');
  });
});
