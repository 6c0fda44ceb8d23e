import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeServer, errorAnswer } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

const message = (text: string) => () => Response.json({ message: text });

describe('forgot password page', () => {
  it("sends the e-mail as a text/plain body and says the link was sent, in Spanish 'El link de restablecimiento...' (SPEC §7)", async () => {
    const server = createFakeServer({
      routes: { 'POST /api/auth/forgot-password': message('ok') },
    });
    renderApp({ fetch: server.fetch, path: '/forgot-password', browserLanguage: 'es-ES' });

    fireEvent.change(await screen.findByLabelText('Correo electrónico'), {
      target: { value: ' ana@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link de restablecimiento' }));

    expect(
      await screen.findByText(
        'El link de restablecimiento de contraseña fue enviado a su bandeja de entrada',
      ),
    ).toBeDefined();
    const [request] = server.calls('POST /api/auth/forgot-password');
    expect(request?.headers.get('content-type')).toBe('text/plain');
    expect(await request?.text()).toBe('ana@example.com');
  });

  it('refuses an address that is not valid before sending it (SPEC §5)', async () => {
    const server = createFakeServer();
    renderApp({ fetch: server.fetch, path: '/forgot-password' });

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByText('The email is not valid')).toBeDefined();
    expect(server.calls('POST /api/auth/forgot-password')).toHaveLength(0);
  });
});

describe('reset password page', () => {
  it('shows the invalid or expired link state without the link parameters (SPEC §2)', async () => {
    renderApp({ fetch: createFakeServer().fetch, path: '/reset-password' });

    expect(await screen.findByRole('heading', { name: 'Invalid or expired link' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it("says 'All fields are required' and 'Passwords do not match' (SPEC §5)", async () => {
    renderApp({ fetch: createFakeServer().fetch, path: '/reset-password?token=t1' });
    const send = await screen.findByRole('button', { name: 'Change password' });

    fireEvent.click(send);
    expect(screen.getByText('All fields are required')).toBeDefined();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret-pass1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Secret-pass2' },
    });
    expect(screen.getByText('Passwords do not match')).toBeDefined();
  });

  it('sends the token of the link with the new password, then offers login', async () => {
    const server = createFakeServer({
      routes: { 'POST /api/auth/reset-password': message('Password changed') },
    });
    renderApp({ fetch: server.fetch, path: '/reset-password?token=t1' });

    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'Secret-pass1' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Secret-pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password was changed/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeDefined();
    expect(await server.calls('POST /api/auth/reset-password')[0]?.json()).toEqual({
      token: 't1',
      password: 'Secret-pass1',
      confirmPassword: 'Secret-pass1',
    });
  });

  it('turns into the invalid link state when the server refuses the link', async () => {
    const server = createFakeServer({
      routes: {
        'POST /api/auth/reset-password': () => errorAnswer(400, 'INVALID_LINK', 'spent'),
      },
    });
    renderApp({ fetch: server.fetch, path: '/reset-password?token=spent' });

    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'Secret-pass1' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Secret-pass1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Invalid or expired link' })).toBeDefined();
  });
});

describe('verify account page', () => {
  it("shows 'Verifying...', then the success with a login link (SPEC §2)", async () => {
    // Held from the start, so the answer can be given before or after the request arrives.
    let answer: (response: Response) => void = () => undefined;
    const held = new Promise<Response>((done) => (answer = done));
    const server = createFakeServer({ routes: { 'POST /api/auth/verify-account': () => held } });
    renderApp({ fetch: server.fetch, path: '/verify-account?token=v1' });

    expect(await screen.findByRole('heading', { name: 'Verifying...' })).toBeDefined();
    answer(Response.json({ message: 'Verified' }));

    expect(await screen.findByRole('heading', { name: 'Account verified' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(server.calls('POST /api/auth/verify-account')).toHaveLength(1);
  });

  it('shows the error of a spent or expired link (SPEC §2)', async () => {
    const server = createFakeServer({
      routes: {
        'POST /api/auth/verify-account': () =>
          errorAnswer(400, 'INVALID_LINK', 'This link is invalid or has expired.'),
      },
    });
    renderApp({ fetch: server.fetch, path: '/verify-account?token=old' });

    expect(
      await screen.findByRole('heading', { name: 'The account could not be verified' }),
    ).toBeDefined();
    expect(screen.getByText('This link is invalid or has expired.')).toBeDefined();
  });

  it('fails at once for a link without its token', async () => {
    const server = createFakeServer();
    renderApp({ fetch: server.fetch, path: '/verify-account' });

    expect(
      await screen.findByRole('heading', { name: 'The account could not be verified' }),
    ).toBeDefined();
    expect(server.calls('POST /api/auth/verify-account')).toHaveLength(0);
  });
});
