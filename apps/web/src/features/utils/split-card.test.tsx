import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../lib/i18n';

import { isValidPageRanges } from './page-ranges';
import { SplitCard } from './split-card';
import type { RunUtility } from './use-run-utility';

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

describe('isValidPageRanges', () => {
  it.each(['', '  ', '1', '1-3,5,8-', ' 1 - 3 , 5 ', '2-2', '10-', '-3'])('takes %j', (text) => {
    expect(isValidPageRanges(text)).toBe(true);
  });
  it.each(['0', '3-1', 'a', '1,,2', '1-3-5', '1;2', '1.5', ','])('refuses %j', (text) => {
    expect(isValidPageRanges(text)).toBe(false);
  });
});

describe('SplitCard', () => {
  it('runs only with a PDF and valid ranges, and sends the ranges without spaces', async () => {
    const run = vi.fn<RunUtility>(async () => true);
    render(
      <I18nextProvider i18n={createI18n({ stored: 'en' })}>
        <SplitCard run={run} />
      </I18nextProvider>,
    );
    const card = screen.getByRole('region', { name: 'Split PDF' });
    const button = within(card).getByRole('button', { name: 'Split' });
    const ranges = within(card).getByLabelText('Page ranges');
    expect(disabled(button)).toBe(true);

    const input = within(card).getByLabelText('Split PDF: Choose files', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'big.pdf', { type: 'application/pdf' })] },
    });
    expect(disabled(button)).toBe(false);

    fireEvent.change(ranges, { target: { value: '3-1' } });
    expect(disabled(button)).toBe(true);
    expect(ranges.getAttribute('aria-invalid')).toBe('true');
    within(card).getByText('Write page ranges like 1-3,5,8-');

    fireEvent.change(ranges, { target: { value: '1-3, 5, 8-' } });
    expect(disabled(button)).toBe(false);
    expect(ranges.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(run.mock.calls[0]?.[0]).toBe('split');
    expect(run.mock.calls[0]?.[2]).toEqual({ ranges: '1-3,5,8-' });
  });
});
