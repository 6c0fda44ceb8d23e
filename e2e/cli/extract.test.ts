import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { messageForError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signInCli } from '../support/cli-sign-in';
import { clientsForRun } from '../support/clients';
import { INVOICE_ATTRIBUTES, makeInvoicePdf } from '../support/results-fixture';
import { runCli } from '../support/run-cli';

type Schemas = MiddlewareComponents['schemas'];
type RunReport = { run: Schemas['Run']; output: string | null; interrupted: boolean };
type ResultsReport = { config_name: string; total: number; items: Schemas['ExtractedDocument'][] };

const servers = inject('servers');
const clients = clientsForRun();
const CONFIG = 'FacturasCli';

describe('folio extract against the real servers (issue 6)', () => {
  let dir: string;
  let configDir: string;
  const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];
  const folio = (args: string[], timeoutMs = 120_000) =>
    runCli([...hosts, ...args], { env: { FOLIO_CONFIG_DIR: configDir }, timeoutMs });
  const json = async <T>(args: string[]): Promise<T> => {
    const run = await folio(['--json', ...args]);
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
    return JSON.parse(run.stdout) as T;
  };
  const at = (...parts: string[]) => join(dir, ...parts);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-cli-extract-'));
    configDir = at('config');
    await signInCli({ clients, dataDir: servers.dataDir, hosts, configDir, name: 'cli-extract' });

    await writeFile(
      at('config.json'),
      JSON.stringify({ name: CONFIG, document_type: 'invoice', attributes: INVOICE_ATTRIBUTES }),
    );
    const first = await makeInvoicePdf('F-0001');
    const second = await makeInvoicePdf('F-0002');
    await writeFile(at('facturas.zip'), zipSync({ 'F-0001.pdf': first, 'F-0002.pdf': second }));
    await mkdir(at('marzo'));
    await writeFile(at('marzo', 'F-0003.pdf'), await makeInvoicePdf('F-0003'));
    await writeFile(at('marzo', '.DS_Store'), 'hidden');
    await writeFile(at('broken.zip'), 'PK\u0003\u0004 this is not a ZIP archive at all');
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a configuration from a JSON file, lists it and shows it', async () => {
    const created = await json<Schemas['Configuration']>([
      'extract',
      'configs',
      'create',
      '--from',
      at('config.json'),
    ]);
    expect(created).toMatchObject({ name: CONFIG, document_type: 'invoice', document_count: 0 });

    const listed = await folio(['extract', 'configs', 'ls']);
    expect(listed.exitCode).toBe(0);
    expect(listed.lines[0]).toMatch(/^NAME\s+TYPE\s+HEADERS\s+DETAILS\s+DOCUMENTS\s+LAST RUN$/);
    expect(listed.lines).toContainEqual(
      expect.stringMatching(/^FacturasCli\s+invoice\s+4\s+2\s+0/),
    );

    const shown = await json<Schemas['Configuration']>(['extract', 'configs', 'show', CONFIG]);
    expect(shown.attributes.map((attribute) => attribute.name)).toEqual(
      INVOICE_ATTRIBUTES.map((attribute) => attribute.name),
    );
  });

  it('refuses a configuration file with a mistake, naming the field', async () => {
    await writeFile(
      at('bad-config.json'),
      JSON.stringify({ name: 'Otra', document_type: 'receipt', attributes: INVOICE_ATTRIBUTES }),
    );
    const run = await folio(['extract', 'configs', 'create', '--from', at('bad-config.json')]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr.trim()).toBe(
      `${at('bad-config.json')}: document_type must be one of invoice, accounting, handwritten, other`,
    );
  });

  it('runs the configuration on a ZIP of two invoices and writes results.json', async () => {
    const run = await folio([
      'extract',
      'run',
      CONFIG,
      at('facturas.zip'),
      '--out',
      at('results.json'),
    ]);
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
    expect(run.lines[0]).toMatch(/^Run [0-9a-f-]{36} started: 2 documents with FacturasCli$/);
    expect(run.lines.filter((line) => /F-000[12]\.pdf {2}done/.test(line))).toHaveLength(2);
    expect(run.stdout).toMatch(/finished: 2 of 2 done, 0 failed/);

    const documents = JSON.parse(
      await readFile(at('results.json'), 'utf8'),
    ) as Schemas['ExtractedDocument'][];
    const byFile = new Map(documents.map((document) => [document.file_name, document]));
    expect([...byFile.keys()].sort()).toEqual(['F-0001.pdf', 'F-0002.pdf']);
    expect(byFile.get('F-0001.pdf')?.headers['invoice_number']?.value).toBe('F-0001');
    expect(byFile.get('F-0002.pdf')?.headers['invoice_number']?.value).toBe('F-0002');
    expect(byFile.get('F-0001.pdf')?.headers['total']?.value).toBe(691);
    expect(byFile.get('F-0001.pdf')?.headers['fecha']?.value).toBe('2024-03-05');
  });

  it('zips a folder itself, detaches, then waits for the run and writes a CSV', async () => {
    const detached = await json<RunReport>(['extract', 'run', CONFIG, at('marzo'), '--detach']);
    expect(detached.run.total).toBe(1);
    expect(detached.run.documents.map((document) => document.file_name)).toEqual(['F-0003.pdf']);

    const waited = await json<RunReport>([
      'extract',
      'wait',
      detached.run.run_id,
      '--out',
      at('marzo.csv'),
    ]);
    expect(waited.run).toMatchObject({ status: 'succeeded', done: 1, failed: 0 });
    expect(waited.output).toBe(at('marzo.csv'));
    const csv = await readFile(at('marzo.csv'), 'utf8');
    expect(csv.startsWith('\uFEFFDocument,State,invoice_number')).toBe(true);
    expect(csv).toContain('F-0003.pdf,');
    expect(csv).not.toContain('F-0001.pdf');
  });

  it('lists results by state and verifies a document', async () => {
    const all = await json<ResultsReport>(['extract', 'results', CONFIG]);
    expect(all.total).toBe(3);
    const target = all.items.find((document) => document.file_name === 'F-0002.pdf');
    expect(target).toBeDefined();
    const id = target?.document_id ?? '';

    const verified = await json<Schemas['ExtractedDocument']>(['extract', 'verify', id]);
    expect(verified).toMatchObject({ document_id: id, state: 'manually_verified' });

    const table = await folio(['extract', 'results', CONFIG, '--state', 'manually_verified']);
    expect(table.exitCode).toBe(0);
    expect(table.lines[0]).toMatch(/^ID\s+FILE\s+STATE\s+VALUES$/);
    expect(table.lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${id}\\s+F-0002\\.pdf\\s+manually_verified\\s+`)),
    ]);
  });

  it('reports a damaged ZIP with its message and exit code 1', async () => {
    const run = await folio(['extract', 'run', CONFIG, at('broken.zip')]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr.trim()).toBe(messageForError('en', 'ZIP_READ_ERROR', ''));
  });

  it('deletes a configuration only with --yes when nobody can be asked', async () => {
    const refused = await folio(['extract', 'configs', 'rm', CONFIG]);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('--yes');

    const deleted = await json<{ deleted: string }>(['extract', 'configs', 'rm', CONFIG, '--yes']);
    expect(deleted.deleted).toBe(CONFIG);
    const shown = await folio(['extract', 'configs', 'show', CONFIG]);
    expect(shown.exitCode).toBe(1);
  });
});
