import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { readStoredSession } from '../lib/storage';
import { createFakeServer, errorAnswer, fakeSession, signIn } from '../testing/fixtures';
import { renderApp } from '../testing/render';

const LOGIN_HEADING = { name: 'Welcome back' };

describe('route guards', () => {
  it.each([
    '/dashboard',
    '/files',
    '/extractor',
    '/extractor/run/invoices',
    '/chatbot/run-topic/7',
    '/utils',
  ])('sends a signed-out visitor of %s to /login (SPEC §2)', async (path) => {
    const app = renderApp({ fetch: createFakeServer().fetch, path });

    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeDefined();
    expect(app.pathname()).toBe('/login');
  });

  it('sends / to /login when signed out (SPEC §2)', async () => {
    const app = renderApp({ fetch: createFakeServer().fetch, path: '/' });

    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeDefined();
    expect(app.pathname()).toBe('/login');
  });

  it('sends / to /dashboard when signed in (SPEC §2)', async () => {
    signIn();
    const app = renderApp({ fetch: createFakeServer().fetch, path: '/' });

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeDefined();
    expect(app.pathname()).toBe('/dashboard');
  });

  it('sends a signed-in visitor of /login on to the dashboard', async () => {
    signIn();
    const app = renderApp({ fetch: createFakeServer().fetch, path: '/login' });

    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
  });

  it.each([
    ['/register', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
    ['/reset-password', 'Invalid or expired link'],
    ['/data-protection', 'Data protection'],
  ])('keeps the public route %s open to signed-out visitors (SPEC §2)', async (path, heading) => {
    const app = renderApp({ fetch: createFakeServer().fetch, path });

    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeDefined();
    expect(app.pathname()).toBe(path);
  });

  it('opens a signed-in screen for a signed-in user', async () => {
    signIn();
    renderApp({ fetch: createFakeServer().fetch, path: '/profile' });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeDefined();
    expect(screen.getByText(/your page balance, your password and your data/)).toBeDefined();
  });
});

describe('demo blocker', () => {
  it.each([
    ['/extractor/new', 'createConfiguration'],
    ['/chatbot/new-topic', 'createTopic'],
  ] as const)(
    'shows the feature-blocked screen on %s when the server blocks %s (DECISIONS.md "Demo mode")',
    async (path, feature) => {
      signIn();
      const server = createFakeServer({ config: { demoMode: true, blockedFeatures: [feature] } });
      renderApp({ fetch: server.fetch, path });

      expect(await screen.findByRole('heading', { name: 'Feature not available' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Go back' })).toBeDefined();
      expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeDefined();
    },
  );

  it('opens the new configuration wizard when nothing is blocked', async () => {
    signIn();
    renderApp({ fetch: createFakeServer().fetch, path: '/extractor/new' });

    expect(await screen.findByRole('heading', { name: 'New configuration' })).toBeDefined();
  });

  it('goes to the dashboard from the feature-blocked screen', async () => {
    signIn();
    const server = createFakeServer({ config: { blockedFeatures: ['createTopic'] } });
    const app = renderApp({ fetch: server.fetch, path: '/chatbot/new-topic' });

    (await screen.findByRole('button', { name: 'Go to dashboard' })).click();

    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
  });
});

describe('session check', () => {
  it('refreshes an invalid access token once and keeps the user signed in (SPEC §4)', async () => {
    signIn();
    const renewed = fakeSession('ana.lopez@example.com', 2);
    const server = createFakeServer({
      routes: {
        'GET /api/auth/validate': () => errorAnswer(401, 'TOKEN_EXPIRED', 'expired'),
        'POST /api/auth/refresh': () => Response.json(renewed),
      },
    });
    renderApp({ fetch: server.fetch, path: '/dashboard' });

    await waitFor(() => expect(readStoredSession()).toEqual(renewed));
    expect(server.calls('POST /api/auth/refresh')).toHaveLength(1);
    expect(server.calls('POST /api/auth/refresh')[0]?.headers.get('authorization')).toBe(
      'Bearer refresh-1',
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeDefined();
  });

  it('shows the session-expired message, clears the session and goes to /login when the refresh fails (SPEC §4)', async () => {
    signIn();
    const server = createFakeServer({
      routes: {
        'GET /api/auth/validate': () => errorAnswer(401, 'TOKEN_EXPIRED', 'expired'),
        'POST /api/auth/refresh': () => errorAnswer(401, 'INVALID_TOKEN', 'spent'),
      },
    });
    const app = renderApp({ fetch: server.fetch, path: '/files' });

    expect(await screen.findByText('Your session has expired, please log in again')).toBeDefined();
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(readStoredSession()).toBeNull();
  });
});
