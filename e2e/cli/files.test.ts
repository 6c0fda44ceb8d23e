import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { messageForError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import { unzipSync, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { TestAccount } from '../support/accounts';
import { signInCli } from '../support/cli-sign-in';
import { clientsForRun } from '../support/clients';
import { CLI_PATH, runCli } from '../support/run-cli';
import { REPO_ROOT } from '../support/start-servers';

type StoredFile = MiddlewareComponents['schemas']['StoredFile'];
type UploadReport = {
  folder: string;
  uploaded: Array<{ path: string; blobName: string; size: number; resumable: boolean }>;
  unchanged: Array<{ path: string; blobName: string }>;
  failed: Array<{ path: string; errorCode: string }>;
  interrupted: boolean;
};
type LsReport = { folder: string | null; total: number; files: StoredFile[] };

const servers = inject('servers');
const clients = clientsForRun();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A one-page PDF whose text content search can find. */
async function pdfWithText(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([400, 300]).drawText(text, { x: 20, y: 250, size: 12, font });
  return pdf.save();
}

/**
 * A proxy in front of the middleware that forwards everything as it is (the Host header too, so
 * tus upload URLs point back at it) and, while `throttle` is on, lets the body of resumable
 * uploads (`PATCH /storage/tus/...`) through slowly, counting the bytes.
 */
async function startProxy(target: URL) {
  // `openPatches` counts PATCH bodies still being pumped: after the client dies, bytes already in
  // the proxy's socket buffer still reach the server, so a count read before they drain is short.
  const state = { throttle: false, patchBytes: 0, openPatches: 0 };
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.on('close', () => {
      if (!incoming.complete) {
        upstream.destroy();
      }
    });
    const isPatch = incoming.method === 'PATCH' && (incoming.url ?? '').includes('/storage/tus');
    if (isPatch) {
      state.openPatches += 1;
    }
    void (async () => {
      for await (const chunk of incoming as AsyncIterable<Buffer>) {
        for (let start = 0; start < chunk.length; start += 64 * 1024) {
          const slice = chunk.subarray(start, start + 64 * 1024);
          if (isPatch) {
            state.patchBytes += slice.length;
            if (state.throttle) {
              await sleep(15);
            }
          }
          if (upstream.destroyed) {
            return;
          }
          if (!upstream.write(slice)) {
            // A destroyed upstream never drains: its close ends the wait too.
            await new Promise((resolve) => {
              upstream.once('drain', resolve);
              upstream.once('close', resolve);
            });
          }
        }
      }
      upstream.end();
    })()
      .catch(() => upstream.destroy())
      .finally(() => {
        if (isPatch) {
          state.openPatches -= 1;
        }
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}${target.pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('folio files against the real servers (issue 5)', () => {
  let dir: string;
  let configDir: string;
  let account: TestAccount;
  const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];

  /** `folio <args>` with this file's config folder and the run's hosts. */
  const folio = (args: string[], timeoutMs = 60_000) =>
    runCli([...hosts, ...args], { env: { FOLIO_CONFIG_DIR: configDir }, timeoutMs });
  const json = async <T>(args: string[]): Promise<T> => {
    const run = await folio(['--json', ...args]);
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
    return JSON.parse(run.stdout) as T;
  };
  const at = (...parts: string[]) => join(dir, ...parts);
  const listing = (folder: string) => json<LsReport>(['files', 'ls', folder, '--all']);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-cli-files-'));
    configDir = join(dir, 'config');
    account = await signInCli({
      clients,
      dataDir: servers.dataDir,
      hosts,
      configDir,
      name: 'cli-files',
    });

    await mkdir(at('docs', 'more'), { recursive: true });
    await writeFile(at('docs', 'factura.pdf'), await pdfWithText('Factura de marzo: total 1234'));
    await writeFile(at('docs', 'notes.txt'), 'The invoice total was paid in April.\n');
    await writeFile(at('docs', 'more', 'readme.md'), '# Folio\n\nQuarterly report draft.\n');
    await writeFile(at('docs', '.DS_Store'), 'hidden');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a folder, uploads a folder of three files and lists them', async () => {
    const folder = await json<{ topico: string; color: string }>([
      'files',
      'mkdir',
      'facturas',
      '--color',
      'green',
      '--description',
      'Invoices',
    ]);
    expect(folder).toMatchObject({ topico: 'facturas', color: 'green' });

    const report = await json<UploadReport>(['files', 'upload', at('docs'), '--to', 'facturas']);
    expect(report.uploaded.map((entry) => entry.blobName).sort()).toEqual([
      'facturas/factura.pdf',
      'facturas/notes.txt',
      'facturas/readme.md',
    ]);
    expect(report).toMatchObject({ folder: 'facturas', failed: [], interrupted: false });

    const listed = await listing('facturas');
    expect(listed.files.map((file) => file.filename).sort()).toEqual([
      'factura.pdf',
      'notes.txt',
      'readme.md',
    ]);
    const table = await folio(['files', 'ls', 'facturas', '--sort', 'name']);
    expect(table.exitCode).toBe(0);
    expect(table.lines[0]).toMatch(/^NAME\s+SIZE\s+DATE\s+TAGS\s+INDEX$/);
    expect(table.lines.slice(1).map((line) => line.split(/\s+/)[0])).toEqual([
      'factura.pdf',
      'notes.txt',
      'readme.md',
    ]);

    // The same command again sends nothing: every file is already there.
    const again = await json<UploadReport>(['files', 'upload', at('docs'), '--to', 'facturas']);
    expect(again.uploaded).toEqual([]);
    expect(again.unchanged).toHaveLength(3);
  });

  it('shows the tree with counts and the system folders marked', async () => {
    const run = await folio(['files', 'tree']);

    expect(run.exitCode).toBe(0);
    expect(run.lines).toContain('uploads/ (system)  0 files, 0 B');
    const index = run.lines.findIndex((line) => line.startsWith('facturas/  3 files'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(run.lines.slice(index + 1, index + 4).map((line) => line.split(/\s+/)[1])).toEqual([
      'factura.pdf',
      'notes.txt',
      'readme.md',
    ]);
  });

  it('tags a file, then moves and copies files', async () => {
    const tagged = await json<StoredFile>([
      'files',
      'tag',
      'facturas/notes.txt',
      '--add',
      'urgente,q2',
      '--description',
      'Paid in April',
    ]);
    expect(tagged).toMatchObject({ tags: ['urgente', 'q2'], description: 'Paid in April' });

    await json(['files', 'mkdir', 'archivo']);
    const moved = await json<{ moved: StoredFile[] }>([
      'files',
      'mv',
      'facturas/readme.md',
      '--to',
      'archivo',
    ]);
    expect(moved.moved.map((file) => file.blob_name)).toEqual(['archivo/readme.md']);
    const copied = await json<StoredFile>(['files', 'cp', 'facturas/notes.txt', 'archivo']);
    expect(copied.blob_name).toBe('archivo/notes.txt');

    expect((await listing('archivo')).files.map((file) => file.filename).sort()).toEqual([
      'notes.txt',
      'readme.md',
    ]);
    expect((await listing('facturas')).files.map((file) => file.filename).sort()).toEqual([
      'factura.pdf',
      'notes.txt',
    ]);
  });

  it('finds text in the indexed files, with the page and the highlighted snippet', async () => {
    const deadline = Date.now() + 60_000;
    let pending = true;
    while (pending && Date.now() < deadline) {
      const files = (await listing('facturas')).files;
      pending = files.some(
        (file) => file.index_status === 'pending' || file.index_status === 'indexing',
      );
      if (pending) {
        await sleep(250);
      }
    }
    expect(pending).toBe(false);

    const found = await json<{
      results: Array<{ file: StoredFile; page: number; snippet: string }>;
    }>(['files', 'search', 'marzo', '--folder', 'facturas']);
    expect(found.results[0]).toMatchObject({
      file: { blob_name: 'facturas/factura.pdf' },
      page: 1,
    });
    expect(found.results[0]?.snippet).toMatch(/<mark>marzo<\/mark>/i);

    const human = await folio(['files', 'search', 'invoice']);
    expect(human.exitCode).toBe(0);
    expect(human.stdout).toContain('facturas/notes.txt');
    expect(human.stdout).not.toContain('<mark>');

    const byName = await json<{ files: StoredFile[] }>(['files', 'search', '--name', 'factu*']);
    expect(byName.files.map((file) => file.blob_name)).toEqual(['facturas/factura.pdf']);
  });

  it('downloads two files as one ZIP', async () => {
    const zip = at('both.zip');
    const run = await folio([
      'files',
      'download',
      'facturas/notes.txt',
      'archivo/readme.md',
      '-o',
      zip,
    ]);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const entries = unzipSync(new Uint8Array(await readFile(zip)));
    expect(Object.keys(entries).sort()).toEqual(['notes.txt', 'readme.md']);
    expect(new TextDecoder().decode(entries['notes.txt'])).toBe(
      await readFile(at('docs', 'notes.txt'), 'utf8'),
    );
  });

  it('deletes only with --yes off a terminal', async () => {
    const refused = await folio(['files', 'rm', 'archivo/notes.txt']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('--yes');

    const deleted = await json<{ deleted: string[] }>([
      'files',
      'rm',
      '--yes',
      'archivo/notes.txt',
    ]);
    expect(deleted.deleted).toEqual(['archivo/notes.txt']);
    expect((await listing('archivo')).files.map((file) => file.filename)).toEqual(['readme.md']);
  });

  it('names an unknown folder, refuses an .exe and stores nothing', async () => {
    const unknown = await folio(['files', 'ls', 'nowhere']);
    expect(unknown).toMatchObject({ exitCode: 1, stdout: '' });
    expect(unknown.stderr).toContain('You have no folder named nowhere');

    await writeFile(at('setup.exe'), 'MZ\u0090\u0000');
    const before = await json<LsReport>(['files', 'ls', '--all']);
    const run = await folio(['--json', 'files', 'upload', at('setup.exe')]);
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      uploaded: [],
      failed: [{ path: at('setup.exe'), errorCode: 'UNSUPPORTED_MEDIA_TYPE' }],
    });
    expect(run.stderr).toContain('.exe files are not accepted');
    const after = await json<LsReport>(['files', 'ls', '--all']);
    expect(after.total).toBe(before.total);
  });

  it('refuses to delete a system folder and keeps the session', async () => {
    const run = await folio(['files', 'rm', '--folder', 'uploads', '--yes']);

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(messageForError('en', 'SYSTEM_FOLDER_PROTECTED', ''));
    expect((await folio(['whoami'])).exitCode).toBe(0);
  });

  describe('a large upload stopped half-way', () => {
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    const proxyConfig = () => join(dir, 'config-proxy');
    const proxied = () => ['--middleware-url', proxy.url, '--service-url', servers.serviceUrl];

    beforeAll(async () => {
      proxy = await startProxy(new URL(servers.middlewareUrl));
      const login = await runCli(
        [
          ...proxied(),
          'login',
          '--email',
          account.email,
          '--password-stdin',
          '--key',
          account.hash,
        ],
        { env: { FOLIO_CONFIG_DIR: proxyConfig() }, input: `${account.password}\n` },
      );
      expect(login.exitCode).toBe(0);
    });
    afterAll(async () => {
      await proxy.close();
    });

    it.each([
      ['SIGINT', 'ctrl-c.zip'],
      ['SIGKILL', 'killed.zip'],
    ] as const)(
      'resumes after %s, sends only the rest, and the file arrives whole',
      async (signal, name) => {
        // A ZIP (an allowed type) of 20 MB that does not compress: over the resumable threshold.
        const big = zipSync(
          { 'random.bin': new Uint8Array(randomBytes(20 * 1024 * 1024)) },
          { level: 0 },
        );
        await writeFile(at(name), big);
        const env = { FOLIO_CONFIG_DIR: proxyConfig() };
        const args = [...proxied(), '--json', 'files', 'upload', at(name)];

        // First run: slowed down by the proxy, stopped once 4 MB went through.
        proxy.state.throttle = true;
        proxy.state.patchBytes = 0;
        const child = spawn(process.execPath, [CLI_PATH, ...args], {
          cwd: REPO_ROOT,
          env: { ...process.env, FOLIO_LANG: 'en', ...env },
          stdio: 'pipe',
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
        const deadline = Date.now() + 30_000;
        while (proxy.state.patchBytes < 4 * 1024 * 1024 && Date.now() < deadline) {
          await sleep(20);
        }
        child.kill(signal);
        const exitCode = await exited;
        if (signal === 'SIGINT') {
          // Ctrl-C: a clean stop, with the report and the way to go on.
          expect(exitCode).toBe(130);
          expect(stderr).toContain('Interrupted. Run the same command again');
          expect(JSON.parse(stdout)).toMatchObject({ interrupted: true, uploaded: [] });
        } else {
          expect(exitCode).toBeNull();
        }
        const drained = Date.now() + 10_000;
        while (proxy.state.openPatches > 0 && Date.now() < drained) {
          await sleep(20);
        }
        expect(proxy.state.openPatches).toBe(0);
        const firstBytes = proxy.state.patchBytes;
        expect(firstBytes).toBeLessThan(big.length);
        expect((await stat(join(proxyConfig(), 'uploads.json'))).mode & 0o777).toBe(0o600);

        // Second run: the same command, at full speed, sends only the rest.
        proxy.state.throttle = false;
        proxy.state.patchBytes = 0;
        const rerun = await runCli(args, { env, timeoutMs: 60_000 });
        expect({ exitCode: rerun.exitCode, stderr: rerun.stderr }).toEqual({
          exitCode: 0,
          stderr: '',
        });
        expect((JSON.parse(rerun.stdout) as UploadReport).uploaded).toMatchObject([
          { blobName: `uploads/${name}`, size: big.length, resumable: true },
        ]);
        expect(proxy.state.patchBytes).toBeLessThan(big.length);
        expect(proxy.state.patchBytes + firstBytes).toBeGreaterThanOrEqual(big.length);

        const stored = (await listing('uploads')).files.find((file) => file.filename === name);
        expect(stored?.sha256).toBe(sha256(big));
        const copy = at(`copy-${name}`);
        expect((await folio(['files', 'download', `uploads/${name}`, '-o', copy])).exitCode).toBe(
          0,
        );
        expect(sha256(await readFile(copy))).toBe(sha256(big));
      },
    );
  });
});
