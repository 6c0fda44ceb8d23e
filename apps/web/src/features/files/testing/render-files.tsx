import { screen } from '@testing-library/react';

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
 * answers, in English unless told. Resolves once the file list has loaded.
 */
export async function renderFiles(
  storage: ReturnType<typeof createFakeStorage>,
  options: { browserLanguage?: string } = {},
) {
  signIn();
  const server = createFakeServer({ config: { limits: TEST_LIMITS }, routes: storage.routes });
  const app = renderApp({ fetch: server.fetch, path: '/files', ...options });
  await screen.findByRole('navigation', { name: /Folders|Carpetas/ }, { timeout: 5000 });
  return { server, app };
}
