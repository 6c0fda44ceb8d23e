import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeLanguage } from '../../lib/storage';
import { createFakeServer, PUBLIC_CONFIG } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

describe('home page', () => {
  it('shows the product name and the server version from the public config', async () => {
    const server = createFakeServer();

    renderApp({ fetch: server.fetch });

    expect(await screen.findByRole('heading', { name: 'Folio' })).toBeDefined();
    expect(screen.getByText(`Server version ${PUBLIC_CONFIG.version}`)).toBeDefined();
  });

  it('switches to Spanish and stores the choice under `language` (SPEC §1)', async () => {
    const server = createFakeServer();
    const { i18n } = renderApp({ fetch: server.fetch });

    fireEvent.click(await screen.findByRole('button', { name: 'Spanish' }));

    expect(await screen.findByText(`Versión del servidor ${PUBLIC_CONFIG.version}`)).toBeDefined();
    expect(window.localStorage.getItem('language')).toBe('sp');
    expect(i18n.language).toBe('sp');
  });

  it('opens in the stored language rather than the browser one (DECISIONS.md "Language")', async () => {
    storeLanguage('sp');
    const server = createFakeServer();

    renderApp({ fetch: server.fetch, browserLanguage: 'en-GB' });

    expect(await screen.findByText(`Versión del servidor ${PUBLIC_CONFIG.version}`)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Inglés' })).toBeDefined();
  });

  it('asks the servers for messages in the interface language', async () => {
    storeLanguage('en');
    const server = createFakeServer();

    renderApp({ fetch: server.fetch });

    await screen.findByRole('heading', { name: 'Folio' });
    expect(server.requests.map((request) => request.headers.get('accept-language'))).toEqual([
      'en',
      'en',
    ]);
  });
});
