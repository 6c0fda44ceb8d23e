// The SDK's examples run as an integrator runs them (issue 21 "docs that run"): the packed
// tarball installed with plain npm in an empty folder runs the invoice example, and the other
// examples run from the repository, each against the real servers with a fresh account.
import { execFile, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { Folio } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { REPORT } from '../support/chat-users';
import { freePort } from '../support/free-port';
import { pollUntil } from '../support/poll';
import { INVOICE_ATTRIBUTES, makeInvoicePdf } from '../support/results-fixture';
import { pdfWithLines } from '../support/sample-files';
import { signInWithSdk } from '../support/sdk-account';
import { REPO_ROOT } from '../support/start-servers';

const run = promisify(execFile);
const SDK = join(REPO_ROOT, 'packages/sdk');
const EXAMPLES = join(SDK, 'examples');
/** The e2e package's TypeScript and Node types, lent to the integrator's folder. */
const E2E_MODULES = join(REPO_ROOT, 'e2e/node_modules');

let folio: Folio;
let env: Record<string, string>;
let work: string;

beforeAll(async () => {
  const servers = inject('servers');
  const signedIn = await signInWithSdk('sdk.examples');
  const { account } = signedIn;
  folio = signedIn.folio;
  env = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '',
    FOLIO_URL: servers.middlewareUrl,
    FOLIO_EMAIL: account.email,
    FOLIO_PASSWORD: account.password,
    FOLIO_ACCOUNT_KEY: account.hash,
  };
  work = await mkdtemp(join(tmpdir(), 'folio-sdk-examples-'));
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs an example script with Node (its own TypeScript support) in `cwd`. */
const runExample = (cwd: string, script: string, args: string[]) =>
  run(process.execPath, [join(cwd, script), ...args], { cwd, env, timeout: 180_000 });

describe('the packed SDK', () => {
  it('installs with plain npm in an empty folder, type-checks strictly and runs extract-invoices.ts', async () => {
    const pack = join(work, 'pack');
    await mkdir(pack);
    await run('pnpm', ['pack', '--pack-destination', pack], { cwd: SDK, timeout: 180_000 });
    const [tarball] = (await readdir(pack)).filter((name) => name.endsWith('.tgz'));
    const project = join(work, 'project');
    await mkdir(project);
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'integrator', private: true, type: 'module' }),
    );
    // Only the tarball and its runtime dependencies come in: no dev tools, no audit, no scripts.
    await run(
      'npm',
      ['install', join(pack, tarball ?? ''), '--no-audit', '--no-fund', '--ignore-scripts'],
      { cwd: project, timeout: 180_000 },
    );
    for (const script of ['connect.ts', 'extract-invoices.ts']) {
      await copyFile(
        join(project, 'node_modules/@folio/sdk/examples', script),
        join(project, script),
      );
    }
    // The integrator's strict check: the packed types, with no DOM lib and skipLibCheck off.
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          skipLibCheck: false,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023'],
          noEmit: true,
          allowImportingTsExtensions: true,
          types: ['node'],
          typeRoots: [join(E2E_MODULES, '@types')],
        },
        include: ['*.ts'],
      }),
    );
    await run(process.execPath, [join(E2E_MODULES, 'typescript/bin/tsc'), '-p', project], {
      cwd: project,
      timeout: 120_000,
    });

    await folio.extractor.configurations.save({
      name: 'FacturasEjemplo',
      document_type: 'invoice',
      attributes: INVOICE_ATTRIBUTES,
    });
    const invoices = join(project, 'invoices');
    await mkdir(invoices);
    for (const number of ['E-1', 'E-2']) {
      await writeFile(join(invoices, `${number}.pdf`), await makeInvoicePdf(number));
    }
    const { stdout } = await runExample(project, 'extract-invoices.ts', [
      invoices,
      'FacturasEjemplo',
      join(project, 'out.csv'),
    ]);
    expect(stdout).toContain('2 documents extracted');
    const csv = await readFile(join(project, 'out.csv'), 'utf8');
    expect(csv.split('\r\n').filter((row) => /^E-[12]\.pdf,/.test(row)).length).toBeGreaterThan(1);
    // Packing, a plain npm install, a strict type check and a run: each step has its own bound.
  }, 600_000);
});

