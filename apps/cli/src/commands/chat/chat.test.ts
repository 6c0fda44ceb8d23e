import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Terminal } from '../../terminal';

import { chatHarness } from './chat-harness';

let dir: string;
let harness: Awaited<ReturnType<typeof chatHarness>>;
const at = (name: string) => join(dir, name);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-chat-test-'));
  harness = await chatHarness(dir);
  await writeFile(at('contrato.pdf'), '%PDF-contrato');
  await writeFile(at('anexo.txt'), 'anexo');
  await writeFile(at('broken.pdf'), '%PDF-broken');
  await writeFile(at('cuentas.xlsx'), 'xlsx');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const createTopic = () =>
  harness.folio([
    'chat',
    'topics',
    'create',
    'Contratos',
    at('contrato.pdf'),
    '--description',
    'Contratos de 2024',
    '--anonymise',
  ]);

describe('folio chat topics', () => {
  it('creates a topic from its reference file, lower-cased, with its flags, and trains it', async () => {
    const created = await createTopic();

    expect(created.stderr).toBe('');
    expect(created.exitCode).toBe(0);
    expect(created.stdout).toContain('Created the topic contratos');
    expect(created.stdout).toContain('Processed: contrato.pdf');
    const configure = harness.chatbot.requests.find((r) => r.path === '/chatbot/configure');
    expect(configure?.jsonData).toMatchObject({
      topico: 'contratos',
      descripcion: 'Contratos de 2024',
      config_chatbot: 'documental',
      annonimization: true,
      longer: false,
    });
    expect(configure?.files).toEqual(['contrato.pdf']);
  }, 10_000);

  it('refuses a bad name, a missing description and an Excel reference before sending', async () => {
    const badName = await harness.folio([
      'chat',
      'topics',
      'create',
      'mis contratos',
      at('contrato.pdf'),
      '--description',
      'x',
    ]);
    expect(badName.exitCode).toBe(1);
    expect(badName.stderr).toContain('letters and digits');

    const noDescription = await harness.folio([
      'chat',
      'topics',
      'create',
      'contratos',
      at('contrato.pdf'),
    ]);
    expect(noDescription.exitCode).toBe(1);
    expect(noDescription.stderr).toContain('description is required');

    const excel = await harness.folio([
      'chat',
      'topics',
      'create',
      'cuentas',
      at('cuentas.xlsx'),
      '--description',
      'x',
    ]);
    expect(excel.exitCode).toBe(1);
    expect(excel.stderr).not.toBe('');
    expect(harness.chatbot.requests.some((r) => r.path === '/chatbot/configure')).toBe(false);
  });

  it('lists topics as a table, and as JSON with --json', async () => {
    await createTopic();
    const table = await harness.folio(['chat', 'topics', 'ls']);
    expect(table.stdout).toMatch(/^TOPIC\s+TYPE\s+STATUS/);
    expect(table.stdout).toMatch(/contratos\s+Conversational\s+Active\s+1\s+0\s+Contratos de 2024/);

    const json = await harness.folio(['chat', 'topics', 'ls', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ topics: [{ topico: 'contratos' }] });
  }, 10_000);

  it('deletes a topic only with --yes when nobody is at a terminal', async () => {
    await createTopic();
    const refused = await harness.folio(['chat', 'topics', 'rm', 'contratos']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('--yes');

    const deleted = await harness.folio(['chat', 'topics', 'rm', 'contratos', '--yes']);
    expect(deleted.exitCode).toBe(0);
    expect(harness.chatbot.topics).toHaveLength(0);
  }, 10_000);
});

describe('folio chat train', () => {
  it('trains files and tells the processed and unprocessed names with the reason', async () => {
    await createTopic();
    const trained = await harness.folio([
      'chat',
      'train',
      'contratos',
      at('anexo.txt'),
      at('broken.pdf'),
    ]);

    expect(trained.exitCode).toBe(0);
    expect(trained.stdout).toContain('Processed: anexo.txt');
    expect(trained.stdout).toContain('Not processed: broken.pdf (it could not be read)');
  }, 10_000);

  it('exits 1 when no file was processed', async () => {
    await createTopic();
    const trained = await harness.folio(['chat', 'train', 'contratos', at('broken.pdf'), '--json']);

    expect(trained.exitCode).toBe(1);
    expect(JSON.parse(trained.stdout)).toMatchObject({ status: 'failed', processed: [] });
  }, 10_000);

  it('refuses Excel in a conversational topic (SPEC §5) and an unknown topic', async () => {
    await createTopic();
    const excel = await harness.folio(['chat', 'train', 'contratos', at('cuentas.xlsx')]);
    expect(excel.exitCode).toBe(1);
    expect(excel.stderr).toMatch(/Excel/i);

    const unknown = await harness.folio(['chat', 'train', 'nada', at('anexo.txt')]);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('You have no topic named nada');
  }, 10_000);
});

describe('folio chat ask', () => {
  it('streams the answer, then its citations', async () => {
    await createTopic();
    const asked = await harness.folio(['chat', 'ask', 'contratos', '¿Cuál es el plazo?']);

    expect(asked.exitCode).toBe(0);
    expect(asked.stdout).toBe(
      'El plazo es de 30 días [1].\n[1] contrato.pdf p. 3: "El plazo es de 30 días."\n',
    );
    const sent = harness.chatbot.requests.find(
      (r) => r.path === '/chatbot/messages/conversational',
    );
    expect(sent?.jsonData).toMatchObject({
      topico: 'contratos',
      prompt: '¿Cuál es el plazo?',
      conversation_id: null,
    });
  }, 10_000);

  it('prints one JSON object with the message and its citations with --json', async () => {
    await createTopic();
    const asked = await harness.folio(['chat', 'ask', 'contratos', '¿Plazo?', '--json']);

    const answer = JSON.parse(asked.stdout) as {
      message: { citations: Array<{ filename: string }> };
    };
    expect(answer.message.citations[0]?.filename).toBe('contrato.pdf');
  }, 10_000);

  it('continues a conversation and sends attached documents to the document route', async () => {
    await createTopic();
    const first = JSON.parse(
      (await harness.folio(['chat', 'ask', 'contratos', 'uno', '--json'])).stdout,
    ) as {
      message: { conversation_id: string };
    };
    const id = first.message.conversation_id;
    await harness.folio([
      'chat',
      'ask',
      'contratos',
      'dos',
      '--conversation',
      id,
      '--files',
      at('anexo.txt'),
    ]);

    const sent = harness.chatbot.requests.find((r) => r.path === '/chatbot/messages/document');
    expect(sent?.jsonData['conversation_id']).toBe(id);
    expect(sent?.files).toEqual(['anexo.txt']);

    const history = await harness.folio(['chat', 'history', 'contratos', id]);
    expect(history.stdout).toContain('uno');
    expect(history.stdout).toContain('dos');
    expect(history.stdout).toContain('[1] contrato.pdf p. 3');

    const listed = await harness.folio(['chat', 'conversations', 'contratos']);
    expect(listed.stdout).toContain(id);
  }, 10_000);

  it('refuses more than 4 attached files with the catalogue message', async () => {
    await createTopic();
    const paths = ['a', 'b', 'c', 'd', 'e'].map((name) => at(`${name}.txt`));
    await Promise.all(paths.map((path) => writeFile(path, 'x')));
    const asked = await harness.folio(['chat', 'ask', 'contratos', 'q', '--files', ...paths]);

    expect(asked.exitCode).toBe(1);
    expect(asked.stderr).toContain('Maximum 4 files allowed. You have selected 5.');
  }, 10_000);
});

describe('folio chat ask, stopped', () => {
  it('stops the answer on Ctrl-C with the machine, keeping what arrived, and exits 130', async () => {
    await createTopic();
    harness.chatbot.stallAnswers();
    let interrupt: (() => void) | undefined;
    const terminal: Terminal = {
      canPrompt: false,
      readStdin: async () => '',
      onInterrupt: (handler) => {
        interrupt = handler;
        return () => (interrupt = undefined);
      },
    };
    // Ctrl-C once the first words are on the screen; the server sends nothing more until then.
    const asked = await harness.folio(['chat', 'ask', 'contratos', '¿Plazo?'], terminal, () =>
      interrupt?.(),
    );

    expect(asked.exitCode).toBe(130);
    expect(asked.stdout).toBe('El plazo es \n');
    expect(asked.stderr).toContain('stopped');
  }, 10_000);
});

describe('folio chat (interactive)', () => {
  it('needs a terminal', async () => {
    const session = await harness.folio(['chat']);
    expect(session.exitCode).toBe(1);
    expect(session.stderr).toContain('folio chat ask');
  });
});
