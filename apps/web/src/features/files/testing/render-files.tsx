import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import { createFakeServer, PUBLIC_CONFIG, signIn } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

import type { createFakeStorage } from './fake-storage';

/** The limits the files tests run with: PDF, spreadsheet and text, 1 MiB each. */
export const TEST_LIMITS = {
  ...PUBLIC_CONFIG.limits,
  uploadAllowedTypes: ['pdf', 'xlsx', 'txt'],
  uploadMaxFileBytes: 1024 * 1024,
};

/**
 * Opens /files signed in (terms accepted) over a fake middleware whose storage calls `storage`
 * answers, in English unless told. Resolves once the folders and the file list have loaded.
 */
export async function renderFiles(
  storage: ReturnType<typeof createFakeStorage>,
  options: { browserLanguage?: string } = {},
) {
  signIn();
  const server = createFakeServer({ config: { limits: TEST_LIMITS }, routes: storage.routes });
  const app = renderApp({ fetch: server.fetch, path: '/files', ...options });
  const folders = await screen.findByRole('navigation', { name: /Folders|Carpetas/ });
  // The screen shows before its answers do: a skeleton until the folders come, a busy list until
  // the files do.
  await within(folders).findByRole('list');
  await waitFor(() =>
    expect(document.querySelector('.files-browser')?.getAttribute('aria-busy')).toBe('false'),
  );
  return { server, app };
}
