import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { chatHarnessWithTopic } from './chat-harness';
import { runChatSession } from './chat-session';
import { scriptedPrompts } from './scripted-prompts';

let dir: string;
let harness: Awaited<ReturnType<typeof chatHarnessWithTopic>>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-chat-models-test-'));
  harness = await chatHarnessWithTopic(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sentMessage = () =>
  harness.chatbot.requests.find((r) => r.path === '/chatbot/messages/conversational')?.jsonData;

describe('folio chat ask, models, tones, personalities and missions (issue 11)', () => {
  it('sends --model, --tone, --personality and --mission with the question', async () => {
    const asked = await harness.folio([
      'chat',
      'ask',
      'contratos',
      'Resume',
      '--model',
      'gpt-4o-mini',
      '--tone',
      'formal',
      '--personality',
      'minimalista',
      '--mission',
      'summarize',
    ]);

    expect(asked.exitCode).toBe(0);
    expect(sentMessage()).toMatchObject({
      model: 'gpt-4o-mini',
      tono: 'formal',
      personalidad: 'minimalista',
      mision: 'summarize',
    });
  }, 10_000);

  it('sends none of them when no flag is given (the server decides)', async () => {
    await harness.folio(['chat', 'ask', 'contratos', '¿Plazo?']);

    expect(sentMessage()).toMatchObject({
      model: null,
      tono: null,
      personalidad: null,
      mision: null,
    });
  }, 10_000);

  it('refuses an unknown id before sending, listing the valid ones in the user language', async () => {
    const tone = await harness.folio(['chat', 'ask', 'contratos', 'q', '--tone', 'grosero']);
    expect(tone.exitCode).toBe(1);
    expect(tone.stderr).toContain('Unknown --tone grosero. Valid values: asertivo, formal, amable');

    const mission = await harness.folio([
      '--lang',
      'sp',
      'chat',
      'ask',
      'contratos',
      'q',
      '--mission',
      'magic',
    ]);
    expect(mission.exitCode).toBe(1);
    expect(mission.stderr).toContain(
      '--mission desconocido: magic. Valores válidos: audit, compare',
    );

    const model = await harness.folio(['chat', 'ask', 'contratos', 'q', '--model', 'gpt-5']);
    expect(model.stderr).toContain('gpt-4o-mini, gpt-4o, deepseek-chat');
    expect(sentMessage()).toBeUndefined();
  }, 10_000);

  it("prints a reasoning model's thinking before the answer, and the notices after it", async () => {
    harness.chatbot.answerWith(
      {
        reasoning: 'La cláusula 3 fija el plazo.',
        model: 'gpt-4o',
        notices: ['model-unavailable', 'anonymised'],
      },
      [{ placeholder: '[EMAIL_1]', kind: 'email', original: 'ana@example.com' }],
    );
    const asked = await harness.folio(['chat', 'ask', 'contratos', '¿Plazo?']);

    expect(asked.exitCode).toBe(0);
    expect(asked.stdout).toBe(
      [
        'Reasoning:',
        'La cláusula 3 fija el plazo.',
        '',
        'El plazo es de 30 días [1].',
        '[1] contrato.pdf p. 3: "El plazo es de 30 días."',
        'Answered by the built-in engine: gpt-4o has no key on this server',
        'Personal data was replaced by placeholders before the text left for the model.',
        '  [EMAIL_1] = ana@example.com (E-mail)',
        '',
      ].join('\n'),
    );
  }, 10_000);
});

describe('folio chat (interactive), answer settings', () => {
  it('asks the model, tone and personality, marking models without a key, and sends them', async () => {
    harness.chatbot.availableModels.push('gpt-4o-mini');
    const { context } = await harness.signedIn({
      terminal: { canPrompt: true, readStdin: async () => '' },
    });
    const stdout: string[] = [];
    const code = await runChatSession(
      context,
      { write: (text: string) => stdout.push(text) },
      scriptedPrompts(
        [
          'contratos  (Conversational, Active)',
          'gpt-4o (no key on this server: the built-in engine answers)',
          'Didactic',
          'Wise',
        ],
        ['¿Plazo?'],
      ),
    );

    expect(code).toBe(0);
    expect(stdout.join('')).toContain('El plazo es de 30 días [1].');
    expect(sentMessage()).toMatchObject({
      model: 'gpt-4o',
      tono: 'didactico',
      personalidad: 'sabio',
      mision: null,
    });
  }, 10_000);
});
