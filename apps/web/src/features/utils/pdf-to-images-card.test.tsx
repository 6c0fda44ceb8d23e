import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../lib/i18n';

import { parseDpi, PdfToImagesCard } from './pdf-to-images-card';
import type { RunUtility } from './use-run-utility';

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('parseDpi', () => {
  it.each([
    ['72', 72],
    ['150', 150],
    [' 300 ', 300],
    ['71', undefined],
    ['301', undefined],
    ['150.5', undefined],
    ['', undefined],
    ['alta', undefined],
  ])('reads %j as %j (72-300, SPEC §7 service contract)', (text, dpi) => {
    expect(parseDpi(text)).toBe(dpi);
  });
});

describe('PdfToImagesCard', () => {
  it('sends the ranges and the resolution, 150 dpi unless changed', async () => {
    const run = vi.fn<RunUtility>(async () => true);
    render(
      <I18nextProvider i18n={createI18n({ stored: 'en' })}>
        <PdfToImagesCard run={run} />
      </I18nextProvider>,
    );
    const card = screen.getByRole('region', { name: 'PDF to images' });
    const button = within(card).getByRole('button', { name: 'Make images' });
    const dpi = within(card).getByLabelText<HTMLInputElement>('Resolution (dpi)');
    expect(dpi.value).toBe('150');
    expect(disabled(button)).toBe(true);

    const input = within(card).getByLabelText('PDF to images: Choose files', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'plano.pdf', { type: 'application/pdf' })] },
    });
    expect(disabled(button)).toBe(false);

    fireEvent.change(dpi, { target: { value: '600' } });
    expect(disabled(button)).toBe(true);
    expect(dpi.getAttribute('aria-invalid')).toBe('true');
    within(card).getByText('Write a whole number from 72 to 300');

    fireEvent.change(dpi, { target: { value: '300' } });
    fireEvent.change(within(card).getByLabelText('Pages'), { target: { value: '2 - 3, 5' } });
    fireEvent.click(button);
    await waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(run.mock.calls[0]?.[0]).toBe('pdfToImages');
    expect(run.mock.calls[0]?.[1].map((file) => file.name)).toEqual(['plano.pdf']);
    expect(run.mock.calls[0]?.[2]).toEqual({ ranges: '2-3,5', dpi: 300 });
  });
});
