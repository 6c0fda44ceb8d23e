import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createFakeServer, signIn } from '../../testing/fixtures';
import { PROFILE_SCREEN_ROUTES } from '../../testing/fake-profile';
import { renderApp } from '../../testing/render';

const KEY = 'folio_Abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** The profile screen over a fake middleware that keeps API keys in memory. */
function renderProfile() {
  const keys: Array<Record<string, unknown>> = [];
  const server = createFakeServer({
    routes: {
      ...PROFILE_SCREEN_ROUTES,
      'GET /api/api-keys': () => Response.json({ keys }),
      'POST /api/api-keys': async (request) => {
        const body = (await request.json()) as { name: string; scopes: string[] };
        const apiKey = {
          id: '6f1c1c9e-5f7a-4a53-9d2c-0c1f6d7f0a01',
          name: body.name,
          hint: KEY.slice(0, 10),
          scopes: body.scopes,
          createdAt: '2031-05-01T10:00:00Z',
          expiresAt: null,
          lastUsedAt: null,
        };
        keys.push(apiKey);
        return Response.json({ key: KEY, apiKey }, { status: 201 });
      },
      'DELETE /api/api-keys/6f1c1c9e-5f7a-4a53-9d2c-0c1f6d7f0a01': () => {
        keys.length = 0;
        return Response.json({ message: 'The API key was revoked.' });
      },
    },
  });
  signIn();
  renderApp({ fetch: server.fetch, path: '/profile' });
  return server;
}

describe('the API keys of the profile screen', () => {
  it('creates a key, shows it once with a copy button, lists it and revokes it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = renderProfile();
    expect(await screen.findByText('You have no API keys yet.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Create a key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByText('This field is required')).toBeDefined();
    expect(within(form).getByText('Choose at least one.')).toBeDefined();

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'nightly script' } });
    fireEvent.click(within(form).getByLabelText(/Read files and folders/));
    fireEvent.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new key' });
    expect(within(shown).getByLabelText('Your new key')).toHaveProperty('value', KEY);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await within(shown).findByRole('button', { name: 'The key was copied.' })).toBeDefined();
    const sent = (await server.calls('POST /api/api-keys')[0]?.json()) as unknown;
    expect(sent).toMatchObject({ name: 'nightly script', scopes: ['files:read'] });
    // The first expiry offered is 30 days.
    expect(typeof (sent as { expiresAt?: unknown }).expiresAt).toBe('string');

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
    const row = (await screen.findByRole('rowheader', { name: 'nightly script' })).closest('tr');
    expect(row?.textContent).toContain('Not used yet');
    expect(row?.textContent).toContain('folio_Abcd');

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key nightly script' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeDefined();
    expect(server.calls('DELETE /api/api-keys/6f1c1c9e-5f7a-4a53-9d2c-0c1f6d7f0a01')).toHaveLength(
      1,
    );
  });
});
