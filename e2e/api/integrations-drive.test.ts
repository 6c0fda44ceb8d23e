// Google Drive through the SDK against servers pointed at a local Google (issue 14 "How it is
// checked"): connect with OAuth 2.0 + PKCE, list, import three files into a folder and find them
// in Files, a Google Doc exported to DOCX, upload back with the resumable protocol, each error
// of the cloud import family, and a kill during an import that resumes without duplicates.
import {
  startFakeGoogleServer,
  type FakeGoogleServer,
} from '@folio/middleware/testing/fake-google-server';
import { expectData, jsonDataForm, userContext } from '@folio/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { signInAccount, type SignedInUser } from '../support/accounts';
import { asFile, listFiles, uploadToFolder } from '../support/chat-users';
import {
  connectCloud,
  integrationOf,
  driveFolderWithPdf,
  onProvider,
  finishedCloudImport,
  readCloudImport,
  type CloudImport,
} from '../support/cloud-imports';
import { failure } from '../support/failure';
import { pollUntil } from '../support/poll';
import { makeInvoicePdf, saveConfiguration } from '../support/results-fixture';
import { blankPdf, docxWithParagraphs } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';
import { waitForRun } from '../support/wait-for-run';

const MAX_BYTES = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DRIVE = onProvider('google-drive');
const ENV = (google: FakeGoogleServer) => ({
  ...google.env,
  // A killed worker's import is taken over soon.
  FOLIO_JOBS_LEASE_MS: '3000',
  FOLIO_INTEGRATIONS_MAX_RETRY_WAIT_MS: '5000',
  FOLIO_INTEGRATIONS_UPLOAD_CHUNK_BYTES: String(256 * 1024),
  FOLIO_UPLOAD_MAX_FILE_BYTES: String(MAX_BYTES),
});

let google: FakeGoogleServer;
let servers: RunningServers;
let ana: SignedInUser;
let counter = 0;

beforeAll(async () => {
  google = await startFakeGoogleServer();
  servers = await startServers(ENV(google));
  ana = await signInAccount(servers, `drive.${Date.now().toString(36)}@example.com`);
});
afterEach(() => {
  google.clearFaults();
});
afterAll(async () => {
  await servers.stop();
  await google.close();
});

const textFile = (name: string, content = `contenido de ${name}`) =>
  google.addFile({ name, mimeType: 'text/plain', content: Buffer.from(content) });

async function startImport(itemIds: string[], folder: string): Promise<CloudImport> {
  return expectData(
    ana.api.POST('/integrations/{provider}/imports', { ...DRIVE, body: { itemIds, folder } }),
  );
}

const readImport = (id: string) => readCloudImport(ana, id);
const finished = (id: string) => finishedCloudImport(ana, id);
const connect = (user: SignedInUser) => connectCloud(user, 'google-drive');

const uniqueFolder = (name: string) => `${name}${String(counter++)}`;

describe('connecting', () => {
  it('says not connected, then connects through the consent and lands on /profile', async () => {
    expect(await integrationOf(ana, 'google-drive')).toMatchObject({
      configured: true,
      connected: false,
    });
    const landed = await connect(ana);
    expect(landed.pathname).toBe('/profile');
    expect(landed.searchParams.get('connected')).toBe('1');
    expect(await integrationOf(ana, 'google-drive')).toMatchObject({
      connected: true,
      accountEmail: 'ana@example.com',
    });
  });

  it('says SharePoint is not configured rather than failing', async () => {
    const listed = await expectData(ana.api.GET('/integrations'));
    expect(listed.integrations.find((each) => each.provider === 'sharepoint')?.configured).toBe(
      false,
    );
    const error = await failure(
      ana.api.POST('/integrations/{provider}/connect', {
        params: { path: { provider: 'sharepoint' } },
      }),
    );
    expect(error.code).toBe('INTEGRATION_NOT_CONFIGURED');
  });
});

