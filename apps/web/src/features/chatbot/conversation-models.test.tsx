import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PublicConfig } from '../../lib/public-config';

import { ANSWER_SETTINGS_STORAGE_KEY } from './use-answer-settings';
import { createFakeChatbot, sseBody, topicOf } from './testing/fake-chatbot';
import { renderChatbot } from './testing/render-chatbot';

const PATH = '/chatbot/run-topic/contratos';

/** gpt-4o-mini has a key on the fake server; the other models do not. */
const AI: PublicConfig['ai'] = {
  providers: ['openai'],
  models: [
    { id: 'gpt-4o-mini', provider: 'openai', vision: true, available: true },
    { id: 'gpt-4o', provider: 'openai', vision: true, available: false },
  ],
};

function chatbotWithTopic() {
  return createFakeChatbot({ topics: [topicOf('contratos')] });
}

/** Opens the picker labelled `label` and chooses `option`. */
async function pick(label: string, option: string) {
  const dropdown = (await screen.findByLabelText(label)).closest('.p-dropdown');
  if (!dropdown) {
    throw new Error(`no ${label} picker`);
  }
  fireEvent.click(dropdown);
  // The open panel's option: the hidden native select repeats the chosen one. jsdom lays nothing
  // out, so the panel still reads as hidden.
  const panel = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.p-dropdown-panel');
    expect(open).not.toBeNull();
    return open as HTMLElement;
  });
  fireEvent.click(within(panel).getByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull());
}

/** What a picker shows as chosen. */
const chosen = (label: string) =>
  screen.getByLabelText(label).closest('.p-dropdown')?.querySelector('.p-dropdown-label')
    ?.textContent;

