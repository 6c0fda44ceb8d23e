import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { COMPANY } from '@folio/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { claimJob, completeJob } from '../jobs/job-queue';
import { loadSecretCipher } from '../secret-cipher';
import {
  createStorageTestApp,
  multipartBody,
  type StorageTestApp,
  type TestUser,
} from '../storage/testing/storage-test-app';
import { signWebhook } from './webhook-signature';
import {
  createWebhookDeliveryJob,
  emitWebhookEvent,
  sealPlainWebhookSecrets,
  WEBHOOK_DELIVERY_JOB_KIND,
} from './webhooks.feature';

type Received = { headers: IncomingHttpHeaders; body: string };

let test: StorageTestApp;
let receiver: Server;
let receiverUrl = '';
let answer = 200;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  test = await createStorageTestApp({
    FOLIO_WEBHOOKS_ALLOW: '127.0.0.1',
    FOLIO_WEBHOOKS_RETRY_DELAYS_MS: '0,0',
  });
});
afterAll(async () => {
  await test?.close();
  receiver.closeAllConnections();
  await new Promise((closed) => receiver.close(closed));
});
beforeEach(() => {
  answer = 200;
  received.length = 0;
});

/** Runs every delivery job that is due, as a worker would, until none is left. */
async function runDueDeliveries(): Promise<number> {
  const handler = createWebhookDeliveryJob({
    db: test.db,
    config: test.config.webhooks,
    logger: test.app.log,
    cipher: loadSecretCipher(test.config.secrets),
  });
  let runs = 0;
  for (;;) {
    const job = await claimJob(test.db, 'test-worker', [WEBHOOK_DELIVERY_JOB_KIND], 30_000);
    if (!job) {
      return runs;
    }
    const result = await handler({
      jobId: job.id,
      kind: job.kind,
      payload: job.payload,
      attempt: job.attempt,
      workerId: 'test-worker',
      signal: new AbortController().signal,
      progress: () => Promise.resolve(),
    });
    await completeJob(test.db, job.lease, result);
    runs += 1;
  }
}

async function register(user: TestUser, payload: Record<string, unknown>) {
  return test.call(user, { method: 'POST', url: '/webhooks', payload });
}

