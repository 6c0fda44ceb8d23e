import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PROFILE_SCREEN_ROUTES } from '../../testing/fake-profile';
import { createFakeServer, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

import { createFakeIntegrations, integration } from './testing/fake-integrations';

/** The profile screen at `path` over a fake middleware with these services. */
function renderAccounts(path = '/profile') {
  const fake = createFakeIntegrations({
    integrations: [
      integration('google-drive', { connected: true, accountEmail: 'ana@example.com' }),
      integration('sharepoint'),
    ],
  });
  const server = createFakeServer({ routes: { ...PROFILE_SCREEN_ROUTES, ...fake.routes } });
  signIn();
  renderApp({ fetch: server.fetch, path });
  return { server, fake };
}

const card = () => screen.findByRole('region', { name: 'Connected accounts' });

describe('the connected accounts of the profile (issue 14)', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('says who each service is connected as, or that it is not connected', async () => {
    renderAccounts();
    const accounts = await card();
    expect(await within(accounts).findByText('Connected as ana@example.com.')).toBeDefined();
    expect(within(accounts).getByText('Not connected.')).toBeDefined();
    expect(within(accounts).getByRole('button', { name: 'Disconnect Google Drive' })).toBeDefined();
    expect(within(accounts).queryByRole('button', { name: 'Connect Google Drive' })).toBeNull();
  });

  it('says a service is not configured on this server and offers no connect button', async () => {
    const fake = createFakeIntegrations({
      integrations: [integration('google-drive'), integration('sharepoint', { configured: false })],
    });
    const server = createFakeServer({ routes: { ...PROFILE_SCREEN_ROUTES, ...fake.routes } });
    signIn();
    renderApp({ fetch: server.fetch, path: '/profile' });
    const accounts = await card();
    expect(await within(accounts).findByText('Not configured on this server.')).toBeDefined();
    expect(within(accounts).getByRole('button', { name: 'Connect Google Drive' })).toBeDefined();
    expect(within(accounts).queryByRole('button', { name: 'Connect SharePoint' })).toBeNull();
  });

  it('sends the browser to the consent screen the server names', async () => {
    const { server } = renderAccounts();
    const accounts = await card();
    fireEvent.click(await within(accounts).findByRole('button', { name: 'Connect SharePoint' }));
    await waitFor(() => expect(window.location.hash).toBe('#consent'));
    expect(server.calls('POST /api/integrations/sharepoint/connect')).toHaveLength(1);
  });

  it('says once that the service is connected when the consent sends the browser back', async () => {
    renderAccounts('/profile?integration=sharepoint&connected=1');
    expect(await screen.findByText('SharePoint is connected.')).toBeDefined();
  });

  it('says what to do when the consent came back refused (SPEC §8)', async () => {
    renderAccounts('/profile?integration=sharepoint&integrationError=CLOUD_PERMISSION_DENIED');
    expect(
      await screen.findByText(
        'Your cloud account does not allow this: you are missing permission on the file or folder.',
      ),
    ).toBeDefined();
  });

  it('disconnects after a confirmation and shows the service as not connected', async () => {
    const { server } = renderAccounts();
    const accounts = await card();
    fireEvent.click(
      await within(accounts).findByRole('button', { name: 'Disconnect Google Drive' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Drive?' });
    expect(server.calls('DELETE /api/integrations/google-drive')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google Drive is disconnected.')).toBeDefined();
    await waitFor(() => expect(within(accounts).getAllByText('Not connected.')).toHaveLength(2));
    expect(server.calls('DELETE /api/integrations/google-drive')).toHaveLength(1);
  });
});
