import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expectData, toDownload, userContext } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { failure } from '../support/failure';
import { pageSizes } from '../support/pdf-pages';
import { pdfText } from '../support/pdf-text';

const servers = inject('servers');
const clients = clientsForRun();

let user: { email: string; token: string };
beforeAll(async () => {
  const email = `html.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const account = await registerVerifiedAccount(clients, servers.dataDir, email);
  const session = await expectData(clients.middleware.POST('/auth/login', { body: account }));
  user = { email, token: session.access_token };
});

type Options = { name?: string; pageSize?: 'a4' | 'letter'; landscape?: boolean };
/** A call with `parseAs: 'blob'`: the SDK types the PDF as the schema's binary string. */
type BlobAnswer = { data?: Blob; response: Response };

/** HTML to PDF as `username` with the user's token (none when `token` is ''), through the SDK. */
function print(html: string, options: Options = {}, token?: string, username = user.email) {
  const call: Promise<unknown> = clients.service.POST('/utils/html-to-pdf', {
    body: { ...userContext(username), html, pageSize: 'a4', landscape: false, ...options },
    headers: token === '' ? {} : { authorization: `Bearer ${token ?? user.token}` },
    parseAs: 'blob',
  });
  return call as Promise<BlobAnswer>;
}

const bytesOf = async (blob: Blob | undefined) =>
  new Uint8Array(await (blob ?? new Blob([])).arrayBuffer());

describe('utilities (SPEC §7): HTML to PDF', () => {
  it('prints typed HTML to documento.pdf on A4, text readable back', async () => {
    const download = toDownload(
      await print('<h1>Factura 2025-001</h1><p>Año fiscal, señor Muñoz: 1.234,56 €</p>'),
      'x',
    );
    expect(download.fileName).toBe('documento.pdf');
    const bytes = await bytesOf(download.blob);
    expect(await pdfText(bytes)).toMatch(
      /Factura 2025-001[\s\S]*Año fiscal, señor Muñoz: 1\.234,56 €/,
    );
    const [size] = await pageSizes(bytes);
    expect(Math.abs((size?.[0] ?? 0) - 595)).toBeLessThanOrEqual(1);
    expect(Math.abs((size?.[1] ?? 0) - 842)).toBeLessThanOrEqual(1);
  });

  it('names the PDF after `name` and prints Letter landscape, page by page', async () => {
    const html = ['uno', 'dos'].map((word) => `<p style="break-after: page">hoja ${word}</p>`);
    const download = toDownload(
      await print(html.join(''), { name: 'Informe Año', pageSize: 'letter', landscape: true }),
      'x',
    );
    expect(download.fileName).toBe('Informe Año.pdf');
    expect(await pageSizes(await bytesOf(download.blob))).toEqual([
      [792, 612],
      [792, 612],
    ]);
  });

  describe('a page that tries the host’s network and disk', () => {
    let server: Server;
    const hits: string[] = [];
    let origin = '';
    beforeAll(async () => {
      server = createServer((request, response) => {
        hits.push(request.url ?? '?');
        response.setHeader('access-control-allow-origin', '*');
        response.end('LEAKED-FROM-LOOPBACK');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('reaches neither 127.0.0.1 nor file:///etc/passwd, and the service keeps serving', async () => {
      const html = `<p>intento</p><img src="${origin}/img"><script src="${origin}/script"></script>
        <link rel="stylesheet" href="${origin}/style"><iframe src="${origin}/iframe"></iframe>
        <iframe src="file:///etc/passwd"></iframe><img src="file:///etc/passwd"><p id="out"></p>
        <script>
          const out = (text) => { document.getElementById('out').textContent += ' ' + text; };
          fetch('${origin}/fetch').then((r) => r.text()).then(out, () => out('red-bloqueada'));
          fetch('file:///etc/passwd').then((r) => r.text()).then(out, () => out('disco-bloqueado'));
        </script>`;
      const text = await pdfText(await bytesOf((await print(html)).data));
      // Stragglers (if any) would arrive within this time.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(hits).toEqual([]);
      expect(text).toContain('intento');
      expect(text).toContain('red-bloqueada');
      expect(text).toContain('disco-bloqueado');
      expect(text).not.toMatch(/LEAKED|root:/);
      const after = await pdfText(await bytesOf((await print('<p>sigue</p>')).data));
      expect(after).toContain('sigue');
    });
  });

  it('refuses blank HTML, a caller without a token, and another user’s context', async () => {
    const blank = await failure(print('   \n '));
    expect(blank.code).toBe('MISSING_PARAMETERS');
    expect(blank.status).toBe(400);
    expect((await failure(print('<p>x</p>', {}, ''))).status).toBe(401);
    const other = await failure(print('<p>x</p>', {}, undefined, `otro.${user.email}`));
    expect(other.code).toBe('FORBIDDEN');
  });
});