async function deliveriesOf(user: TestUser, webhookId: string) {
  const response = await test.call(user, {
    method: 'GET',
    url: `/webhooks/${webhookId}/deliveries`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    deliveries: {
      id: string;
      status: string;
      messageId: string;
      attempts: { statusCode: number | null; replay: boolean }[];
    }[];
  }>().deliveries;
}

describe('registering a webhook', () => {
  it('answers the secret once and lists the webhook without it', async () => {
    const ana = await test.signIn();
    const created = await register(ana, {
      url: receiverUrl,
      description: 'my script',
      events: ['extraction.run.finished'],
    });
    expect(created.statusCode).toBe(201);
    const { webhook, secret } = created.json<{ webhook: { id: string }; secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    const listed = await test.call(ana, { method: 'GET', url: '/webhooks' });
    expect(listed.json()).toEqual({
      webhooks: [expect.objectContaining({ id: webhook.id, enabled: true, url: receiverUrl })],
    });
    expect(listed.body).not.toContain(secret);

    const bob = await test.signIn();
    const foreign = await test.call(bob, {
      method: 'PATCH',
      url: `/webhooks/${webhook.id}`,
      payload: { enabled: false },
    });
    expect(foreign.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
  });

  it('refuses other schemes, credentials, and loopback the operator did not allow', async () => {
    const ana = await test.signIn();
    for (const [url, reason] of [
      ['ftp://example.com/hook', 'invalid-url'],
      ['http://user:pw@127.0.0.1/hook', 'invalid-url'],
      ['http://127.0.0.2:9/hook', 'address-refused'],
      ['http://[::1]:9/hook', 'address-refused'],
      ['http://169.254.169.254/latest', 'address-refused'],
    ] as const) {
      const response = await register(ana, { url, events: ['file.indexed'] });
      expect(response.json(), url).toMatchObject({ errorCode: 'BAD_REQUEST', detail: { reason } });
    }
    const listed = await test.call(ana, { method: 'GET', url: '/webhooks' });
    expect(listed.json()).toEqual({ webhooks: [] });
  });
});

describe('delivering an event', () => {
  it('sends it signed to the webhooks that want it, once per event', async () => {
    const ana = await test.signIn();
    const created = await register(ana, { url: receiverUrl, events: ['file.indexed'] });
    const { webhook, secret } = created.json<{ webhook: { id: string }; secret: string }>();
    await register(ana, { url: receiverUrl, events: ['extraction.run.failed'] });

    const event = {
      userId: ana.id,
      type: 'file.indexed',
      key: 'file-index:1',
      data: { fileId: '1', status: 'indexed' },
    } as const;
    expect(await emitWebhookEvent(test.db, event)).toHaveLength(1);
    expect(await emitWebhookEvent(test.db, event)).toHaveLength(0);
    expect(await runDueDeliveries()).toBe(1);

    expect(received).toHaveLength(1);
    const [request] = received;
    const id = String(request?.headers['webhook-id']);
    const timestamp = Number(request?.headers['webhook-timestamp']);
    expect(request?.headers['webhook-signature']).toBe(
      signWebhook(secret, id, timestamp, request?.body ?? ''),
    );
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      type: 'file.indexed',
      data: { fileId: '1', status: 'indexed' },
    });
    const [delivery] = await deliveriesOf(ana, webhook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', messageId: id });
    expect(delivery?.attempts).toEqual([expect.objectContaining({ statusCode: 200 })]);
  });

  it('retries a failing receiver by the schedule, then fails; a replay tries once more', async () => {
    const ana = await test.signIn();
    const created = await register(ana, { url: receiverUrl, events: ['file.indexed'] });
    const { webhook } = created.json<{ webhook: { id: string } }>();
    answer = 500;
    await emitWebhookEvent(test.db, {
      userId: ana.id,
      type: 'file.indexed',
      key: 'file-index:2',
      data: {},
    });
    // The first attempt and the two retries of FOLIO_WEBHOOKS_RETRY_DELAYS_MS=0,0.
    expect(await runDueDeliveries()).toBe(3);
    const [failed] = await deliveriesOf(ana, webhook.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500]);
    expect(new Set(received.map((request) => request.headers['webhook-id'])).size).toBe(1);

    answer = 204;
    const replay = await test.call(ana, {
      method: 'POST',
      url: `/webhooks/${webhook.id}/deliveries/${failed?.id}/replay`,
    });
    expect(replay.statusCode).toBe(202);
    expect(await runDueDeliveries()).toBe(1);
    const [replayed] = await deliveriesOf(ana, webhook.id);
    expect(replayed?.status).toBe('succeeded');
    expect(replayed?.attempts.at(-1)).toEqual(
      expect.objectContaining({ statusCode: 204, replay: true }),
    );
  });

  it('sends nothing for a disabled webhook, and a test event on demand', async () => {
    const ana = await test.signIn();
    const created = await register(ana, { url: receiverUrl, events: ['file.indexed'] });
    const { webhook } = created.json<{ webhook: { id: string } }>();
    await emitWebhookEvent(test.db, { userId: ana.id, type: 'file.indexed', key: 'k3', data: {} });
    await test.call(ana, {
      method: 'PATCH',
      url: `/webhooks/${webhook.id}`,
      payload: { enabled: false },
    });
    await runDueDeliveries();
    expect(received).toHaveLength(0);
    expect((await deliveriesOf(ana, webhook.id))[0]?.status).toBe('failed');

    await test.call(ana, {
      method: 'PATCH',
      url: `/webhooks/${webhook.id}`,
      payload: { enabled: true },
    });
    const sent = await test.call(ana, { method: 'POST', url: `/webhooks/${webhook.id}/test` });
    expect(sent.statusCode).toBe(202);
    await runDueDeliveries();
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });

    const removed = await test.call(ana, { method: 'DELETE', url: `/webhooks/${webhook.id}` });
    expect(removed.statusCode).toBe(204);
  });

  it('tells a conversation answered by the chatbot, from where the answer is kept', async () => {
    const ana = await test.signIn();
    await register(ana, { url: receiverUrl, events: ['chatbot.conversation.answered'] });
    const form = await multipartBody(
      { user: ana.email, empresa: COMPANY, topico: 'BUSQUEDA_GLOBAL', prompt: 'Hola' },
      [],
    );
    const asked = await test.call(ana, {
      method: 'POST',
      url: '/chatbot/messages/conversational',
      payload: form.payload,
      headers: form.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { message } = asked.json<{ message: { message_id: string } }>();
    expect(await runDueDeliveries()).toBe(1);
    const event = JSON.parse(received[0]?.body ?? '{}') as { type: string; data: unknown };
    expect(event.type).toBe('chatbot.conversation.answered');
    expect(event.data).toMatchObject({ status: 'done', messageId: message.message_id });
  });
});

/** Every `table.column` of text, JSON or array type whose text holds `needle`. */
async function columnsHolding(needle: string): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`.execute(test.db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hits = await sql<{ count: string }>`
      SELECT count(*) AS count FROM ${sql.table(table)}
      WHERE strpos(${sql.ref(column)}::text, ${needle}) > 0`.execute(test.db);
    if (Number(hits.rows[0]?.count) > 0) {
      found.push(`${table}.${column}`);
    }
  }
  return found;
}

/**
 * Emits one `file.indexed` event for `userId`, delivers it, and checks the request carries one
 * signature by each of `secrets`, in that order.
 */
async function expectEventSignedBy(userId: string, key: string, ...secrets: string[]) {
  const before = received.length;
  await emitWebhookEvent(test.db, { userId, type: 'file.indexed', key, data: {} });
  await runDueDeliveries();
  const request = received[before];
  const id = String(request?.headers['webhook-id']);
  const timestamp = Number(request?.headers['webhook-timestamp']);
  expect(String(request?.headers['webhook-signature']).split(' ')).toEqual(
    secrets.map((secret) => signWebhook(secret, id, timestamp, request?.body ?? '')),
  );
}

describe('signing secrets at rest', () => {
  it('keeps the secret in no column in the clear, sealed, and still signs with it', async () => {
    const ana = await test.signIn();
    const created = await register(ana, { url: receiverUrl, events: ['file.indexed'] });
    const { webhook, secret } = created.json<{ webhook: { id: string }; secret: string }>();
    expect(await columnsHolding(secret)).toEqual([]);
    // The key bytes without the prefix, in case a copy dropped it.
    expect(await columnsHolding(secret.slice('whsec_'.length))).toEqual([]);
    const stored = await test.db
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', webhook.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).toMatch(/^v1\./);

    await expectEventSignedBy(ana.id, 'r1', secret);
  });

  it('seals a secret stored in the clear before migration 0025, which signs meanwhile', async () => {
    const ana = await test.signIn();
    const created = await register(ana, { url: receiverUrl, events: ['file.indexed'] });
    const { webhook, secret } = created.json<{ webhook: { id: string }; secret: string }>();
    // A row as release 0019-0024 wrote it.
    await test.db
      .updateTable('webhook_endpoints')
      .set({ secret })
      .where('id', '=', webhook.id)
      .execute();
    await expectEventSignedBy(ana.id, 'p1', secret);

    const cipher = await loadSecretCipher(test.config.secrets);
    expect(await sealPlainWebhookSecrets(test.db, cipher)).toBe(1);
    expect(await sealPlainWebhookSecrets(test.db, cipher)).toBe(0);
    expect(await columnsHolding(secret)).toEqual([]);
    await expectEventSignedBy(ana.id, 'p2', secret);
  });

  it('rotates: the new secret once, both sign for a day, then the new one alone', async () => {
    const ana = await test.signIn();
    const created = await register(ana, { url: receiverUrl, events: ['file.indexed'] });
    const { webhook, secret: old } = created.json<{ webhook: { id: string }; secret: string }>();
    const rotated = await test.call(ana, { method: 'POST', url: `/webhooks/${webhook.id}/secret` });
    expect(rotated.statusCode).toBe(200);
    const { secret, previousSecretExpiresAt } = rotated.json<{
      secret: string;
      previousSecretExpiresAt: string;
    }>();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    expect(Date.parse(previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await columnsHolding(secret)).toEqual([]);
    expect(await columnsHolding(old)).toEqual([]);

    await expectEventSignedBy(ana.id, 'o1', secret, old);

    await test.db
      .updateTable('webhook_endpoints')
      .set({ previous_secret_until: new Date(Date.now() - 1000) })
      .where('id', '=', webhook.id)
      .execute();
    await expectEventSignedBy(ana.id, 'o2', secret);

    const bob = await test.signIn();
    const foreign = await test.call(bob, { method: 'POST', url: `/webhooks/${webhook.id}/secret` });
    expect(foreign.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
  });
});
