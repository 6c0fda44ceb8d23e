import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { readStoredSession, storeAccountKey } from '../../lib/storage';
import { createFakeServer, errorAnswer, fakeSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

function fillLogin(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('shows the server errorMessage when the credentials are wrong (SPEC §4)', async () => {
    const server = createFakeServer({
      routes: {
        'POST /api/auth/login': () =>
          errorAnswer(
            401,
            'AUTHENTICATION_FAILED',
            'The email or password you entered is incorrect',
          ),
      },
    });
    const app = renderApp({ fetch: server.fetch, path: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });

    fillLogin('ana@example.com', 'Wrong-pass1');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password you entered is incorrect',
    );
    expect(app.pathname()).toBe('/login');
    expect(readStoredSession()).toBeNull();
  });

  it('shows the server errorMessage as it was sent, in the language asked for (SPEC §8)', async () => {
    const server = createFakeServer({
      routes: {
        'POST /api/auth/login': (request) =>
          errorAnswer(
            429,
            'RATE_LIMIT_EXCEEDED',
            request.headers.get('accept-language') === 'es' ? 'Demasiados intentos' : 'Too many',
          ),
      },
    });
    renderApp({ fetch: server.fetch, path: '/login', browserLanguage: 'es' });
    await screen.findByRole('heading', { name: 'Bienvenido de nuevo' });

    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Demasiados intentos');
  });

  it('shows the network message when the server cannot be reached (SPEC §8)', async () => {
    const server = createFakeServer({
      routes: {
        'POST /api/auth/login': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    renderApp({ fetch: server.fetch, path: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });

    fillLogin('ana@example.com', 'Secret-pass1');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network connection error: check the internet connection and try again',
    );
  });

  it('stores the whole answer as authUser and goes to /dashboard on success (SPEC §4)', async () => {
    const answer = fakeSession('ana@example.com');
    const server = createFakeServer({
      routes: { 'POST /api/auth/login': () => Response.json(answer) },
    });
    const app = renderApp({ fetch: server.fetch, path: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });

    fillLogin(' ana@example.com ', 'Secret-pass1');

    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
    expect(window.localStorage.getItem('authUser')).toBe(JSON.stringify(answer));
    expect(await server.calls('POST /api/auth/login')[0]?.json()).toEqual({
      email: 'ana@example.com',
      password: 'Secret-pass1',
    });
  });

  it('sends the account key when this browser holds it (DECISIONS.md "hash")', async () => {
    storeAccountKey('ana@example.com', 'key-of-ana');
    const server = createFakeServer({
      routes: { 'POST /api/auth/login': () => Response.json(fakeSession('ana@example.com')) },
    });
    renderApp({ fetch: server.fetch, path: '/login' });
    await screen.findByRole('heading', { name: 'Welcome back' });

    fillLogin('Ana@Example.com', 'Secret-pass1');

    await waitFor(() => expect(server.calls('POST /api/auth/login')).toHaveLength(1));
    expect(await server.calls('POST /api/auth/login')[0]?.json()).toMatchObject({
      hash: 'key-of-ana',
    });
  });

  it('links to register and forgot password (SPEC §2)', async () => {
    renderApp({ fetch: createFakeServer().fetch, path: '/login' });

    expect(
      (await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href'),
    ).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('offers the organisation sign-in when the server has an OpenID provider (SPEC §7)', async () => {
    const server = createFakeServer({ config: { signIn: { oidc: true } } });
    renderApp({ fetch: server.fetch, path: '/login' });

    const link = await screen.findByRole('link', { name: 'Sign in with your organisation' });
    expect(link.getAttribute('href')).toBe('http://folio.test/api/auth/oidc/start');
  });

  it('hides the organisation sign-in when no provider is configured', async () => {
    renderApp({ fetch: createFakeServer().fetch, path: '/login' });

    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('link', { name: 'Sign in with your organisation' })).toBeNull();
  });

  it('exchanges the code a provider sign-in left on /login once and stores the session like a login (SPEC §7)', async () => {
    const answer = fakeSession('ana@example.com');
    const server = createFakeServer({
      routes: { 'POST /api/auth/oidc/login': () => Response.json(answer) },
    });
    const app = renderApp({ fetch: server.fetch, path: '/login?oidc=one-time-code' });

    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
    expect(readStoredSession()).toEqual(answer);
    expect(server.calls('POST /api/auth/oidc/login')).toHaveLength(1);
    expect(await server.calls('POST /api/auth/oidc/login')[0]?.json()).toEqual({
      code: 'one-time-code',
    });
  });

  it('shows why a provider sign-in failed', async () => {
    renderApp({
      fetch: createFakeServer().fetch,
      path: '/login?oidcError=AUTHENTICATION_FAILED',
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password you entered is incorrect',
    );
  });
});
