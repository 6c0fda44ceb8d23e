import type { PublicConfig } from '../../../lib/public-config';
import { createFakeServer, PUBLIC_CONFIG, signIn, type FakeRoute } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

import type { createFakeChatbot } from './fake-chatbot';

/**
 * Opens a chatbot screen at `path`, signed in (terms accepted), over a fake middleware whose
 * chatbot calls `chatbot` answers (and `routes` adds to), with the AI models `ai` reports, in
 * English unless told.
 */
export function renderChatbot(
  chatbot: ReturnType<typeof createFakeChatbot>,
  path: string,
  options: {
    browserLanguage?: string;
    routes?: Record<string, FakeRoute>;
    /** The AI models the server reports; none by default. */
    ai?: PublicConfig['ai'];
  } = {},
) {
  signIn();
  const server = createFakeServer({
    config: {
      limits: { ...PUBLIC_CONFIG.limits, uploadMaxFileBytes: 1024 * 1024 },
      ...(options.ai ? { ai: options.ai } : {}),
    },
    routes: { ...chatbot.routes, ...options.routes },
  });
  const app = renderApp({
    fetch: server.fetch,
    path,
    ...(options.browserLanguage ? { browserLanguage: options.browserLanguage } : {}),
  });
  return { server, app };
}