describe('listing and importing', () => {
  it('lists the last files, a folder’s children and a search by name', async () => {
    const folder = await driveFolderWithPdf(google);
    const recent = await expectData(ana.api.GET('/integrations/{provider}/items', DRIVE));
    expect(recent.items[0]?.name).toBe('alquiler.pdf');
    expect(recent.items.some((item) => item.kind === 'folder')).toBe(false);
    const children = await expectData(
      ana.api.GET('/integrations/{provider}/items', {
        params: { ...DRIVE.params, query: { folderId: folder.id } },
      }),
    );
    expect(children.items.map((item) => item.name)).toEqual(['alquiler.pdf']);
    const found = await expectData(
      ana.api.GET('/integrations/{provider}/items', {
        params: { ...DRIVE.params, query: { query: 'ALQUI' } },
      }),
    );
    expect(found.items.map((item) => item.name)).toEqual(['alquiler.pdf']);
  });

  it('imports three files into a folder, a Google Doc exported to DOCX, and Files shows them', async () => {
    const folder = uniqueFolder('drive');
    const pdf = google.addFile({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from(await blankPdf(2)),
    });
    const txt = textFile('notas.txt');
    const doc = google.addFile({
      name: 'Informe anual',
      mimeType: 'application/vnd.google-apps.document',
      exports: { [DOCX]: Buffer.from(await docxWithParagraphs(['Informe anual 2025'])) },
    });
    const started = await startImport([pdf.id, txt.id, doc.id], folder);
    const done = await finished(started.id);
    expect(done.status).toBe('done');
    expect(done.items.map((item) => [item.name, item.state, item.errorCode])).toEqual([
      ['factura.pdf', 'done', null],
      ['notas.txt', 'done', null],
      ['Informe anual.docx', 'done', null],
    ]);
    const files = await listFiles(ana, { topico: folder });
    expect(files.map((file) => file.filename).sort()).toEqual([
      'Informe anual.docx',
      'factura.pdf',
      'notas.txt',
    ]);
  });

  it('refuses an empty selection (SPEC §5)', async () => {
    const error = await failure(
      ana.api.POST('/integrations/{provider}/imports', { ...DRIVE, body: { itemIds: [] } }),
    );
    expect(error.code).toBe('BAD_REQUEST');
  });
});

describe('after an import: a run and a training on the imported files (issue 14)', () => {
  /** Imports `files` (name to bytes) from Drive into a new folder; answers the folder and ids. */
  async function imported(prefix: string, files: Record<string, Uint8Array | string>) {
    const folder = uniqueFolder(prefix);
    const added = Object.entries(files).map(([name, content]) =>
      typeof content === 'string'
        ? textFile(name, content)
        : google.addFile({ name, mimeType: 'application/pdf', content: Buffer.from(content) }),
    );
    const landed = await finished(
      (
        await startImport(
          added.map((each) => each.id),
          folder,
        )
      ).id,
    );
    expect(landed.status).toBe('done');
    return { folder, fileIds: landed.items.map((item) => item.fileId ?? '') };
  }

  const runOn = (user: SignedInUser, fileIds: string[], config = 'FacturasDrive') =>
    user.api.POST('/extractor/extract/from-files', {
      body: { ...userContext(user.email), config_name: config, file_ids: fileIds },
    });

  /** The documents of the user's runs of the configuration: a refused run adds none. */
  const documentCount = async (user: SignedInUser) =>
    (
      await expectData(
        user.api.GET('/extractor/results', {
          params: { query: { ...userContext(user.email), config_name: 'FacturasDrive' } },
        }),
      )
    ).data.total;

  beforeAll(async () => {
    // Connected by the tests above; connected here too when this block runs alone.
    if ((await integrationOf(ana, 'google-drive'))?.connected !== true) {
      await connect(ana);
    }
    await saveConfiguration(ana, 'FacturasDrive');
  });

  it('runs a configuration on the imported PDFs, which stay in their folder', async () => {
    const { folder, fileIds } = await imported('facturas', {
      'F-101.pdf': await makeInvoicePdf('F-101'),
      'F-102.pdf': await makeInvoicePdf('F-102'),
    });
    const started = await expectData(runOn(ana, fileIds));
    expect(started.data).toMatchObject({
      config_name: 'FacturasDrive',
      status: 'queued',
      total: 2,
    });
    const run = await waitForRun(ana, started.data.run_id);
    expect(run).toMatchObject({ status: 'succeeded', done: 2, failed: 0 });
    expect(run.documents.map((document) => document.file_name)).toEqual(['F-101.pdf', 'F-102.pdf']);
    const results = await expectData(
      ana.api.GET('/extractor/results', {
        params: {
          query: {
            ...userContext(ana.email),
            config_name: 'FacturasDrive',
            run_id: run.run_id,
          },
        },
      }),
    );
    expect(
      results.data.items.map((item) => [item.file_name, item.headers['invoice_number']?.value]),
    ).toEqual(
      expect.arrayContaining([
        ['F-101.pdf', 'F-101'],
        ['F-102.pdf', 'F-102'],
      ]),
    );
    // The PDFs were not copied into the extractor folder: they stay where the import put them.
    const inFolder = await listFiles(ana, { topico: folder });
    expect(inFolder.map((file) => file.id).sort()).toEqual([...fileIds].sort());
    const extractorFolder = await listFiles(ana, { topico: 'extractor' });
    expect(extractorFolder.some((file) => fileIds.includes(file.id))).toBe(false);
  });

  it('refuses another user’s files, a file that is not a PDF and an empty list, starting nothing', async () => {
    const { fileIds } = await imported('mezcla', {
      'F-201.pdf': await makeInvoicePdf('F-201'),
      'leeme.txt': 'no es un PDF',
    });
    const eve = await signInAccount(servers, `eve.${Date.now().toString(36)}@example.com`);
    await saveConfiguration(eve, 'FacturasDrive');
    const before = { ana: await documentCount(ana), eve: await documentCount(eve) };

    expect(await failure(runOn(eve, fileIds.slice(0, 1)))).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
    expect(await failure(runOn(ana, fileIds))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { files: ['leeme.txt'] },
    });
    expect(await failure(runOn(ana, []))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await failure(runOn(ana, fileIds.slice(0, 1), 'NoExiste'))).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
    expect({ ana: await documentCount(ana), eve: await documentCount(eve) }).toEqual(before);
  });

  it('trains a topic on the imported files, which stay in their folder', async () => {
    const { folder, fileIds } = await imported('temas', {
      'contrato.txt': 'El contrato de suministro con Aceites del Sur vence en 2032.',
    });
    const accepted = await expectData(
      ana.api.POST('/chatbot/train/from-files', {
        body: {
          ...userContext(ana.email),
          topico: 'importadosdrive',
          descripcion: 'Lo importado de Drive',
          file_ids: fileIds,
        },
      }),
    );
    expect(accepted.training.files_total).toBe(1);
    const topic = await pollUntil(
      async () =>
        expectData(
          ana.api.POST(
            '/chatbot/topics/one',
            jsonDataForm('getTopic', { ...userContext(ana.email), topico: 'importadosdrive' }),
          ),
        ),
      (detail) =>
        detail.topic.training?.status !== 'queued' && detail.topic.training?.status !== 'running',
      { what: 'the training of importadosdrive', timeoutMs: 90_000 },
    );
    expect(topic.topic.training).toMatchObject({
      status: 'succeeded',
      processed: ['contrato.txt'],
    });
    expect((await listFiles(ana, { topico: folder })).map((file) => file.id)).toEqual(fileIds);
  });
});

