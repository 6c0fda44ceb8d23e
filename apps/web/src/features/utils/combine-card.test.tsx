import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../lib/i18n';

import { CombineCard } from './combine-card';
import type { RunUtility } from './use-run-utility';

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function renderCard() {
  const run = vi.fn<RunUtility>(async () => true);
  render(
    <I18nextProvider i18n={createI18n({ stored: 'en' })}>
      <CombineCard run={run} />
    </I18nextProvider>,
  );
  const card = screen.getByRole('region', { name: 'Combine PDFs' });
  const input = within(card).getByLabelText('Combine PDFs: Choose files', { selector: 'input' });
  return { run, card, input };
}

describe('CombineCard', () => {
  it('reorders the files with the up and down buttons and combines them in that order', async () => {
    const { run, card, input } = renderCard();
    const combine = within(card).getByRole('button', { name: 'Combine' });
    expect(disabled(combine)).toBe(true);

    fireEvent.change(input, { target: { files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] } });
    const order = () =>
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.utils-file-name')?.textContent);
    expect(order()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(disabled(within(card).getByRole('button', { name: 'Move a.pdf up' }))).toBe(true);
    expect(disabled(within(card).getByRole('button', { name: 'Move c.pdf down' }))).toBe(true);

    fireEvent.click(within(card).getByRole('button', { name: 'Move c.pdf up' }));
    expect(order()).toEqual(['a.pdf', 'c.pdf', 'b.pdf']);
    fireEvent.click(within(card).getByRole('button', { name: 'Move a.pdf down' }));
    expect(order()).toEqual(['c.pdf', 'a.pdf', 'b.pdf']);
    fireEvent.click(within(card).getByRole('button', { name: 'Remove b.pdf' }));
    expect(order()).toEqual(['c.pdf', 'a.pdf']);

    expect(disabled(combine)).toBe(false);
    fireEvent.click(combine);
    await waitFor(() => expect(run).toHaveBeenCalledOnce());
    const [utility, files] = run.mock.calls[0] ?? [];
    expect(utility).toBe('combine');
    expect(files?.map((file) => file.name)).toEqual(['c.pdf', 'a.pdf']);
  });

  it('leaves out files that are not PDFs and says so', () => {
    const { card, input } = renderCard();
    fireEvent.change(input, {
      target: { files: [pdf('a.pdf'), new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getByRole('alert').textContent).toMatch(/left out/);
  });
});
