// Webhooks (issue 21) against a local receiver: signed deliveries the SDK verifies, retries with
// growing delays, no delivery lost to a kill -9, and the network guard at registration and at
// delivery. The hosts here allow exactly 127.0.0.1 (FOLIO_WEBHOOKS_ALLOW) and retry on a short
// schedule; the last test starts them again without the exception.
import {
  createFolio,
  createFolioClients,
  expectData,
  verifyWebhook,
  type Folio,
  type MiddlewareComponents,
} from '@folio/sdk';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerVerifiedAccount, type TestAccount } from '../support/accounts';
import { failure } from '../support/failure';
import { pollUntil } from '../support/poll';
import { INVOICE_ATTRIBUTES, makeInvoicePdf } from '../support/results-fixture';
import { startServers, type RunningServers } from '../support/start-servers';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

type Delivery = MiddlewareComponents['schemas']['WebhookDelivery'];
type EventType = MiddlewareComponents['schemas']['WebhookEventType'];

// Short, growing waits, so the retries are seen within a test (the default is about a day).
const RETRY_DELAYS_MS = [1_000, 3_000, 6_000];
const ENV = {
  FOLIO_WEBHOOKS_ALLOW: '127.0.0.1',
  FOLIO_WEBHOOKS_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
};

let servers: RunningServers;
let receiver: WebhookReceiver;
let account: TestAccount;
let folio: Folio;

const signIn = async () =>
  createFolio({
    url: servers.middlewareUrl,
    email: account.email,
    password: account.password,
    accountKey: account.hash,
  });

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  servers = await startServers(ENV);
  account = await registerVerifiedAccount(
    createFolioClients(servers),
    servers.dataDir,
    `webhooks.${Date.now().toString(36)}@example.com`,
  );
  folio = await signIn();
});

afterAll(async () => {
  await servers?.stop();
  await receiver?.close();
});

async function register(path: string, events: EventType[], host = receiver.url) {
  return expectData(
    folio.clients.middleware.POST('/webhooks', {
      body: { url: `${host}${path}`, description: path, events },
    }),
  );
}

async function deliveriesOf(webhookId: string): Promise<Delivery[]> {
  const { deliveries } = await expectData(
    folio.clients.middleware.GET('/webhooks/{webhookId}/deliveries', {
      params: { path: { webhookId } },
    }),
  );
  return deliveries;
}

async function sendTest(webhookId: string): Promise<Delivery> {
  const { delivery } = await expectData(
    folio.clients.middleware.POST('/webhooks/{webhookId}/test', {
      params: { path: { webhookId } },
    }),
  );
  return delivery;
}

const deliveryOf = async (webhookId: string, id: string) =>
  (await deliveriesOf(webhookId)).find((delivery) => delivery.id === id);

