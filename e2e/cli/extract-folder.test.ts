// Issue 16, from the same runs: `folio extract run CONFIG folder/` on a folder that holds more
// than PDFs (a README, the answer files) takes the PDFs, lists what it left out and why, and goes
// on; a folder without any PDF is refused with exit code 1.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { translate } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signInCli } from '../support/cli-sign-in';
import { clientsForRun } from '../support/clients';
import { INVOICE_ATTRIBUTES, makeInvoicePdf } from '../support/results-fixture';
import { runCli } from '../support/run-cli';

type Schemas = MiddlewareComponents['schemas'];
type RunReport = {
  run: Schemas['Run'];
  output: string | null;
  interrupted: boolean;
  skipped?: { path: string; reason: string }[];
};

const servers = inject('servers');
const clients = clientsForRun();
const CONFIG = 'LoteCarpeta';

describe('folio extract run on a folder with more than PDFs (issue 16)', () => {
  let dir: string;
  let configDir: string;
  const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];
  const folio = (args: string[], timeoutMs = 120_000) =>
    runCli([...hosts, ...args], { env: { FOLIO_CONFIG_DIR: configDir }, timeoutMs });
  const at = (...parts: string[]) => join(dir, ...parts);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-cli-extract-folder-'));
    configDir = at('config');
    await signInCli({
      clients,
      dataDir: servers.dataDir,
      hosts,
      configDir,
      name: 'cli-extract-folder',
    });
    await writeFile(
      at('config.json'),
      JSON.stringify({ name: CONFIG, document_type: 'invoice', attributes: INVOICE_ATTRIBUTES }),
    );
    const created = await folio(['extract', 'configs', 'create', '--from', at('config.json')]);
    expect(created).toMatchObject({ exitCode: 0, stderr: '' });

    // A batch as a power user keeps it: the PDFs, a README and the expected answers.
    await mkdir(at('lote', 'answers'), { recursive: true });
    await writeFile(at('lote', 'F-0101.pdf'), await makeInvoicePdf('F-0101'));
    await writeFile(at('lote', 'F-0102.pdf'), await makeInvoicePdf('F-0102'));
    await writeFile(at('lote', 'README.md'), '# Facturas de prueba\n');
    await writeFile(at('lote', 'answers', 'F-0101.json'), '{"invoice_number": "F-0101"}');
    await writeFile(at('lote', 'answers', 'F-0102.json'), '{"invoice_number": "F-0102"}');
    await mkdir(at('notas'));
    await writeFile(at('notas', 'README.md'), '# Sin facturas\n');
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('takes the PDFs, lists what it skipped and why, runs and writes the results', async () => {
    const run = await folio(['extract', 'run', CONFIG, at('lote'), '--out', at('results.json')]);

    expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
    expect(run.lines.slice(0, 5)).toEqual([
      'Skipped 3 files of the folder:',
      '  README.md: not a PDF',
      '  answers/F-0101.json: not a PDF',
      '  answers/F-0102.json: not a PDF',
      expect.stringMatching(/^Run [0-9a-f-]{36} started: 2 documents with LoteCarpeta$/),
    ]);
    expect(run.stdout).toMatch(/finished: 2 of 2 done, 0 failed/);
    const documents = JSON.parse(
      await readFile(at('results.json'), 'utf8'),
    ) as Schemas['ExtractedDocument'][];
    expect(documents.map((document) => document.file_name).sort()).toEqual([
      'F-0101.pdf',
      'F-0102.pdf',
    ]);
  });

  it('names the skipped files and their reasons in --json', async () => {
    const run = await folio(['--json', 'extract', 'run', CONFIG, at('lote')]);

    expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: '' });
    const report = JSON.parse(run.stdout) as RunReport;
    expect(report.run).toMatchObject({ status: 'succeeded', total: 2, done: 2 });
    expect(report.skipped).toEqual([
      { path: 'README.md', reason: 'notPdf' },
      { path: 'answers/F-0101.json', reason: 'notPdf' },
      { path: 'answers/F-0102.json', reason: 'notPdf' },
    ]);
  });

  it('refuses a folder without any PDF with a clear message and exit code 1', async () => {
    const run = await folio(['extract', 'run', CONFIG, at('notas')]);

    expect(run.exitCode).toBe(1);
    expect(run.lines).toEqual(['Skipped 1 file of the folder:', '  README.md: not a PDF']);
    expect(run.stderr.trim()).toBe(
      translate('en', 'cli.extract.folderNoPdf', { path: at('notas'), count: 1 }),
    );
  });
});
