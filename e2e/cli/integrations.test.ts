// `folio drive ls|import|upload` and `folio sharepoint ls|search|import|upload` (issue 14), the
// built binary against servers of their own pointed at a local Google and a local Graph: the
// shared servers have neither. The account is connected through the SDK (the consent is a
// browser's); everything else goes through the CLI, in human lines and in --json.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  startFakeGoogleServer,
  type FakeGoogleServer,
} from '@folio/middleware/testing/fake-google-server';
import {
  startFakeGraphServer,
  type FakeGraphServer,
} from '@folio/middleware/testing/fake-graph-server';
import { messageForError } from '@folio/core';
import { createFolioClients, expectData, type MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SignedInUser, TestAccount } from '../support/accounts';
import { asFile, uploadToFolder } from '../support/chat-users';
import { signInCli } from '../support/cli-sign-in';
import { connectCloud, driveFolderWithPdf, type CloudImport } from '../support/cloud-imports';
import { makeInvoicePdf, runInvoices, saveConfiguration } from '../support/results-fixture';
import { runCli } from '../support/run-cli';
import { startServers, type RunningServers } from '../support/start-servers';

type Listing = MiddlewareComponents['schemas']['CloudItemListResponse'];
type Uploaded = MiddlewareComponents['schemas']['CloudUploadResponse'];

const MAX_BYTES = 1024 * 1024;
/** Small Graph pages, so `--all` has pages to follow. */
const GRAPH_PAGE_SIZE = 2;

let google: FakeGoogleServer;
let graph: FakeGraphServer;
let servers: RunningServers;
let configDir: string;
let account: TestAccount;
let ana: SignedInUser;
let hosts: string[];
let library: { siteId: string; driveId: string };

beforeAll(async () => {
  google = await startFakeGoogleServer();
  graph = await startFakeGraphServer({ pageSize: GRAPH_PAGE_SIZE });
  servers = await startServers({
    ...google.env,
    ...graph.env,
    FOLIO_INTEGRATIONS_MAX_RETRY_WAIT_MS: '2000',
    FOLIO_UPLOAD_MAX_FILE_BYTES: String(MAX_BYTES),
  });
  hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];
  configDir = await mkdtemp(join(tmpdir(), 'folio-cli-cloud-'));
  const urls = { middlewareUrl: servers.middlewareUrl, serviceUrl: servers.serviceUrl };
  account = await signInCli({
    clients: createFolioClients(urls),
    dataDir: servers.dataDir,
    hosts,
    configDir,
    name: 'cli-cloud',
  });
  // The same account through the SDK, to connect both services as the browser would.
  const session = await expectData(
    createFolioClients(urls).middleware.POST('/auth/login', { body: account }),
  );
  const clients = createFolioClients({
    ...urls,
    session: { getAccessToken: () => session.access_token, refresh: async () => undefined },
  });
  ana = { email: account.email, clients, api: clients.middleware };
  await connectCloud(ana, 'google-drive');
  await connectCloud(ana, 'sharepoint');
  library = graph.addSite('Finanzas', 'Documentos');
});
afterAll(async () => {
  await servers.stop();
  await google.close();
  await graph.close();
  await rm(configDir, { recursive: true, force: true });
});

/** `folio <args>` signed in as the account of this file, against this file's servers. */
const folio = (args: string[]) =>
  runCli([...hosts, ...args], { env: { FOLIO_CONFIG_DIR: configDir }, timeoutMs: 120_000 });

/** `folio --json <args>`, which must succeed; answers its document. */
async function json<T>(args: string[]): Promise<T> {
  const run = await folio(['--json', ...args]);
  expect(run, run.stderr).toMatchObject({ exitCode: 0, stderr: '' });
  return JSON.parse(run.stdout) as T;
}

const names = (listing: Listing) => listing.items.map((item) => item.name);