describe('webhooks', () => {
  it('delivers a finished extraction run, signed, and the SDK verifies it', async () => {
    const { webhook, secret } = await register('/runs', [
      'extraction.run.finished',
      'extraction.run.failed',
    ]);
    expect(secret).toMatch(/^whsec_/);

    await folio.extractor.configurations.save({
      name: 'FacturasHook',
      document_type: 'invoice',
      attributes: INVOICE_ATTRIBUTES,
    });
    const zip = new Blob([zipSync({ 'F-1.pdf': await makeInvoicePdf('F-1') })]);
    const run = await folio.extractor.run('FacturasHook', zip);
    await run.done({ intervalMs: 200, timeoutMs: 120_000 });

    const [delivery] = await pollUntil(
      async () => receiver.at('/runs'),
      (seen) => seen.length > 0,
      { what: 'the run event' },
    );
    const event = await verifyWebhook(secret, delivery?.headers ?? {}, delivery?.body ?? '');
    expect(event).toMatchObject({
      type: 'extraction.run.finished',
      data: { status: 'succeeded', documentsDone: 1, documentsFailed: 0 },
    });
    // Signed with this webhook's secret only.
    const other = await register('/other', ['extraction.run.finished']);
    await expect(
      verifyWebhook(other.secret, delivery?.headers ?? {}, delivery?.body ?? ''),
    ).rejects.toThrow(/signature/);

    const log = await pollUntil(
      () => deliveriesOf(webhook.id),
      (deliveries) => deliveries[0]?.status === 'succeeded',
      { what: 'the delivery log' },
    );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      type: 'extraction.run.finished',
      messageId: delivery?.headers['webhook-id'],
      attempts: [expect.objectContaining({ attempt: 1, statusCode: 200, error: null })],
    });
  });

  it('retries a receiver answering 500 with growing delays, then gives up', async () => {
    const { webhook } = await register('/broken', ['webhook.test']);
    receiver.answer.set('/broken', 500);
    const { id } = await sendTest(webhook.id);

    const failed = await pollUntil(
      () => deliveryOf(webhook.id, id),
      (delivery) => delivery?.status === 'failed',
      { what: 'the delivery to run out of retries', timeoutMs: 90_000 },
    );
    expect(failed?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500, 500]);
    const arrivals = receiver.at('/broken').map((delivery) => delivery.at);
    expect(arrivals).toHaveLength(1 + RETRY_DELAYS_MS.length);
    const gaps = arrivals.slice(1).map((at, index) => at - (arrivals[index] ?? at));
    // Each wait at least its delay of the schedule, and each longer than the one before.
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[index] ?? 0));
    expect(gaps[1]).toBeGreaterThan(gaps[0] ?? 0);
    expect(gaps[2]).toBeGreaterThan(gaps[1] ?? 0);
    // The same message every time, signed anew for each attempt.
    const ids = new Set(receiver.at('/broken').map((delivery) => delivery.headers['webhook-id']));
    expect(ids.size).toBe(1);

    // A replay from the log: one more attempt, now answered.
    receiver.answer.set('/broken', 200);
    await expectData(
      folio.clients.middleware.POST('/webhooks/{webhookId}/deliveries/{deliveryId}/replay', {
        params: { path: { webhookId: webhook.id, deliveryId: id } },
      }),
    );
    const replayed = await pollUntil(
      () => deliveryOf(webhook.id, id),
      (delivery) => delivery?.status === 'succeeded',
      { what: 'the replay' },
    );
    expect(replayed?.attempts.at(-1)).toMatchObject({ statusCode: 200, replay: true });
  });

  it('loses no delivery when the middleware is killed between attempts', async () => {
    const { webhook } = await register('/crash', ['webhook.test']);
    receiver.answer.set('/crash', 503);
    const { id } = await sendTest(webhook.id);
    // The first attempt failed and the next one is queued: kill -9 now, in the wait.
    await pollUntil(
      () => deliveryOf(webhook.id, id),
      (delivery) => delivery?.attempts.length === 1 && delivery.nextAttemptAt !== null,
      { what: 'the first attempt', intervalMs: 50 },
    );
    receiver.answer.set('/crash', 200);
    await servers.kill();
    servers = await startServers(ENV, { ports: servers.ports, data: servers.state });

    const delivered = await pollUntil(
      () => deliveryOf(webhook.id, id),
      (delivery) => delivery?.status === 'succeeded',
      { what: 'the delivery after the restart' },
    );
    expect(delivered?.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 200]);
    // At least once, always as the same message (a receiver dedupes by webhook-id).
    const ids = receiver.at('/crash').map((delivery) => delivery.headers['webhook-id']);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set([delivered?.messageId]));
  }, 120_000);

  it('refuses loopback and private addresses, at registration and at delivery', async () => {
    // Allowed here: exactly 127.0.0.1, so a name that resolves to it works...
    const byName = await register(
      '/by-name',
      ['webhook.test'],
      `http://localhost:${receiver.port}`,
    );
    // ...and no other loopback, private or link-local address.
    for (const url of [
      `http://127.0.0.2:${receiver.port}/x`,
      'http://10.0.0.1/x',
      'http://169.254.169.254/latest/meta-data',
      `http://[::1]:${receiver.port}/x`,
    ]) {
      const error = await failure(
        folio.clients.middleware.POST('/webhooks', { body: { url, events: ['webhook.test'] } }),
      );
      expect(error.code, url).toBe('BAD_REQUEST');
      expect(error.detail, url).toEqual({ reason: 'address-refused' });
    }

    // The operator withdraws the exception: the stored name now resolves to a refused address,
    // and the delivery is refused on the address it would connect to.
    await servers.halt();
    servers = await startServers(
      { FOLIO_WEBHOOKS_RETRY_DELAYS_MS: '' },
      { ports: servers.ports, data: servers.state },
    );
    const { id } = await sendTest(byName.webhook.id);
    const refused = await pollUntil(
      () => deliveryOf(byName.webhook.id, id),
      (delivery) => (delivery?.attempts.length ?? 0) > 0,
      { what: 'the refused attempt' },
    );
    expect(refused?.attempts[0]).toMatchObject({ statusCode: null });
    expect(refused?.attempts[0]?.error).toMatch(/localhost resolves to 127\.0\.0\.1, refused/);
    expect(receiver.at('/by-name')).toHaveLength(0);

    const atRegistration = await failure(
      folio.clients.middleware.POST('/webhooks', {
        body: { url: `http://localhost:${receiver.port}/again`, events: ['webhook.test'] },
      }),
    );
    expect(atRegistration.detail).toEqual({ reason: 'address-refused' });
  }, 120_000);
});
