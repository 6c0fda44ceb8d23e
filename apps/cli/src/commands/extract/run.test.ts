import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { credentialsFile } from '../../config-file';
import { createCommandContext, openSession } from '../../context';
import {
  ACCOUNT,
  captureStreams,
  fakeMiddleware,
  MIDDLEWARE_URL,
  SERVICE_URL,
} from '../../testing/fake-middleware';
import type { Terminal } from '../../terminal';

import type { Run, RunDocument } from './run-format';
import { runExtract, runWait, type PollTiming, type RunReport } from './run';

const RUN_ID = '11111111-1111-4111-8111-111111111111';
const doc = (name: string, status: RunDocument['status'], extra: Partial<RunDocument> = {}) => ({
  document_id: `00000000-0000-4000-8000-00000000000${name}`,
  file_name: `${name}.pdf`,
  status,
  ...extra,
});
const runOf = (status: Run['status'], documents: RunDocument[]): Run => ({
  run_id: RUN_ID,
  config_name: 'Facturas',
  status,
  total: documents.length,
  done: documents.filter((document) => document.status === 'done').length,
  failed: documents.filter((document) => document.status === 'failed').length,
  documents,
  created_at: '2024-03-05T10:00:00Z',
});

/**
 * getRun answering `runs` in turn (the last one again), listResults its documents; extractZip
 * keeps the names in the ZIP it receives and extractFromFiles its body, both answering the first
 * run.
 */
function extractorFetch(runs: Run[]) {
  const auth = fakeMiddleware();
  let polls = 0;
  const zipped: string[][] = [];
  const fromFiles: unknown[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/auth/')) {
      return auth.fetch(request);
    }
    if (url.pathname === '/api/extractor/extract/from-files') {
      fromFiles.push(await request.json());
      return Response.json({ success: true, data: runs[0] }, { status: 202 });
    }
    if (url.pathname === '/api/extractor/extract') {
      const file = (await request.formData()).get('file');
      if (file instanceof Blob) {
        zipped.push(Object.keys(unzipSync(new Uint8Array(await file.arrayBuffer()))));
      }
      return Response.json({ success: true, data: runs[0] }, { status: 202 });
    }
    if (url.pathname === `/api/extractor/runs/${RUN_ID}`) {
      const run = runs[Math.min(polls, runs.length - 1)];
      polls += 1;
      return Response.json({ success: true, data: run });
    }
    if (url.pathname === '/api/extractor/results') {
      const items = (runs.at(-1)?.documents ?? []).map((document) => ({
        document_id: document.document_id,
        file_name: document.file_name,
        state: document.state ?? 'not_verified',
      }));
      return Response.json({ success: true, data: { items, total: items.length } });
    }
    return Response.json({ errorCode: 'NOT_FOUND', errorMessage: url.pathname }, { status: 404 });
  };
  return { auth, fetch, polls: () => polls, zipped, fromFiles };
}

const instant: PollTiming = { intervalMs: 0, sleep: async () => undefined };

