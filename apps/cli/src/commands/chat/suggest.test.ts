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
  dir = await mkdtemp(join(tmpdir(), 'folio-chat-suggest-test-'));
  harness = await chatHarnessWithTopic(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const suggestionRequests = () =>
  harness.chatbot.requests.filter((r) => r.path === '/chatbot/prompt-suggestions');

describe('folio chat suggest (issue 11)', () => {
  it('prints the suggestions numbered, asked with the model and the conversation', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const suggested = await harness.folio([
      'chat',
      'suggest',
      'Contratos',
      '--model',
      'gpt-4o',
      '--conversation',
      id,
    ]);

    expect(suggested.stderr).toBe('');
    expect(suggested.exitCode).toBe(0);
    expect(suggested.stdout).toBe('1. ¿Cuál es el plazo?\n2. ¿Quién firma?\n');
    expect(suggestionRequests()[0]?.jsonData).toMatchObject({
      topico: 'contratos',
      model: 'gpt-4o',
      conversation_id: id,
    });
  });

  it("prints the server's answer with --json, and says when there is none", async () => {
    const json = await harness.folio(['chat', 'suggest', 'contratos', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      suggestions: ['¿Cuál es el plazo?', '¿Quién firma?'],
    });
    expect(suggestionRequests()[0]?.jsonData).toMatchObject({ model: null, conversation_id: null });

    harness.chatbot.suggestions.list = [];
    const none = await harness.folio(['chat', 'suggest', 'contratos']);
    expect(none.stdout).toContain('No suggestions for this topic yet.');
  });

  it('refuses an unknown model before sending, and says when the server fails', async () => {
    const unknown = await harness.folio(['chat', 'suggest', 'contratos', '--model', 'gpt-9']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('Unknown --model gpt-9');
    expect(suggestionRequests()).toHaveLength(0);

    harness.chatbot.suggestions.list = null;
    const failed = await harness.folio(['chat', 'suggest', 'contratos']);
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).not.toBe('');
  });
});

describe('folio chat (interactive), suggestions', () => {
  const session = async () => {
    const { context, stdout } = await harness.signedIn({
      terminal: { canPrompt: true, readStdin: async () => '' },
    });
    const code = await runChatSession(
      context,
      { write: () => undefined },
      scriptedPrompts(
        [
          'contratos  (Conversational, Active)',
          'gpt-4o-mini (no key on this server: the built-in engine answers)',
          'Default',
          'Default',
        ],
        [],
      ),
    );
    return { code, printed: stdout() };
  };

  it('prints the suggestions once, with the chosen model, after the conversation opens', async () => {
    const { code, printed } = await session();

    expect(code).toBe(0);
    expect(printed).toBe('Suggested questions\n1. ¿Cuál es el plazo?\n2. ¿Quién firma?\n');
    expect(suggestionRequests()).toHaveLength(1);
    expect(suggestionRequests()[0]?.jsonData).toMatchObject({ model: 'gpt-4o-mini' });
  });

  it('goes on without them when they cannot be had', async () => {
    harness.chatbot.suggestions.list = null;
    const { code, printed } = await session();

    expect(code).toBe(0);
    expect(printed).toBe('');
    expect(suggestionRequests()).toHaveLength(1);
  });
});