describe('the examples', () => {
  it('mirror-folder.ts uploads new and changed files and deletes the ones gone', async () => {
    const local = join(work, 'mirror');
    await mkdir(local);
    await writeFile(join(local, 'a.txt'), 'uno');
    await writeFile(join(local, 'b.txt'), 'dos');
    const first = await runExample(EXAMPLES, 'mirror-folder.ts', [local, 'espejo']);
    expect(first.stdout.trim()).toBe('2 uploaded, 0 deleted, 2 in espejo');

    await writeFile(join(local, 'a.txt'), 'uno, cambiado');
    await unlink(join(local, 'b.txt'));
    await writeFile(join(local, 'c.txt'), 'tres');
    const again = await runExample(EXAMPLES, 'mirror-folder.ts', [local, 'espejo']);
    expect(again.stdout.trim()).toBe('2 uploaded, 1 deleted, 2 in espejo');
    const stored: string[] = [];
    for await (const file of folio.files.list({ topico: 'espejo' })) {
      stored.push(file.filename);
    }
    expect(stored.sort()).toEqual(['a.txt', 'c.txt']);
  });

  it('ask-chatbot.ts streams the answer and lists its sources', async () => {
    await folio.chat.topics.create(
      'Ejemplos',
      new File([new Uint8Array(await pdfWithLines([REPORT]))], 'informe.pdf', {
        type: 'application/pdf',
      }),
      { descripcion: 'Informes anuales' },
    );
    await folio.chat.topics.trained('ejemplos', { intervalMs: 200, timeoutMs: 60_000 });
    const { stdout } = await runExample(EXAMPLES, 'ask-chatbot.ts', [
      'ejemplos',
      '¿Cuándo se inauguró la planta de Sevilla?',
    ]);
    expect(stdout).toContain('2019');
    expect(stdout).toContain('[1] informe.pdf, page 1');
  });
});

describe('webhook-receiver.ts', () => {
  it('prints a delivery signed with its secret once, and refuses a forged one', async () => {
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const port = await freePort();
    const receiver = spawn(process.execPath, [join(EXAMPLES, 'webhook-receiver.ts')], {
      cwd: EXAMPLES,
      env: { ...env, FOLIO_WEBHOOK_SECRET: secret, PORT: String(port) },
    });
    let output = '';
    receiver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    receiver.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await pollUntil(
        async () => output,
        (text) => text.includes('listening'),
        {
          what: 'the receiver to listen',
        },
      );
      const body = JSON.stringify({
        type: 'extraction.run.finished',
        timestamp: new Date().toISOString(),
        data: { runId: 'r-1', status: 'succeeded' },
      });
      const post = (key: string) => {
        const timestamp = Math.floor(Date.now() / 1000);
        const mac = createHmac('sha256', Buffer.from(key.slice('whsec_'.length), 'base64'))
          .update(`msg_1.${timestamp}.${body}`)
          .digest('base64');
        return fetch(`http://127.0.0.1:${port}/`, {
          method: 'POST',
          headers: {
            'webhook-id': 'msg_1',
            'webhook-timestamp': String(timestamp),
            'webhook-signature': `v1,${mac}`,
          },
          body,
        });
      };
      expect((await post(secret)).status).toBe(204);
      expect((await post(secret)).status).toBe(204);
      expect((await post(`whsec_${randomBytes(24).toString('base64')}`)).status).toBe(400);
      await pollUntil(
        async () => output,
        (text) => text.includes('refused'),
        {
          what: 'the refusal',
        },
      );
      expect(output.match(/^extraction\.run\.finished .*"runId":"r-1"/gm)).toHaveLength(1);
      expect(output).toContain('refused a delivery: bad-signature');
    } finally {
      receiver.kill();
    }
  });
});
