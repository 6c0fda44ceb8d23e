import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../lib/i18n';

import { HtmlToPdfCard, MAX_HTML_LENGTH } from './html-to-pdf-card';
import type { RunHtmlToPdf } from './use-run-utility';

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

function renderCard(language: 'en' | 'sp' = 'en') {
  const runHtml = vi.fn<RunHtmlToPdf>(async () => true);
  render(
    <I18nextProvider i18n={createI18n({ stored: language })}>
      <HtmlToPdfCard runHtml={runHtml} />
    </I18nextProvider>,
  );
  const card = screen.getByRole('region', {
    name: language === 'en' ? 'HTML to PDF' : 'HTML a PDF',
  });
  return { runHtml, card };
}

describe('HtmlToPdfCard', () => {
  it('needs some HTML (SPEC §5), previews it sandboxed and prints it, A4 portrait', async () => {
    const { runHtml, card } = renderCard();
    const run = within(card).getByRole('button', { name: 'Make PDF' });
    const editor = within(card).getByLabelText('HTML');
    expect(disabled(run)).toBe(true);
    within(card).getByText('Type some HTML or choose an .html file.');

    fireEvent.change(editor, { target: { value: '  ' } });
    expect(disabled(run)).toBe(true);
    fireEvent.change(editor, { target: { value: '<h1>Factura 7</h1>' } });
    expect(disabled(run)).toBe(false);
    expect(within(card).queryByText('Type some HTML or choose an .html file.')).toBeNull();

    const preview = within(card).getByTitle('Preview');
    // No allow-* token: no scripts, no forms, no same origin.
    expect(preview.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(preview.getAttribute('srcdoc')).toBe('<h1>Factura 7</h1>'));

    fireEvent.click(run);
    await waitFor(() => expect(runHtml).toHaveBeenCalledOnce());
    expect(runHtml.mock.calls[0]?.[0]).toEqual({
      html: '<h1>Factura 7</h1>',
      pageSize: 'a4',
      landscape: false,
    });
  });

  it('prints on Letter in landscape when chosen, with the keyboard-usable controls', async () => {
    const { runHtml, card } = renderCard();
    fireEvent.change(within(card).getByLabelText('HTML'), { target: { value: '<p>x</p>' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Letter' }));
    fireEvent.click(within(card).getByLabelText('Landscape'));
    fireEvent.click(within(card).getByRole('button', { name: 'Make PDF' }));

    await waitFor(() => expect(runHtml).toHaveBeenCalledOnce());
    expect(runHtml.mock.calls[0]?.[0]).toMatchObject({ pageSize: 'letter', landscape: true });
  });

  it('fills the editor from an .html file, named after it, and empties it when removed', async () => {
    const { runHtml, card } = renderCard();
    const input = within(card).getByLabelText('HTML to PDF: Choose files', { selector: 'input' });
    const file = new File(['<p>Informe anual</p>'], 'Informe 2025.html', { type: 'text/html' });
    fireEvent.change(input, { target: { files: [file] } });

    const editor = within(card).getByLabelText<HTMLTextAreaElement>('HTML');
    await waitFor(() => expect(editor.value).toBe('<p>Informe anual</p>'));
    fireEvent.click(within(card).getByRole('button', { name: 'Make PDF' }));
    await waitFor(() => expect(runHtml).toHaveBeenCalledOnce());
    expect(runHtml.mock.calls[0]?.[0]).toMatchObject({ name: 'Informe 2025' });

    const remove = within(card).getByRole('button', { name: 'Remove Informe 2025.html' });
    await waitFor(() => expect(disabled(remove)).toBe(false));
    fireEvent.click(remove);
    expect(editor.value).toBe('');
    expect(disabled(within(card).getByRole('button', { name: 'Make PDF' }))).toBe(true);
  });

  it('refuses HTML over the 5 MB the service takes, in the user language', () => {
    const { card } = renderCard('sp');
    const editor = within(card).getByLabelText('HTML');
    fireEvent.change(editor, { target: { value: 'x'.repeat(MAX_HTML_LENGTH + 1) } });

    expect(editor.getAttribute('aria-invalid')).toBe('true');
    within(card).getByText('El HTML supera los 5 MB: acórtalo.');
    expect(disabled(within(card).getByRole('button', { name: 'Crear PDF' }))).toBe(true);
  });
});