describe('the cloud import family of errors (SPEC §8)', () => {
  it('keeps what landed and names each failed file’s code: permission, not found, too large', async () => {
    const folder = uniqueFolder('parcial');
    const good = textFile('bueno.txt');
    const locked = textFile('cerrado.txt');
    google.fail({ match: new RegExp(`GET /drive/v3/files/${locked.id}$`), status: 403 });
    const huge = textFile('enorme.txt', 'x'.repeat(MAX_BYTES + 1));
    const started = await startImport([good.id, locked.id, 'no-such-file', huge.id], folder);
    const done = await finished(started.id);
    expect(done.status).toBe('partial');
    expect(done.items.map((item) => [item.state, item.errorCode])).toEqual([
      ['done', null],
      ['failed', 'CLOUD_PERMISSION_DENIED'],
      ['failed', 'CLOUD_FILE_NOT_FOUND'],
      ['failed', 'CLOUD_FILE_TOO_LARGE'],
    ]);
    expect((await listFiles(ana, { topico: folder })).map((file) => file.filename)).toEqual([
      'bueno.txt',
    ]);
  });

  it('honours a 429’s Retry-After and retries a 5xx, then imports', async () => {
    const file = textFile('despacio.txt');
    google.fail({
      match: new RegExp(`GET /drive/v3/files/${file.id}$`),
      status: 429,
      retryAfterSeconds: 1,
    });
    google.fail({ match: new RegExp(`GET /drive/v3/files/${file.id}$`), status: 500 });
    const done = await finished((await startImport([file.id], uniqueFolder('lento'))).id);
    expect(done.items[0]).toMatchObject({ state: 'done', errorCode: null });
  });

  it('reports CLOUD_RATE_LIMITED when the limit outlasts the retries', async () => {
    const error = await (async () => {
      google.fail({ match: /GET \/drive\/v3\/files$/, status: 429, retryAfterSeconds: 60 });
      return failure(ana.api.GET('/integrations/{provider}/items', DRIVE));
    })();
    expect(error.code).toBe('CLOUD_RATE_LIMITED');
  });

  it('reports CLOUD_SERVICE_ERROR when the service keeps failing', async () => {
    google.fail({ match: /GET \/drive\/v3\/files$/, status: 503, times: 10 });
    const error = await failure(ana.api.GET('/integrations/{provider}/items', DRIVE));
    expect(error.code).toBe('CLOUD_SERVICE_ERROR');
  });

  it('refreshes past a 401 to an access token that expired early', async () => {
    google.oauth.expireAccessTokens();
    const listed = await expectData(ana.api.GET('/integrations/{provider}/items', DRIVE));
    expect(listed.items.length).toBeGreaterThan(0);
  });

  it('asks to reconnect when the grant was revoked at the provider', async () => {
    const bob = await signInAccount(servers, `drive.bob.${Date.now().toString(36)}@example.com`);
    await connect(bob);
    google.oauth.revokeNewest();
    const error = await failure(bob.api.GET('/integrations/{provider}/items', DRIVE));
    expect(error.code).toBe('CLOUD_RECONNECT_REQUIRED');
    const importError = await failure(
      bob.api.POST('/integrations/{provider}/imports', { ...DRIVE, body: { itemIds: ['x'] } }),
    );
    expect(importError.code).toBe('CLOUD_RECONNECT_REQUIRED');
  });
});

