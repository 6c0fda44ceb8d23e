import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { messageForError } from '@folio/core';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { runCli } from '../support/run-cli';

const servers = inject('servers');
const clients = clientsForRun();
const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];

/** A PDF with one page per size. */
async function makePdf(sizes: Array<[number, number]>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  sizes.forEach((size) => pdf.addPage(size));
  return pdf.save();
}

describe('folio utils against the real servers (issue 4)', () => {
  let dir: string;
  let configDir: string;

  /** `folio <args>` with this file's config folder and the run's hosts. */
  const folio = (args: string[], input?: string) =>
    runCli([...hosts, ...args], {
      env: { FOLIO_CONFIG_DIR: configDir },
      ...(input === undefined ? {} : { input }),
    });
  const at = (name: string) => join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-cli-utils-'));
    configDir = join(dir, 'config');
    const email = `cli-utils.${Date.now().toString(36)}@example.com`;
    const account = await registerVerifiedAccount(clients, servers.dataDir, email);
    const login = await folio(
      ['login', '--email', account.email, '--password-stdin', '--key', account.hash],
      `${account.password}\n`,
    );
    expect(login).toMatchObject({ exitCode: 0, stderr: '' });
    await writeFile(at('one.pdf'), await makePdf([[300, 400]]));
    await writeFile(
      at('two.pdf'),
      await makePdf([
        [100, 150],
        [110, 160],
      ]),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('merges two PDFs in the order given', async () => {
    const run = await folio(['utils', 'merge', at('two.pdf'), at('one.pdf'), '-o', at('all.pdf')]);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const merged = await PDFDocument.load(await readFile(at('all.pdf')));
    expect(merged.getPageCount()).toBe(3);
    expect(Math.round(merged.getPage(2).getWidth())).toBe(300);
  });

  it('splits a PDF into a ZIP and reports it with --json', async () => {
    const run = await folio(['--json', 'utils', 'split', at('two.pdf'), '-o', at('parts.zip')]);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const bytes = await readFile(at('parts.zip'));
    expect(JSON.parse(run.stdout)).toEqual({
      output: at('parts.zip'),
      bytes: bytes.length,
      fileName: 'archivos.zip',
    });
    expect(Object.keys(unzipSync(new Uint8Array(bytes)))).toHaveLength(2);

    const again = await folio(['utils', 'split', at('two.pdf'), '-o', at('parts.zip')]);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toContain('already exists');
  });

  it('reports a corrupt PDF with the translated message, exit 1, and writes nothing', async () => {
    await writeFile(at('rota.pdf'), '%PDF-1.4 x');
    const before = await readdir(dir);
    const run = await folio(['utils', 'merge', at('one.pdf'), at('rota.pdf'), '-o', at('bad.pdf')]);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(messageForError('en', 'PDF_PROCESSING_ERROR', ''));
    expect((await readdir(dir)).sort()).toEqual(before.sort());
  });

  it('names a missing input file', async () => {
    const run = await folio(['utils', 'merge', at('nowhere.pdf'), '-o', at('x.pdf')]);

    expect(run).toMatchObject({ exitCode: 1, stdout: '' });
    expect(run.stderr).toBe(`Input file not found: ${at('nowhere.pdf')}\n`);
  });
});