describe('runWait', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-extract-run-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function signedIn(runs: Run[], terminal?: Terminal, json = false) {
    const fake = extractorFetch(runs);
    const configDir = join(dir, 'config');
    const pair = fake.auth.login();
    await credentialsFile(configDir).write({
      middlewareUrl: MIDDLEWARE_URL,
      serviceUrl: SERVICE_URL,
      email: ACCOUNT.email,
      access_token: pair.access_token,
      refresh_token: pair.refresh_token,
    });
    const captured = captureStreams();
    const context = await openSession(
      createCommandContext(
        { middlewareUrl: MIDDLEWARE_URL, serviceUrl: SERVICE_URL, lang: 'en', json },
        {
          streams: captured.streams,
          isDebug: false,
          configDir,
          fetch: fake.fetch,
          ...(terminal ? { terminal } : {}),
        },
      ),
    );
    return { context, captured, fake };
  }

  it('prints each document as it finishes and exits 0 when all are done', async () => {
    const { context, captured } = await signedIn([
      runOf('running', [doc('1', 'running'), doc('2', 'queued')]),
      runOf('running', [doc('1', 'done', { state: 'auto_verified' }), doc('2', 'running')]),
      runOf('succeeded', [
        doc('1', 'done', { state: 'auto_verified' }),
        doc('2', 'done', { state: 'requires_verification' }),
      ]),
    ]);

    const code = await runWait(context, RUN_ID, { out: join(dir, 'out.json') }, instant);

    expect(code).toBe(0);
    const lines = captured.stdout().trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '  [##########] 100%  1.pdf  done  auto_verified',
      '  [##########] 100%  2.pdf  done  requires_verification',
      `Run ${RUN_ID} finished: 2 of 2 done, 0 failed`,
    ]);
    const written = JSON.parse(await readFile(join(dir, 'out.json'), 'utf8')) as unknown[];
    expect(written).toHaveLength(2);
    expect(captured.stderr()).toBe('');
  });

  it('exits 1 and names the reason when a document failed', async () => {
    const { context, captured } = await signedIn([
      runOf('succeeded', [
        doc('1', 'done', { state: 'auto_verified' }),
        doc('2', 'failed', { error: 'FILE_TOO_MANY_PAGES' }),
      ]),
    ]);

    const code = await runWait(context, RUN_ID, {}, instant);

    expect(code).toBe(1);
    expect(captured.stderr()).toMatch(/^2\.pdf failed: /);
    expect(captured.stdout()).toContain('1 failed');
  });

  it('stops watching on Ctrl-C with the command to reattach, leaving the run alone', async () => {
    let interrupt: () => void = () => undefined;
    const terminal: Terminal = {
      canPrompt: false,
      readStdin: async () => '',
      onInterrupt: (handler) => {
        interrupt = handler;
        return () => undefined;
      },
    };
    const { context, captured, fake } = await signedIn(
      [runOf('running', [doc('1', 'running')])],
      terminal,
    );
    const timing: PollTiming = {
      intervalMs: 0,
      sleep: async () => {
        if (fake.polls() >= 2) {
          interrupt();
        }
      },
    };

    const code = await runWait(context, RUN_ID, {}, timing);

    expect(code).toBe(130);
    expect(captured.stderr().trim()).toBe(
      `Stopped watching; the run goes on. Reattach with: folio extract wait ${RUN_ID}`,
    );
  });

  describe('on a folder with more than PDFs (issue 16)', () => {
    async function batch(): Promise<string> {
      const folder = join(dir, 'lote');
      await mkdir(join(folder, 'respuestas'), { recursive: true });
      await writeFile(join(folder, '1.pdf'), '%PDF-1.7 uno');
      await writeFile(join(folder, '2.pdf'), '%PDF-1.7 dos');
      await writeFile(join(folder, 'README.md'), '# Lote');
      await writeFile(join(folder, 'respuestas', '1.json'), '{}');
      await writeFile(join(folder, 'roto.pdf'), 'no');
      return folder;
    }
    const finished = runOf('succeeded', [
      doc('1', 'done', { state: 'auto_verified' }),
      doc('2', 'done', { state: 'auto_verified' }),
    ]);

    it('sends the PDFs only, lists what it skipped and why, and goes on', async () => {
      const { context, captured, fake } = await signedIn([finished]);

      const code = await runExtract(context, 'Facturas', await batch(), {}, instant);

      expect(code).toBe(0);
      expect(fake.zipped).toEqual([['1.pdf', '2.pdf']]);
      const lines = captured.stdout().trimEnd().split('\n');
      expect(lines.slice(0, 5)).toEqual([
        'Skipped 3 files of the folder:',
        '  README.md: not a PDF',
        '  respuestas/1.json: not a PDF',
        '  roto.pdf: named .pdf but not a PDF',
        `Run ${RUN_ID} started: 2 documents with Facturas`,
      ]);
      expect(lines.at(-1)).toBe(`Run ${RUN_ID} finished: 2 of 2 done, 0 failed`);
      expect(captured.stderr()).toBe('');
    });

    it('names the skipped files and their reasons in --json', async () => {
      const { context, captured } = await signedIn([finished], undefined, true);

      const code = await runExtract(context, 'Facturas', await batch(), {}, instant);

      expect(code).toBe(0);
      const report = JSON.parse(captured.stdout()) as RunReport;
      expect(report.run.status).toBe('succeeded');
      expect(report.skipped).toEqual([
        { path: 'README.md', reason: 'notPdf' },
        { path: 'respuestas/1.json', reason: 'notPdf' },
        { path: 'roto.pdf', reason: 'notPdfContent' },
      ]);
    });

    it('refuses a folder without a PDF, after listing what it holds', async () => {
      const { context, captured, fake } = await signedIn([finished]);
      const folder = join(dir, 'sin-pdf');
      await mkdir(folder);
      await writeFile(join(folder, 'README.md'), '# Nada');

      await expect(runExtract(context, 'Facturas', folder, {}, instant)).rejects.toMatchObject({
        messageKey: 'cli.extract.folderNoPdf',
        params: { path: folder, count: 1 },
      });
      expect(fake.zipped).toEqual([]);
      expect(captured.stdout()).toBe('Skipped 1 file of the folder:\n  README.md: not a PDF\n');
    });
  });

  describe('on PDFs already in Files (issue 14)', () => {
    const FILE_IDS = [
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ];
    const finished = runOf('succeeded', [
      doc('1', 'done', { state: 'auto_verified' }),
      doc('2', 'done', { state: 'auto_verified' }),
    ]);

    it('starts the run on the ids given with --files and follows it', async () => {
      const { context, captured, fake } = await signedIn([finished]);

      const code = await runExtract(context, 'Facturas', undefined, { files: FILE_IDS }, instant);

      expect(code).toBe(0);
      expect(fake.zipped).toEqual([]);
      expect(fake.fromFiles).toMatchObject([
        { empresa: 'demo', config_name: 'Facturas', file_ids: FILE_IDS },
      ]);
      const lines = captured.stdout().trimEnd().split('\n');
      expect(lines[0]).toBe(`Run ${RUN_ID} started: 2 documents with Facturas`);
      expect(lines.at(-1)).toBe(`Run ${RUN_ID} finished: 2 of 2 done, 0 failed`);
    });

    it('wants a ZIP or a folder, or --files, and not both', async () => {
      const { context, fake } = await signedIn([finished]);
      for (const [input, files] of [
        [undefined, undefined],
        [undefined, []],
        [join(dir, 'lote.zip'), FILE_IDS],
      ] as const) {
        await expect(
          runExtract(context, 'Facturas', input, files ? { files: [...files] } : {}, instant),
        ).rejects.toMatchObject({ messageKey: 'cli.extract.inputOrFiles' });
      }
      expect(fake.fromFiles).toEqual([]);
    });
  });
});
