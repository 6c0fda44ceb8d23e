import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { createI18n } from '../../../lib/i18n';
import type { StorageUsage } from '../storage-types';
import { StorageUsageSummary } from './storage-usage-summary';

const NONE = { files: 0, bytes: 0 };

function usageOf(files: number, bytes: number): StorageUsage {
  return {
    total: { files, bytes },
    by_kind: {
      document: { files, bytes },
      image: NONE,
      video: NONE,
      audio: NONE,
      archive: NONE,
      other: NONE,
    },
  };
}

function renderSummary(usage: StorageUsage | null, language = 'en') {
  return render(
    <I18nextProvider i18n={createI18n({ stored: language })}>
      <StorageUsageSummary usage={usage} />
    </I18nextProvider>,
  );
}

describe('StorageUsageSummary', () => {
  it('says the files stored and the space used, as a named status line', () => {
    renderSummary(usageOf(12, 34.5 * 1024 * 1024));
    const line = screen.getByRole('status', { name: 'Files stored and space used' });
    expect(line.textContent).toBe('12 files · 34.5 MB');
  });

  it('uses the singular for one file, in both languages', () => {
    const { unmount } = renderSummary(usageOf(1, 2048));
    expect(screen.getByRole('status').textContent).toBe('1 file · 2.0 KB');
    unmount();
    renderSummary(usageOf(1, 2048), 'sp');
    const line = screen.getByRole('status', { name: 'Archivos guardados y espacio usado' });
    expect(line.textContent).toBe('1 archivo · 2.0 KB');
  });

  it('shows nothing until the figure has loaded', () => {
    const { container } = renderSummary(null);
    expect(container.textContent).toBe('');
  });
});
