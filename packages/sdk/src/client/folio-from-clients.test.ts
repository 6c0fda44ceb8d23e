import { describe, expect, it } from 'vitest';

import { createFolioClients, type FolioClients } from '../clients';
import { FolioError } from '../errors';

import { createFolioFromClients } from './folio-from-clients';

const WEBHOOK = {
  id: '0b9f4a5e-8a0e-4f0e-9d35-2f0c7c1e1a01',
  url: 'https://hooks.example.com/folio',
  description: '',
  events: ['file.indexed'],
  enabled: true,
  createdAt: '2031-05-01T10:00:00Z',
  updatedAt: '2031-05-01T10:00:00Z',
};

/** Clients over a recording fake: each request is kept, each answer comes from `answer`. */
function recordingClients(serviceUrl: string, answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const clients = createFolioClients({
    middlewareUrl: 'http://folio.test/api',
    serviceUrl,
    session: { getAccessToken: () => 'web-token', refresh: async () => undefined },
    fetch: async (request) => {
      requests.push(request.clone());
      return answer(request);
    },
  });
  return { clients, requests };
}

describe('createFolioFromClients', () => {
  it('sends nothing until a resource is called, then uses the session and user of the clients', async () => {
    const { clients, requests } = recordingClients('http://folio.test/api', () =>
      Response.json({ success: true, data: [] }),
    );
    const folio = createFolioFromClients({
      clients,
      url: 'http://folio.test/api',
      username: () => 'ana@example.com',
    });
    expect(requests).toHaveLength(0);

    await folio.folders.list();
    const [request] = requests;
    expect(request?.headers.get('authorization')).toBe('Bearer web-token');
    expect(new URL(request?.url ?? '').searchParams.get('user')).toBe('ana@example.com');
  });

  it('reads replaced clients at call time (the web learns the service address late)', async () => {
    const early = recordingClients('http://folio.test/api', () => Response.json({}));
    const late = recordingClients('http://service.test/api', () =>
      Response.json({ success: true, data: [] }),
    );
    let clients: FolioClients = early.clients;
    const folio = createFolioFromClients({
      clients: () => clients,
      url: 'http://folio.test/api',
      username: () => 'ana@example.com',
    });
    clients = late.clients;
    expect(folio.clients).toBe(late.clients);
    await folio.folders.list();
    expect(early.requests).toHaveLength(0);
    expect(late.requests).toHaveLength(1);
  });
});

describe('the webhooks resource', () => {
  it('rotates a secret, lists, changes, reads deliveries and deletes by id', async () => {
    const { clients, requests } = recordingClients('http://folio.test/api', (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/secret')) {
        return Response.json({
          secret: 'whsec_new',
          previousSecretExpiresAt: '2031-05-02T10:00:00Z',
        });
      }
      if (path.endsWith('/deliveries')) {
        return Response.json({ deliveries: [] });
      }
      if (request.method === 'DELETE') {
        return new Response(null, { status: 204 });
      }
      if (request.method === 'PATCH') {
        return Response.json({ webhook: { ...WEBHOOK, enabled: false } });
      }
      return Response.json({ webhooks: [WEBHOOK] });
    });
    const folio = createFolioFromClients({ clients, url: '', username: () => 'ana@example.com' });

    expect(await folio.webhooks.rotateSecret(WEBHOOK.id)).toEqual({
      secret: 'whsec_new',
      previousSecretExpiresAt: '2031-05-02T10:00:00Z',
    });
    expect(await folio.webhooks.list()).toEqual([WEBHOOK]);
    expect(await folio.webhooks.update(WEBHOOK.id, { enabled: false })).toMatchObject({
      enabled: false,
    });
    expect(await folio.webhooks.deliveries(WEBHOOK.id)).toEqual([]);
    await folio.webhooks.delete(WEBHOOK.id);

    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(
      [
        `POST /api/webhooks/${WEBHOOK.id}/secret`,
        'GET /api/webhooks',
        `PATCH /api/webhooks/${WEBHOOK.id}`,
        `GET /api/webhooks/${WEBHOOK.id}/deliveries`,
        `DELETE /api/webhooks/${WEBHOOK.id}`,
      ],
    );
    expect(await requests[2]?.json()).toEqual({ enabled: false });
  });

  it('turns a refused URL into a FolioError with its reason', async () => {
    const { clients } = recordingClients('http://folio.test/api', () =>
      Response.json(
        {
          errorCode: 'BAD_REQUEST',
          errorMessage: 'refused',
          detail: { reason: 'address-refused' },
        },
        { status: 400 },
      ),
    );
    const folio = createFolioFromClients({ clients, url: '', username: () => 'ana@example.com' });
    const failure = await folio.webhooks
      .create({ url: 'http://10.0.0.1/hook', events: ['file.indexed'] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FolioError);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST', detail: { reason: 'address-refused' } });
  });
});

describe('the API keys resource', () => {
  it('sends the expiry as an ISO date or null, and revokes by id', async () => {
    const { clients, requests } = recordingClients('http://folio.test/api', (request) =>
      request.method === 'DELETE'
        ? Response.json({ message: 'revoked' })
        : Response.json({ key: 'folio_x', apiKey: { id: 'k1' } }, { status: 201 }),
    );
    const folio = createFolioFromClients({ clients, url: '', username: () => 'ana@example.com' });
    await folio.keys.create({
      name: 'nightly',
      scopes: ['files:read'],
      expiresAt: new Date('2031-06-01T00:00:00Z'),
    });
    await folio.keys.create({ name: 'ci', scopes: ['webhooks'] });
    await folio.keys.revoke('k1');

    expect(await requests[0]?.json()).toEqual({
      name: 'nightly',
      scopes: ['files:read'],
      expiresAt: '2031-06-01T00:00:00.000Z',
    });
    expect(await requests[1]?.json()).toMatchObject({ expiresAt: null });
    expect(`${requests[2]?.method ?? ''} ${new URL(requests[2]?.url ?? '').pathname}`).toBe(
      'DELETE /api/api-keys/k1',
    );
  });
});