describe('folio drive', () => {
  it('lists the last files in a table, a folder with --folder and a search with --search', async () => {
    const folder = await driveFolderWithPdf(google);
    const ls = await folio(['drive', 'ls']);
    expect(ls).toMatchObject({ exitCode: 0, stderr: '' });
    expect(ls.lines[0]).toMatch(/^id\s+kind\s+name\s+size\s+modified$/);
    expect(ls.lines.some((line) => line.includes('alquiler.pdf'))).toBe(true);
    expect(names(await json<Listing>(['drive', 'ls', '--folder', folder.id]))).toEqual([
      'alquiler.pdf',
    ]);
    expect(names(await json<Listing>(['drive', 'ls', '--search', 'ALQUI']))).toEqual([
      'alquiler.pdf',
    ]);
  });

  it('imports files into a folder and says how many landed', async () => {
    const ids = ['uno.txt', 'dos.txt'].map(
      (name) =>
        google.addFile({ name, mimeType: 'text/plain', content: Buffer.from(`texto de ${name}`) })
          .id,
    );
    const run = await folio(['drive', 'import', ...ids, '--folder', 'desde-drive']);
    expect(run, run.stderr).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.lines).toEqual(['Imported 2 of 2 files into desde-drive.']);
  });

  it('exits 1 on a partial import and names each failed file with what to do', async () => {
    const good = google.addFile({
      name: 'bueno.txt',
      mimeType: 'text/plain',
      content: Buffer.from('bueno'),
    });
    const run = await folio(['--json', 'drive', 'import', good.id, 'no-such-file']);
    expect(run.exitCode).toBe(1);
    const report = JSON.parse(run.stdout) as CloudImport;
    expect(report.status).toBe('partial');
    expect(report.items.map((item) => [item.state, item.errorCode])).toEqual([
      ['done', null],
      ['failed', 'CLOUD_FILE_NOT_FOUND'],
    ]);
    const huge = google.addFile({
      name: 'enorme.txt',
      mimeType: 'text/plain',
      content: Buffer.from('x'.repeat(MAX_BYTES + 1)),
    });
    const human = await folio(['drive', 'import', 'no-such-file-either', huge.id]);
    expect(human.exitCode).toBe(1);
    expect(human.lines).toEqual([
      'Imported 0 of 2 files into uploads.',
      `no-such-file-either: ${messageForError('en', 'CLOUD_FILE_NOT_FOUND')}`,
      // The limit comes from the server's public config: the item carries only its code.
      'enorme.txt: The file is too large to import: the limit is 1 MB.',
    ]);
  });

  it('uploads a file of Files to a Drive folder', async () => {
    const [stored] = await uploadToFolder(ana, 'subidas', [
      asFile('resumen.csv', 'fila;importe\n1;2\n', 'text/csv'),
    ]);
    const target = google.addFile({
      name: 'Entregas',
      mimeType: 'application/vnd.google-apps.folder',
    });
    const run = await folio(['drive', 'upload', stored?.id ?? '', '--folder', target.id]);
    expect(run, run.stderr).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.lines).toEqual(['Uploaded resumen.csv to Google Drive.']);
    const created = google.uploads().find((file) => file.name === 'resumen.csv');
    expect(created?.parents).toEqual([target.id]);
  });

  it('uploads a configuration’s results as the PDF report with --results --format pdf', async () => {
    await saveConfiguration(ana, 'FacturasNube');
    await runInvoices(ana, 'FacturasNube', ['F-2025-001']);
    const sent = await json<Uploaded>([
      'drive',
      'upload',
      '--results',
      'FacturasNube',
      '--format',
      'pdf',
    ]);
    expect(sent.name).toMatch(/\.pdf$/);
    const created = google.uploads().find((file) => file.id === sent.remoteId);
    expect(created?.content?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 180_000);

  it('runs a configuration on the imported PDFs with folio extract run --files', async () => {
    await saveConfiguration(ana, 'FacturasImportadas');
    const ids = [];
    for (const number of ['F-401', 'F-402']) {
      const content = Buffer.from(await makeInvoicePdf(number));
      ids.push(google.addFile({ name: `${number}.pdf`, mimeType: 'application/pdf', content }).id);
    }
    const landed = await json<CloudImport>(['drive', 'import', ...ids, '--folder', 'facturas']);
    const fileIds = landed.items.map((item) => item.fileId ?? '');

    const run = await folio(['extract', 'run', 'FacturasImportadas', '--files', ...fileIds]);
    expect(run, run.stderr).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.lines[0]).toMatch(/^Run \S+ started: 2 documents with FacturasImportadas$/);
    expect(run.lines.at(-1)).toMatch(/^Run \S+ finished: 2 of 2 done, 0 failed$/);

    const both = await folio([
      'extract',
      'run',
      'FacturasImportadas',
      'x.zip',
      '--files',
      ...fileIds,
    ]);
    expect(both.exitCode).toBe(1);
    expect(both.stderr).toContain('not both');
  }, 180_000);

  it('refuses an unknown --format before calling the server', async () => {
    const run = await folio(['drive', 'upload', '--results', 'FacturasNube', '--format', 'xls']);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toContain('xls');
  });
});

