import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeServer, signIn } from '../../testing/fixtures';
import { PROFILE_SCREEN_ROUTES } from '../../testing/fake-profile';
import { renderApp } from '../../testing/render';

const ID = '0b9f4a5e-8a0e-4f0e-9d35-2f0c7c1e1a01';
const DELIVERY = '7c1d0b3a-2f4e-4b8a-9c6d-5e4f3a2b1c01';
const URL_OK = 'https://hooks.example.com/folio';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ROTATED = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';

/** The profile screen over a fake middleware that keeps one account's webhooks in memory. */
function renderProfile() {
  const webhooks: Array<Record<string, unknown>> = [];
  const server = createFakeServer({
    routes: {
      ...PROFILE_SCREEN_ROUTES,
      'GET /api/webhooks': () => Response.json({ webhooks }),
      'POST /api/webhooks': async (request) => {
        const body = (await request.json()) as { url: string; events: string[] };
        if (body.url.includes('192.168.')) {
          return Response.json(
            {
              errorCode: 'BAD_REQUEST',
              errorMessage: 'refused',
              detail: { reason: 'address-refused' },
            },
            { status: 400 },
          );
        }
        const webhook = {
          id: ID,
          url: body.url,
          description: '',
          events: body.events,
          enabled: true,
          createdAt: '2031-05-01T10:00:00Z',
          updatedAt: '2031-05-01T10:00:00Z',
        };
        webhooks.push(webhook);
        return Response.json({ webhook, secret: SECRET }, { status: 201 });
      },
      [`PATCH /api/webhooks/${ID}`]: async (request) => {
        Object.assign(webhooks[0] ?? {}, await request.json());
        return Response.json({ webhook: webhooks[0] });
      },
      [`GET /api/webhooks/${ID}/deliveries`]: () =>
        Response.json({
          deliveries: [
            {
              id: DELIVERY,
              messageId: 'msg_0001',
              type: 'extraction.run.finished',
              status: 'pending',
              createdAt: '2031-05-01T10:01:00Z',
              nextAttemptAt: '2031-05-01T10:06:00Z',
              attempts: [
                {
                  attempt: 1,
                  startedAt: '2031-05-01T10:01:00Z',
                  durationMs: 42,
                  statusCode: 500,
                  error: null,
                  replay: false,
                },
              ],
              payload: {
                type: 'extraction.run.finished',
                timestamp: '2031-05-01T10:01:00Z',
                data: {},
              },
            },
          ],
        }),
      [`POST /api/webhooks/${ID}/deliveries/${DELIVERY}/replay`]: () =>
        Response.json({ delivery: {} }, { status: 202 }),
      [`POST /api/webhooks/${ID}/secret`]: () =>
        Response.json({ secret: ROTATED, previousSecretExpiresAt: '2031-05-02T10:00:00Z' }),
      [`DELETE /api/webhooks/${ID}`]: () => {
        webhooks.length = 0;
        return new Response(null, { status: 204 });
      },
    },
  });
  signIn();
  renderApp({ fetch: server.fetch, path: '/profile' });
  return server;
}

/** Adds the webhook of URL_OK through the dialog and closes its secret. */
async function addWebhook() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a webhook' }));
  const form = await screen.findByRole('dialog', { name: 'New webhook' });
  fireEvent.change(within(form).getByLabelText('URL'), { target: { value: URL_OK } });
  fireEvent.click(within(form).getByLabelText(/An extraction run finished/));
  fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Copy the signing secret' })).getByRole(
      'button',
      { name: 'Done' },
    ),
  );
}

describe('the webhooks of the profile screen', () => {
  it('adds a webhook (a private address is refused in the form), shows its secret once, lists it', async () => {
    const server = renderProfile();
    expect(await screen.findByText('You have no webhooks yet.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Add a webhook' }));
    const form = await screen.findByRole('dialog', { name: 'New webhook' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(within(form).getByText('Choose at least one.')).toBeDefined();

    fireEvent.change(within(form).getByLabelText('URL'), {
      target: { value: 'http://192.168.1.10/hook' },
    });
    fireEvent.click(within(form).getByLabelText(/An extraction run finished/));
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(form).findByText(/Folio only calls addresses on the internet/),
    ).toBeDefined();

    fireEvent.change(within(form).getByLabelText('URL'), { target: { value: URL_OK } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy the signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveProperty('value', SECRET);
    expect(await server.calls('POST /api/webhooks')[1]?.json()).toMatchObject({
      url: URL_OK,
      events: ['extraction.run.finished'],
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    expect(await screen.findByRole('rowheader', { name: URL_OK })).toBeDefined();

    fireEvent.click(screen.getByRole('checkbox', { name: `Send deliveries to ${URL_OK}` }));
    await waitFor(() => expect(server.calls(`PATCH /api/webhooks/${ID}`)).toHaveLength(1));
    expect(await server.calls(`PATCH /api/webhooks/${ID}`)[0]?.json()).toEqual({ enabled: false });
  });

  it('shows the delivery log with its attempts, replays a delivery, and deletes the webhook', async () => {
    const server = renderProfile();
    await addWebhook();

    fireEvent.click(
      await screen.findByRole('button', { name: `Show the deliveries to ${URL_OK}` }),
    );
    const log = await screen.findByRole('dialog', { name: `Deliveries to ${URL_OK}` });
    expect(await within(log).findByText('Pending')).toBeDefined();
    expect(within(log).getByText(/^Attempt 1: HTTP 500 in 42 ms/)).toBeDefined();
    expect(within(log).getByText(/^Next attempt/)).toBeDefined();
    fireEvent.click(within(log).getByRole('button', { name: 'Send again: delivery msg_0001' }));
    await waitFor(() =>
      expect(server.calls(`POST /api/webhooks/${ID}/deliveries/${DELIVERY}/replay`)).toHaveLength(
        1,
      ),
    );
    // The footer's button (the title bar has its own close too).
    const closeButtons = within(log).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: `Delete the webhook ${URL_OK}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('You have no webhooks yet.')).toBeDefined();
  });

  it('rotates the signing secret after confirming and shows the new one once, with when the old one stops', async () => {
    const server = renderProfile();
    await addWebhook();

    fireEvent.click(await screen.findByRole('button', { name: `Rotate secret for ${URL_OK}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(within(confirm).getByText(/keeps signing every delivery beside it for 24 hours/));
    // Cancelling asks nothing of the server.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls(`POST /api/webhooks/${ID}/secret`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: `Rotate secret for ${URL_OK}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' })).getByRole(
        'button',
        { name: 'Rotate secret' },
      ),
    );
    const shown = await screen.findByRole('dialog', { name: 'Copy the new signing secret' });
    expect(within(shown).getByLabelText('New signing secret')).toHaveProperty('value', ROTATED);
    expect(within(shown).getByText(/The old one also signs every delivery until 02\/05\/2031/));
    expect(server.calls(`POST /api/webhooks/${ID}/secret`)).toHaveLength(1);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(ROTATED)).toBeNull());
  });
});
