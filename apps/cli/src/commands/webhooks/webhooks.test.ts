import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { signedInCli } from '../../testing/cli-harness';

const ID = '0b9f4a5e-8a0e-4f0e-9d35-2f0c7c1e1a01';
const URL_OK = 'https://hooks.example.com/folio';

/** A middleware that keeps one account's webhooks in memory and records the calls. */
function fakeWebhooks() {
  const webhooks: Array<Record<string, unknown>> = [];
  const calls: string[] = [];
  return {
    webhooks,
    calls,
    async fetch(request: Request): Promise<Response> {
      const path = new URL(request.url).pathname.replace('/api', '');
      calls.push(`${request.method} ${path}`);
      if (request.method === 'POST' && path === '/webhooks') {
        const body = (await request.json()) as { url: string; events: string[] };
        if (body.url.includes('10.0.0.1')) {
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
        return Response.json({ webhook, secret: 'whsec_first' }, { status: 201 });
      }
      if (path === '/webhooks') {
        return Response.json({ webhooks });
      }
      if (path === `/webhooks/${ID}/secret`) {
        return Response.json({
          secret: 'whsec_second',
          previousSecretExpiresAt: '2031-05-02T10:00:00.000Z',
        });
      }
      if (path === `/webhooks/${ID}/deliveries`) {
        return Response.json({
          deliveries: [
            {
              id: '7c1d0b3a-2f4e-4b8a-9c6d-5e4f3a2b1c01',
              messageId: 'msg_0001',
              type: 'webhook.test',
              status: 'succeeded',
              createdAt: '2031-05-01T10:01:00Z',
              nextAttemptAt: null,
              attempts: [],
              payload: { type: 'webhook.test', timestamp: '2031-05-01T10:01:00Z', data: {} },
            },
          ],
        });
      }
      if (request.method === 'DELETE' && path === `/webhooks/${ID}`) {
        webhooks.length = 0;
        return new Response(null, { status: 204 });
      }
      return Response.json(
        { errorCode: 'ENDPOINT_NOT_FOUND', errorMessage: path },
        { status: 404 },
      );
    },
  };
}

describe('folio webhooks', () => {
  let dir: string;
  let backend: ReturnType<typeof fakeWebhooks>;
  let cli: Awaited<ReturnType<typeof signedInCli>>;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-webhooks-test-'));
    backend = fakeWebhooks();
    cli = await signedInCli(dir, backend);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a webhook with its secret printed once, lists it, rotates it and deletes it by URL', async () => {
    const create = await cli.folio([
      'webhooks',
      'create',
      '--url',
      URL_OK,
      '--event',
      'extraction.run.finished,file.indexed',
    ]);
    expect(create).toEqual({
      exitCode: 0,
      stdout: `Webhook ${URL_OK} added. Copy its signing secret now, it is not shown again:\nwhsec_first\n`,
      stderr: '',
    });

    const list = await cli.folio(['webhooks', 'list']);
    expect(list.stdout).toMatch(/^Id +URL +Events +State\n/);
    expect(list.stdout).toContain(`${URL_OK}  extraction.run.finished,file.indexed  On`);
    expect(list.stdout).not.toContain('whsec_');

    const rotate = await cli.folio(['--json', 'webhooks', 'rotate', URL_OK]);
    expect(JSON.parse(rotate.stdout)).toMatchObject({
      secret: 'whsec_second',
      previousSecretExpiresAt: '2031-05-02T10:00:00.000Z',
      webhook: { id: ID },
    });

    const deliveries = await cli.folio(['webhooks', 'deliveries', ID]);
    expect(deliveries.stdout).toMatch(/msg_0001 +webhook\.test +Delivered +0 /);

    const remove = await cli.folio(['webhooks', 'delete', URL_OK]);
    expect(remove.stdout).toBe(`Webhook ${URL_OK} deleted.\n`);
    expect(backend.calls).toContain(`DELETE /webhooks/${ID}`);
  });

  it('refuses an unknown event before calling the server, and says why an address is refused', async () => {
    const unknown = await cli.folio(['webhooks', 'create', '--url', URL_OK, '--event', 'file']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('Unknown event "file"');
    expect(backend.calls).toEqual([]);

    const none = await cli.folio(['webhooks', 'create', '--url', URL_OK]);
    expect(none.stderr).toContain('at least one event');

    const refused = await cli.folio([
      'webhooks',
      'create',
      '--url',
      'http://10.0.0.1/hook',
      '--event',
      'file.indexed',
    ]);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('Folio only calls addresses on the internet');
  });

  it('names a webhook it cannot find', async () => {
    const run = await cli.folio(['webhooks', 'rotate', 'https://nowhere.example.com']);
    expect(run).toMatchObject({ exitCode: 1, stdout: '' });
    expect(run.stderr).toContain('You have no webhook with the id or URL');
    expect(backend.calls).toEqual(['GET /webhooks']);
  });
});
