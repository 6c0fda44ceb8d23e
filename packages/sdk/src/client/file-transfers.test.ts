import { afterEach, describe, expect, it } from 'vitest';

import { createFolioClients } from '../clients';
import { FolioError } from '../errors';
import type { SessionHandler } from '../session-middleware';

import { createFolioFromClients } from './folio-from-clients';
import { sendJson, startLocalServer } from './testing/local-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const PDF = 'x'.repeat(1_000);

/**
 * A middleware stand-in for the transfers: downloads by name and as a ZIP, and a tus endpoint
 * (creation, then PATCHes) that refuses the first PATCH's token with 401 as an expired one.
 */
async function fakeFilesServer() {
  const seenQueries: URLSearchParams[] = [];
  let received = 0;
  let length = 0;
  let metadata = '';
  const server = await startLocalServer((request, response) => {
    const url = new URL(request.url ?? '', 'http://local');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (url.pathname === '/api/storage/files/download') {
        seenQueries.push(url.searchParams);
        response.writeHead(200, {
          'content-type': 'application/pdf',
          'content-length': String(PDF.length),
          'content-disposition': `attachment; filename*=UTF-8''factura%20n%C2%BA1.pdf`,
        });
        response.end(PDF);
      } else if (url.pathname === '/api/storage/files/download-zip') {
        // Streamed while it is made: no length.
        response.writeHead(200, { 'content-type': 'application/zip' });
        response.end('PK');
      } else if (url.pathname === '/api/storage/tus' && request.method === 'POST') {
        length = Number(request.headers['upload-length']);
        metadata = String(request.headers['upload-metadata']);
        response.writeHead(201, { location: `${server.url}/storage/tus/u1` });
        response.end();
      } else if (url.pathname === '/api/storage/tus/u1' && request.method === 'HEAD') {
        response.writeHead(200, {
          'upload-offset': String(received),
          'upload-length': String(length),
        });
        response.end();
      } else if (url.pathname === '/api/storage/tus/u1' && request.method === 'PATCH') {
        if (request.headers.authorization !== 'Bearer renewed') {
          sendJson(response, 401, { errorCode: 'TOKEN_EXPIRED', errorMessage: 'expired' });
          return;
        }
        received += Buffer.concat(chunks).length;
        response.writeHead(204, {
          'upload-offset': String(received),
          ...(received === length
            ? { 'folio-file-id': 'file-1', 'folio-blob-name': encodeURIComponent('Big/año.pdf') }
            : {}),
        });
        response.end();
      } else {
        sendJson(response, 404, { errorCode: 'ENDPOINT_NOT_FOUND', errorMessage: url.pathname });
      }
    });
  });
  closers.push(server.close);
  return { url: server.url, seenQueries, metadata: () => metadata };
}

function folioOver(url: string, session?: SessionHandler) {
  const handler = session ?? { getAccessToken: () => 'old', refresh: async () => undefined };
  return createFolioFromClients({
    clients: createFolioClients({ middlewareUrl: url, serviceUrl: url, session: handler }),
    url,
    username: () => 'ana@example.com',
    ...(session ? { session } : {}),
  });
}

describe('the files resource: sized downloads', () => {
  it("opens a file by folder and name as a stream with the answer's size, name and type", async () => {
    const { url, seenQueries } = await fakeFilesServer();
    const folio = folioOver(url);

    const opened = await folio.files.openByName({ topico: 'facturas', filename: 'a.pdf' });
    const text = await new Response(opened.stream).text();
    const whole = await folio.files.downloadByName(
      { topico: 'facturas', filename: 'a.pdf' },
      { inline: true },
    );

    expect(opened).toMatchObject({
      size: 1_000,
      fileName: 'factura nº1.pdf',
      type: 'application/pdf',
    });
    expect(text).toBe(PDF);
    expect(whole.fileName).toBe('factura nº1.pdf');
    expect(whole.blob.size).toBe(1_000);
    expect(seenQueries.map((query) => Object.fromEntries(query))).toEqual([
      { empresa: 'demo', user: 'ana@example.com', topico: 'facturas', filename: 'a.pdf' },
      {
        empresa: 'demo',
        user: 'ana@example.com',
        topico: 'facturas',
        filename: 'a.pdf',
        inline: 'true',
      },
    ]);
  });

  it('opens a ZIP streamed without a length: no size, the default name', async () => {
    const { url } = await fakeFilesServer();

    const opened = await folioOver(url).files.openZip([{ blob_name: 'facturas/a.pdf' }]);

    expect(opened).toMatchObject({ size: undefined, fileName: 'archivos.zip' });
    expect(await new Response(opened.stream).text()).toBe('PK');
  });
});

describe('the files resource: uploadLarge', () => {
  it("sends through tus with the client's session, renewing the token after a 401", async () => {
    const { url, metadata } = await fakeFilesServer();
    let token = 'old';
    let refreshes = 0;
    const session: SessionHandler = {
      getAccessToken: () => token,
      refresh: async () => {
        refreshes++;
        token = 'renewed';
        return token;
      },
    };
    const progress: number[] = [];

    const stored = await folioOver(url, session).files.uploadLarge(
      { data: Buffer.from(PDF), name: 'año.pdf' },
      {
        folder: 'Big',
        chunkSize: 400,
        retryDelays: [0],
        onProgress: (sent) => progress.push(sent),
      },
    );

    expect(stored).toMatchObject({ fileId: 'file-1', blobName: 'Big/año.pdf' });
    expect(refreshes).toBe(1);
    expect(progress.at(-1)).toBe(1_000);
    const fields = new Map(
      metadata()
        .split(',')
        .map((pair): [string, string] => {
          const [key = '', value = ''] = pair.split(' ');
          return [key, Buffer.from(value, 'base64').toString('utf8')];
        }),
    );
    expect([fields.get('filename'), fields.get('topico')]).toEqual(['año.pdf', 'Big']);
  });

  it('refuses at once without a session to send', async () => {
    const { url } = await fakeFilesServer();

    const refused = await folioOver(url)
      .files.uploadLarge({ data: Buffer.from(PDF), name: 'a.pdf' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(FolioError);
    expect(refused).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