async function ask(prompt: string) {
  const input = await screen.findByLabelText('Your question');
  fireEvent.change(input, { target: { value: prompt } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

/** The `json_data` of each message sent. */
async function sentMessages(server: ReturnType<typeof renderChatbot>['server'], route: string) {
  return Promise.all(
    server.calls(`POST /api/chatbot/messages/${route}`).map(async (call) => {
      const form = await call.clone().formData();
      return JSON.parse(form.get('json_data') as string) as Record<string, unknown>;
    }),
  );
}

describe('conversation page, models and missions (issue 11)', () => {
  it('sends the chosen model, tone and personality with every message (SPEC §3)', async () => {
    const { server } = renderChatbot(chatbotWithTopic(), PATH, { ai: AI });
    await pick('Model', 'gpt-4o-mini');
    await pick('Tone', 'Formal');
    await pick('Personality', 'Minimalist');
    await ask('¿Cuál es el plazo?');
    await screen.findByRole('button', { name: '[1] contrato.pdf p. 2' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop answering' })).toBeNull(),
    );
    await ask('¿Y el precio?');

    await waitFor(async () => expect(await sentMessages(server, 'conversational')).toHaveLength(2));
    for (const sent of await sentMessages(server, 'conversational')) {
      expect(sent).toMatchObject({
        model: 'gpt-4o-mini',
        tono: 'formal',
        personalidad: 'minimalista',
        mision: null,
      });
    }
  });

  it('offers a model without a key, saying the built-in engine answers for it', async () => {
    renderChatbot(chatbotWithTopic(), PATH, { ai: AI });
    // The first model with a key is chosen until the user chooses.
    await screen.findByLabelText('Model');
    expect(chosen('Model')).toBe('gpt-4o-mini');

    await pick('Model', 'gpt-4o (no key on this server: the built-in engine answers)');
    expect(chosen('Model')).toBe('gpt-4o (no key on this server: the built-in engine answers)');
    expect(JSON.parse(window.localStorage.getItem(ANSWER_SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      model: 'gpt-4o',
      tone: null,
      personality: null,
    });
  });

  it("restores a reopened conversation's model, tone and personality from its last message", async () => {
    const chatbot = chatbotWithTopic();
    chatbot.seedConversation('contratos', {
      model: 'gpt-4o-mini',
      tone: 'amable',
      personality: 'sabio',
    });
    renderChatbot(chatbot, PATH, { ai: AI });

    await waitFor(() => expect(chosen('Tone')).toBe('Friendly'));
    expect(chosen('Personality')).toBe('Wise');
    expect(chosen('Model')).toBe('gpt-4o-mini');
  });

  it('shows the notices under an answer and, for anonymised text, what was masked', async () => {
    const chatbot = chatbotWithTopic();
    chatbot.state.answerFields = {
      model: 'gpt-4o',
      engine: 'builtin',
      notices: ['model-unavailable', 'web-search-unavailable', 'anonymised'],
    };
    chatbot.state.masked = [
      { placeholder: '[EMAIL_1]', kind: 'email', original: 'ana@example.com' },
      { placeholder: '[NAME_1]', kind: 'name', original: 'Sr. Pérez' },
    ];
    renderChatbot(chatbot, PATH, { ai: AI });
    await ask('¿Quién firma?');

    const notices = await screen.findByRole('list', { name: 'About this answer' });
    expect(notices.textContent).toContain(
      'Answered by the built-in engine: gpt-4o has no key on this server',
    );
    expect(notices.textContent).toContain('No web search is configured on this server');
    fireEvent.click(within(notices).getByRole('button', { name: 'See what was masked' }));

    const dialog = await screen.findByRole('dialog', { name: 'Masked personal data' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlaceholderTypeOriginal',
      '[EMAIL_1]E-mailana@example.com',
      '[NAME_1]NameSr. Pérez',
    ]);
  });

  it("shows a reasoning model's thinking collapsed above the answer", async () => {
    const chatbot = chatbotWithTopic();
    chatbot.state.answerFields = { reasoning: 'La cláusula 2 fija el plazo.', engine: 'deepseek' };
    renderChatbot(chatbot, PATH, { ai: AI });
    await ask('¿Plazo?');
    await screen.findByRole('button', { name: '[1] contrato.pdf p. 2' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop answering' })).toBeNull(),
    );

    const toggle = screen.getByRole('button', { name: 'Reasoning' });
    const thinking = screen.getByText('La cláusula 2 fija el plazo.');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(thinking.closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(thinking.closest('[hidden]')).toBeNull();
    // Above the answer, never inside it.
    const card = toggle.closest<HTMLElement>('.chatbot-answer');
    expect(card?.querySelector('.chatbot-markdown')?.textContent).not.toContain('cláusula 2');
  });

  it('fills the reasoning as its events stream, before the answer', async () => {
    const chatbot = chatbotWithTopic();
    chatbot.state.answer = sseBody([
      ['start', { message_id: 'm-1', conversation_id: 'c-1', engine: 'deepseek' }],
      ['reasoning', { text: 'Busco la cláusula ' }],
      ['reasoning', { text: 'del plazo.' }],
    ]);
    renderChatbot(chatbot, PATH);
    await ask('¿Plazo?');

    expect(await screen.findByText('Busco la cláusula del plazo.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reasoning' })).toBeDefined();
  });

  it('runs a quick prompt with its mission, its name as the question when none is written', async () => {
    const { server } = renderChatbot(chatbotWithTopic(), PATH, { ai: AI });
    fireEvent.click(await screen.findByRole('button', { name: 'Summarise' }));
    await screen.findByRole('button', { name: '[1] contrato.pdf p. 2' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop answering' })).toBeNull(),
    );

    const input = screen.getByLabelText('Your question');
    fireEvent.change(input, { target: { value: 'Solo las cláusulas de pago' } });
    fireEvent.click(screen.getByRole('button', { name: 'Missions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Search clauses', hidden: true }));

    await waitFor(async () => expect(await sentMessages(server, 'conversational')).toHaveLength(2));
    const [first, second] = await sentMessages(server, 'conversational');
    expect(first).toMatchObject({ mision: 'summarize', prompt: 'Summarise the documents' });
    expect(second).toMatchObject({
      mision: 'search-clauses',
      prompt: 'Solo las cláusulas de pago',
    });
  });

  it('marks the missions that need a model while no model with a key is chosen', async () => {
    renderChatbot(chatbotWithTopic(), PATH, { ai: AI });
    await pick('Model', 'Built-in engine');
    expect(await screen.findByRole('button', { name: 'Audit (needs a model)' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Summarise' })).toBeDefined();
    await pick('Model', 'gpt-4o-mini');
    expect(screen.queryByRole('button', { name: 'Audit (needs a model)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Audit' })).toBeDefined();
  });

  it('sends an image to the image route and a recording to the audio route (SPEC §5)', async () => {
    const { server } = renderChatbot(chatbotWithTopic(), PATH);
    const attach = await screen.findByLabelText('Attach files');
    expect(attach.getAttribute('accept')).toContain('.png');
    expect(attach.getAttribute('accept')).toContain('.mp3');

    fireEvent.change(attach, { target: { files: [new File(['PNG'], 'factura.png')] } });
    await ask('¿Qué importe tiene?');
    await screen.findByRole('button', { name: '[1] contrato.pdf p. 2' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop answering' })).toBeNull(),
    );
    fireEvent.change(screen.getByLabelText('Attach files'), {
      target: { files: [new File(['ID3'], 'nota.mp3')] },
    });
    await ask('Resume la nota');

    await waitFor(() => expect(server.calls('POST /api/chatbot/messages/audio')).toHaveLength(1));
    expect(server.calls('POST /api/chatbot/messages/image')).toHaveLength(1);
  });
});
