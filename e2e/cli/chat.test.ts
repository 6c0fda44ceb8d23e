import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { MiddlewareComponents } from '@folio/sdk';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { signInCli } from '../support/cli-sign-in';
import { clientsForRun } from '../support/clients';
import { runCli } from '../support/run-cli';

type MessageAnswer = MiddlewareComponents['schemas']['MessageAnswer'];
type Topic = MiddlewareComponents['schemas']['Topic'];

const servers = inject('servers');
const clients = clientsForRun();

/** A one-page PDF whose sentences the built-in engine can quote. */
async function pdfWithLines(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([500, 400]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 30, y: 360 - index * 18, size: 11, font }),
  );
  return pdf.save();
}

describe('folio chat against the real servers (issue 10)', () => {
  let dir: string;
  let configDir: string;
  const hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];
  const folio = (args: string[], timeoutMs = 120_000) =>
    runCli([...hosts, ...args], { env: { FOLIO_CONFIG_DIR: configDir }, timeoutMs });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-cli-chat-'));
    configDir = join(dir, 'config');
    await signInCli({ clients, dataDir: servers.dataDir, hosts, configDir, name: 'cli-chat' });
    await writeFile(
      join(dir, 'arrendamiento.pdf'),
      await pdfWithLines([
        'Contrato de arrendamiento del local comercial.',
        'El plazo del contrato es de treinta meses desde la firma.',
        'La renta mensual es de 1.200 euros, pagadera por adelantado.',
      ]),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a topic from a PDF, trains it, lists it, and answers with a citation to it', async () => {
    const created = await folio([
      'chat',
      'topics',
      'create',
      'Arrendamientos',
      join(dir, 'arrendamiento.pdf'),
      '--description',
      'Contratos de arrendamiento',
    ]);
    expect({ exitCode: created.exitCode, stderr: created.stderr }).toEqual({
      exitCode: 0,
      stderr: '',
    });
    expect(created.stdout).toContain('Processed: arrendamiento.pdf');

    const listed = await folio(['--json', 'chat', 'topics', 'ls']);
    expect(listed.exitCode).toBe(0);
    const { topics } = JSON.parse(listed.stdout) as { topics: Topic[] };
    expect(topics.find((topic) => topic.topico === 'arrendamientos')).toMatchObject({
      config_chatbot: 'documental',
      file_count: 1,
    });

    const asked = await folio([
      '--json',
      'chat',
      'ask',
      'arrendamientos',
      '¿Cuál es el plazo del contrato?',
    ]);
    expect({ exitCode: asked.exitCode, stderr: asked.stderr }).toEqual({ exitCode: 0, stderr: '' });
    const answer = JSON.parse(asked.stdout) as MessageAnswer;
    expect(answer.message.bot_response).toMatch(/treinta meses/);
    expect(answer.message.citations[0]).toMatchObject({ filename: 'arrendamiento.pdf', page: 1 });

    const streamed = await folio(['chat', 'ask', 'arrendamientos', '¿Cuál es la renta mensual?']);
    expect(streamed.exitCode).toBe(0);
    expect(streamed.stdout).toMatch(/1\.200 euros/);
    expect(streamed.stdout).toMatch(/^\[1\] arrendamiento\.pdf p\. 1: "/m);
  }, 240_000);
});