describe('folio sharepoint', () => {
  const libraryId = () => `drive:${library.driveId}`;
  const itemId = (item: { id: string }) => `item:${library.driveId}:${item.id}`;
  const textItem = (name: string) =>
    graph.addItem({
      driveId: library.driveId,
      name,
      mimeType: 'text/plain',
      content: Buffer.from(`contenido de ${name}`),
    });

  it('lists the sites, a site’s libraries, and a library page by page or all of it', async () => {
    ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'].forEach(textItem);
    const sites = await json<Listing>(['sharepoint', 'ls']);
    expect(sites.items.map((item) => [item.id, item.name])).toEqual([
      [`site:${library.siteId}`, 'Finanzas'],
    ]);
    const libraries = await json<Listing>([
      'sharepoint',
      'ls',
      '--folder',
      sites.items[0]?.id ?? '',
    ]);
    expect(libraries.items.map((item) => [item.id, item.name])).toEqual([
      [libraryId(), 'Documentos'],
    ]);
    const first = await json<Listing>(['sharepoint', 'ls', '--folder', libraryId()]);
    expect(first.items).toHaveLength(GRAPH_PAGE_SIZE);
    expect(first.nextPageToken).not.toBeNull();
    const all = await json<Listing>(['sharepoint', 'ls', '--folder', libraryId(), '--all']);
    expect(names(all)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
    expect(all.nextPageToken).toBeNull();
    const table = await folio(['sharepoint', 'ls', '--folder', libraryId(), '--all']);
    expect(table.lines.filter((line) => line.startsWith('item:'))).toHaveLength(5);
  });

  it('searches a library by name', async () => {
    textItem('Presupuesto 2026.txt');
    const found = await json<Listing>([
      'sharepoint',
      'search',
      'presupuesto',
      '--folder',
      libraryId(),
    ]);
    expect(names(found)).toEqual(['Presupuesto 2026.txt']);
  });

  it('imports into the folder named sharepoint (SPEC §9)', async () => {
    const acta = textItem('acta.txt');
    const run = await folio(['sharepoint', 'import', itemId(acta)]);
    expect(run, run.stderr).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.lines).toEqual(['Imported 1 of 1 files into sharepoint.']);
  });

  it('uploads a file of Files to a library through an upload session', async () => {
    const [stored] = await uploadToFolder(ana, 'subidas', [asFile('informe.txt', 'informe')]);
    const run = await folio(['sharepoint', 'upload', stored?.id ?? '', '--folder', libraryId()]);
    expect(run, run.stderr).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.lines).toEqual(['Uploaded informe.txt to SharePoint.']);
    expect(graph.uploads().at(-1)?.content?.toString('utf8')).toBe('informe');
  });

  it('asks to reconnect on stderr and exits 1 once the grant is revoked', async () => {
    graph.oauth.revokeNewest();
    const run = await folio(['sharepoint', 'ls']);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(messageForError('en', 'CLOUD_RECONNECT_REQUIRED'));
  });
});
