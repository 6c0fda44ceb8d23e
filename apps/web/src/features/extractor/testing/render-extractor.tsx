import { createFakeServer, PUBLIC_CONFIG, signIn } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

import type { createFakeExtractor } from './fake-extractor';

/** The limits the extractor tests run with: PDFs, images and ZIPs up to 1 MiB. */
export const TEST_LIMITS = {
  ...PUBLIC_CONFIG.limits,
  uploadAllowedTypes: ['pdf', 'png', 'jpg', 'zip'],
  uploadMaxFileBytes: 1024 * 1024,
  zipMaxFiles: 20,
};

/**
 * Opens an extractor screen at `path`, signed in (terms accepted), over a fake middleware whose
 * extractor calls `extractor` answers, in English unless told.
 */
export function renderExtractor(
  extractor: ReturnType<typeof createFakeExtractor>,
  path: string,
  options: { browserLanguage?: string } = {},
) {
  signIn();
  const server = createFakeServer({
    config: {
      limits: TEST_LIMITS,
      ai: {
        providers: ['openai'],
        models: [
          { id: 'gpt-4o', provider: 'openai', vision: true, available: true },
          { id: 'deepseek-chat', provider: 'deepseek', vision: false, available: false },
        ],
      },
    },
    routes: extractor.routes,
  });
  const app = renderApp({ fetch: server.fetch, path, ...options });
  return { server, app };
}