describe('uploading back', () => {
  it('uploads a file of Files to a Drive folder in resumable chunks', async () => {
    const content = 'fila;importe\n'.repeat(40_000);
    const [stored] = await uploadToFolder(ana, uniqueFolder('subidas'), [
      asFile('resultados.csv', content, 'text/csv'),
    ]);
    const target = google.addFile({
      name: 'Resultados',
      mimeType: 'application/vnd.google-apps.folder',
    });
    const before = google.requests().length;
    const sent = await expectData(
      ana.api.POST('/integrations/{provider}/uploads', {
        ...DRIVE,
        body: { source: { kind: 'file', fileId: stored?.id ?? '' }, folderId: target.id },
      }),
    );
    expect(sent.name).toBe('resultados.csv');
    const created = google.uploads().find((file) => file.id === sent.remoteId);
    expect(created?.parents).toEqual([target.id]);
    expect(created?.content?.toString('utf8')).toBe(content);
    const puts = google
      .requests()
      .slice(before)
      .filter((line) => line.startsWith('PUT /upload/drive/v3/files'));
    expect(puts.length).toBeGreaterThan(1);
  });

  it('refuses an upload to a folder that is gone with CLOUD_FILE_NOT_FOUND', async () => {
    const [stored] = await uploadToFolder(ana, uniqueFolder('subidas'), [asFile('a.txt', 'a')]);
    const error = await failure(
      ana.api.POST('/integrations/{provider}/uploads', {
        ...DRIVE,
        body: { source: { kind: 'file', fileId: stored?.id ?? '' }, folderId: 'gone' },
      }),
    );
    expect(error.code).toBe('CLOUD_FILE_NOT_FOUND');
  });
});

describe('a kill during an import', () => {
  it('resumes after the restart and lands every file once', async () => {
    const folder = uniqueFolder('reanudada');
    const first = textFile('primero.txt');
    const second = textFile('segundo.txt', 's'.repeat(200_000));
    const third = textFile('tercero.txt');
    const hold = google.holdDownloads(/^segundo\.txt$/);
    const started = await startImport([first.id, second.id, third.id], folder);
    await pollUntil(
      () => readImport(started.id),
      (each) => each.items[0]?.state === 'done' && each.items[1]?.state === 'downloading',
      { what: 'the second file downloading', timeoutMs: 60_000 },
    );
    await servers.kill();
    hold.release();
    servers = await startServers(ENV(google), { ports: servers.ports, data: servers.state });
    const done = await finished(started.id);
    expect(done.status).toBe('done');
    const names = (await listFiles(ana, { topico: folder })).map((file) => file.filename).sort();
    expect(names).toEqual(['primero.txt', 'segundo.txt', 'tercero.txt']);
  });
});

describe('disconnecting', () => {
  it('revokes the grant and forgets it: listing then says not connected', async () => {
    const grantsBefore = google.oauth.liveGrants();
    expect(await expectData(ana.api.DELETE('/integrations/{provider}', DRIVE))).toEqual({
      disconnected: true,
    });
    expect(google.oauth.liveGrants()).toBe(grantsBefore - 1);
    const error = await failure(ana.api.GET('/integrations/{provider}/items', DRIVE));
    expect(error.code).toBe('INTEGRATION_NOT_CONNECTED');
  });
});
