import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PublicConfig } from '../../lib/public-config';

import { createFakeChatbot, topicOf } from './testing/fake-chatbot';
import { renderChatbot } from './testing/render-chatbot';

const PATH = '/chatbot/run-topic/contratos';

/** gpt-4o-mini has a key on the fake server, so it is the model chosen at first. */
const AI: PublicConfig['ai'] = {
  providers: ['openai'],
  models: [{ id: 'gpt-4o-mini', provider: 'openai', vision: true, available: true }],
};

function chatbotWithTopic() {
  return createFakeChatbot({ topics: [topicOf('contratos')] });
}

const suggestionsList = async () =>
  within(await screen.findByRole('region', { name: 'Suggested questions' })).getAllByRole('button');

describe('suggested questions (issue 11)', () => {
  it('shows up to 4 in an empty conversation, fetched with the chosen model', async () => {
    const { server } = renderChatbot(chatbotWithTopic(), PATH, { ai: AI });

    const buttons = await suggestionsList();
    expect(buttons.map((button) => button.textContent)).toEqual([
      '¿Cuál es el plazo?',
      '¿Quién firma el contrato?',
      '¿Hay penalizaciones?',
      '¿Cómo se renueva?',
    ]);
    const [call] = server.calls('POST /api/chatbot/prompt-suggestions');
    const body = (await call?.text()) ?? '';
    expect(body).toContain('"topico":"contratos"');
    expect(body).toContain('"model":"gpt-4o-mini"');
    expect(body).toContain('"conversation_id":null');
  });

  it('asks the one clicked, then shows fresh ones for the conversation under the answer', async () => {
    const chatbot = chatbotWithTopic();
    const { server } = renderChatbot(chatbot, PATH, { ai: AI });
    const [first] = await suggestionsList();
    chatbot.state.suggestions = ['¿Y el preaviso?'];
    fireEvent.click(first as HTMLElement);

    await screen.findByText('30 días', { selector: 'strong' });
    const [sent] = server.calls('POST /api/chatbot/messages/conversational');
    expect(await sent?.text()).toContain('"prompt":"¿Cuál es el plazo?"');
    expect(await screen.findByRole('button', { name: '¿Y el preaviso?' })).toBeDefined();
    const last = server.calls('POST /api/chatbot/prompt-suggestions').at(-1);
    const [conversation] = chatbot.state.conversations;
    expect(await last?.text()).toContain(`"conversation_id":"${conversation?.conversation_id}"`);
  });

  it('shows nothing, and no error, when they cannot be had', async () => {
    renderChatbot(chatbotWithTopic(), PATH, {
      ai: AI,
      routes: {
        'POST /api/chatbot/prompt-suggestions': () =>
          Response.json({ errorCode: 'INTERNAL_ERROR', errorMessage: 'down' }, { status: 500 }),
      },
    });
    await screen.findByLabelText('Your question');

    await waitFor(() => expect(screen.queryByRole('status', { name: /suggested/i })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Suggested questions' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('improve prompt (issue 11)', () => {
  it('replaces the question by the generated prompt, with an Undo until the next edit', async () => {
    const { server } = renderChatbot(chatbotWithTopic(), PATH, { ai: AI });
    const input = await screen.findByLabelText<HTMLTextAreaElement>('Your question');
    const improve = screen.getByRole('button', { name: 'Improve prompt' });
    expect(improve.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: 'plazo' } });
    fireEvent.click(improve);

    await waitFor(() => expect(input.value).toBe('Mejorada: plazo'));
    const [call] = server.calls('POST /api/chatbot/prompt-generator');
    const body = (await call?.text()) ?? '';
    expect(body).toContain('"prompt":"plazo"');
    expect(body).toContain('"model":"gpt-4o-mini"');

    fireEvent.click(screen.getByRole('button', { name: 'Undo the improvement' }));
    expect(input.value).toBe('plazo');
    expect(screen.queryByRole('button', { name: 'Undo the improvement' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Improve prompt' }));
    await waitFor(() => expect(input.value).toBe('Mejorada: plazo'));
    fireEvent.change(input, { target: { value: 'Mejorada: plazo, y prórroga' } });
    expect(screen.queryByRole('button', { name: 'Undo the improvement' })).toBeNull();
  });

  it('keeps the question and says so when the prompt cannot be improved', async () => {
    renderChatbot(chatbotWithTopic(), PATH, {
      routes: {
        'POST /api/chatbot/prompt-generator': () =>
          Response.json(
            { errorCode: 'MODEL_DOWN', errorMessage: 'The model is down' },
            { status: 502 },
          ),
      },
    });
    const input = await screen.findByLabelText<HTMLTextAreaElement>('Your question');
    fireEvent.change(input, { target: { value: 'plazo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Improve prompt' }));

    // An unknown code: the notice says the server's message.
    expect(await screen.findByText('The model is down')).toBeDefined();
    expect(input.value).toBe('plazo');
    expect(screen.queryByRole('button', { name: 'Undo the improvement' })).toBeNull();
  });
});
