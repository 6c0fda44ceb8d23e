import { createHash } from 'node:crypto';

import { COMPANY, createFolioClients, expectData, type FolioClients } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { startCluster, type Cluster } from '../support/cluster/cluster';
import { pollUntil } from '../support/poll';
import { pdfWithLines } from '../support/sample-files';
import { createTestBucket, testBucketEnv } from '../support/test-bucket';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Scale-out (issue 15): two middleware processes, two workers and a service over one PostgreSQL
// and one bucket, behind nginx. Runs in the PostgreSQL and S3 pass of `npm test` (scripts/test.sh).
const databaseAdminUrl = process.env['FOLIO_TEST_DATABASE_URL'];
const TUS_PATH = '/storage/tus';

describe.runIf(databaseAdminUrl && process.env['FOLIO_TEST_S3_ENDPOINT'])(
  'Folio over many processes (issue 15)',
  () => {
    let database: TestDatabase;
    let cluster: Cluster;
    let token: string;

    const clientsAt = (middlewareUrl: string): FolioClients =>
      createFolioClients({
        middlewareUrl,
        serviceUrl: cluster.serviceUrl,
        session: { getAccessToken: () => token, refresh: async () => undefined },
      });
    const hostUrl = (index: number) => cluster.middlewares[index]?.url ?? '';

    beforeAll(async () => {
      database = await createTestDatabase(databaseAdminUrl ?? '');
      const bucket = (await createTestBucket()) ?? '';
      const s3 = testBucketEnv(bucket);
      cluster = await startCluster({
        databaseUrl: database.url,
        s3: {
          endpoint: s3['FOLIO_S3_ENDPOINT'] ?? '',
          bucket,
          accessKeyId: s3['FOLIO_S3_ACCESS_KEY_ID'] ?? '',
          secretAccessKey: s3['FOLIO_S3_SECRET_ACCESS_KEY'] ?? '',
        },
      });
      // Registered on the first process, whose outbox holds the verification e-mail.
      const first = cluster.middlewares[0];
      const account = await registerVerifiedAccount(
        createFolioClients({ middlewareUrl: hostUrl(0), serviceUrl: cluster.serviceUrl }),
        first?.dataDir ?? '',
        'cluster@example.com',
      );
      const anonymous = createFolioClients({
        middlewareUrl: cluster.middlewareUrl,
        serviceUrl: cluster.serviceUrl,
      });
      token = (await expectData(anonymous.middleware.POST('/auth/login', { body: account })))
        .access_token;
    });
    afterAll(async () => {
      await cluster?.stop();
      await database?.drop();
    });

    it('resumes an upload on another process, and a worker indexes what it stored', async () => {
      const pdf = await pdfWithLines([['Informe trimestral de ventas del grupo']]);
      const half = Math.floor(pdf.length / 2);
      const tus = (url: string, init: RequestInit & { headers?: Record<string, string> }) =>
        fetch(url, {
          ...init,
          headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}`, ...init.headers },
        });
      const created = await tus(`${hostUrl(0)}${TUS_PATH}`, {
        method: 'POST',
        headers: {
          'Upload-Length': String(pdf.length),
          'Upload-Metadata': `filename ${Buffer.from('informe.pdf').toString('base64')}`,
        },
      });
      expect(created.status).toBe(201);
      const id = (created.headers.get('location') ?? '').split('/').at(-1) ?? '';
      const patch = (index: number, from: number, to: number) =>
        tus(`${hostUrl(index)}${TUS_PATH}/${id}`, {
          method: 'PATCH',
          headers: {
            'Upload-Offset': String(from),
            'Content-Type': 'application/offset+octet-stream',
          },
          body: new Blob([pdf.slice(from, to)]),
        });
      expect((await patch(0, 0, half)).status).toBe(204);
      const finished = await patch(1, half, pdf.length);
      expect(finished.status).toBe(204);
      const fileId = finished.headers.get('folio-file-id') ?? '';

      // Read back through the other process, and indexed by a worker (the middleware runs none).
      const stored = await pollUntil(
        async () =>
          (
            await expectData(
              clientsAt(hostUrl(0)).middleware.GET('/storage/files/{file_id}', {
                params: { path: { file_id: fileId } },
              }),
            )
          ).data,
        (file) => file.index_status === 'indexed',
        { what: 'the file indexed by a worker' },
      );
      expect(stored.filename).toBe('informe.pdf');
      const download = await fetch(`${hostUrl(1)}/storage/files/${fileId}/content`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
      expect(digest(new Uint8Array(await download.arrayBuffer()))).toBe(digest(pdf));
    });

    it('keeps answering through the balancer when a middleware process is killed', async () => {
      const first = cluster.middlewares[0];
      if (!first) {
        throw new Error('no middleware');
      }
      await cluster.kill(first);
      const balanced = clientsAt(cluster.middlewareUrl);
      for (let call = 0; call < 6; call++) {
        const listed = await expectData(
          balanced.middleware.GET('/storage/files', {
            params: { query: { empresa: COMPANY, user: 'cluster@example.com' } },
          }),
        );
        expect(listed.data.items.map((file) => file.filename)).toContain('informe.pdf');
      }
    });
  },
);
