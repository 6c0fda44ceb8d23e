import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';

import { AppProviders, createAppServices, type AppServicesOptions } from '../app/providers';
import { routes } from '../app/router';
import { readStoredLanguage } from '../lib/storage';

import { TEST_ORIGIN } from './fixtures';

/**
 * Renders the whole app as `main.tsx` does, on a memory router at `path`, talking to `fetch`
 * through the real SDK. The language comes from the real storage and a browser language
 * (English unless given), so tests exercise the real choice rule.
 */
export function renderApp(options: {
  fetch: NonNullable<AppServicesOptions['fetch']>;
  path?: string;
  browserLanguage?: string;
}) {
  const services = createAppServices({
    origin: TEST_ORIGIN,
    fetch: options.fetch,
    storedLanguage: readStoredLanguage(),
    browserLanguage: options.browserLanguage ?? 'en-US',
    preloadAssets: async () => undefined,
  });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(<AppProviders {...services} router={router} />);
  return { ...services, router, ...result, pathname: () => router.state.location.pathname };
}
