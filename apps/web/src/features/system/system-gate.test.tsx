import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeLanguage } from '../../lib/storage';
import { createFakeServer, PUBLIC_CONFIG } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

describe('system gate', () => {
  it('shows the maintenance screen when the health check cannot reach the server (SPEC §4)', async () => {
    const server = createFakeServer({ health: 'unreachable' });

    renderApp({ fetch: server.fetch });

    expect(
      await screen.findByRole('heading', { name: 'We are carrying out maintenance' }),
    ).toBeDefined();
    expect(
      screen.getByText(/temporarily unavailable while we carry out maintenance/),
    ).toBeDefined();
    expect(screen.getByText(/checks the service regularly/)).toBeDefined();
    expect(screen.getByText(/contact the support team/)).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
  });

  it('shows the maintenance screen when the health check answers non-OK (SPEC §4)', async () => {
    const server = createFakeServer({ health: 'unavailable' });

    renderApp({ fetch: server.fetch });

    expect(
      await screen.findByRole('heading', { name: 'We are carrying out maintenance' }),
    ).toBeDefined();
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/api/');
  });

  it("shows the maintenance screen in the user's language (SPEC §2)", async () => {
    storeLanguage('sp');
    const server = createFakeServer({ health: 'unreachable' });

    renderApp({ fetch: server.fetch, browserLanguage: 'en-US' });

    expect(await screen.findByRole('heading', { name: 'Estamos en mantenimiento' })).toBeDefined();
  });

  it("shows 'Loading...' until the health check answers (SPEC §2)", async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const server = createFakeServer();

    renderApp({
      fetch: (request) => (request.url.endsWith('/api/') ? pending : server.fetch(request)),
    });

    expect(screen.getByRole('status').textContent).toBe('Loading...');
    answer(Response.json({ status: 'ok', version: PUBLIC_CONFIG.version }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
  });

  it('shows the app when the health check succeeds (SPEC §4)', async () => {
    const server = createFakeServer();

    renderApp({ fetch: server.fetch });

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect(screen.getByText(`Server version ${PUBLIC_CONFIG.version}`)).toBeDefined();
    expect(screen.queryByText(/maintenance/i)).toBeNull();
  });

  it('shows the not-found page, inside the app, for a path without a screen', async () => {
    const server = createFakeServer();

    renderApp({ fetch: server.fetch, path: '/no-such-screen' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
