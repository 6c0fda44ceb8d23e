// `folio webhooks` (issue 21) against servers that allow 127.0.0.1 (FOLIO_WEBHOOKS_ALLOW) and a
// local receiver: create (secret once), list, rotate (both secrets sign for a while), the
// delivery log, delete; in English and Spanish.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  createFolio,
  createFolioClients,
  verifyWebhook,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
} from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestAccount } from '../support/accounts';
import { signInCli } from '../support/cli-sign-in';
import { pollUntil } from '../support/poll';
import { runCli } from '../support/run-cli';
import { startServers, type RunningServers } from '../support/start-servers';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let servers: RunningServers;
let receiver: WebhookReceiver;
let configDir: string;
let account: TestAccount;
let hosts: string[];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  servers = await startServers({ FOLIO_WEBHOOKS_ALLOW: '127.0.0.1' });
  hosts = ['--middleware-url', servers.middlewareUrl, '--service-url', servers.serviceUrl];
  configDir = await mkdtemp(join(tmpdir(), 'folio-cli-webhooks-'));
  account = await signInCli({
    clients: createFolioClients(servers),
    dataDir: servers.dataDir,
    hosts,
    configDir,
    name: 'cli-webhooks',
  });
});
afterAll(async () => {
  await servers?.stop();
  await receiver?.close();
  await rm(configDir, { recursive: true, force: true });
});

/** `folio <args>` signed in with the password session of `configDir`. */
const folio = (args: string[]) =>
  runCli([...hosts, ...args], { env: { FOLIO_CONFIG_DIR: configDir } });

const json = async <T>(args: string[]): Promise<T> => {
  const run = await folio(['--json', ...args]);
  expect(run).toMatchObject({ exitCode: 0, stderr: '' });
  return JSON.parse(run.stdout) as T;
};

describe('folio webhooks (issue 21)', () => {
  it('creates, lists, rotates (both secrets sign), reads the deliveries and deletes a webhook', async () => {
    const url = `${receiver.url}/cli-hook`;
    const create = await folio(['webhooks', 'create', '--url', url, '--event', 'file.indexed']);
    expect(create).toMatchObject({ exitCode: 0, stderr: '' });
    expect(create.lines[0]).toBe(
      `Webhook ${url} added. Copy its signing secret now, it is not shown again:`,
    );
    const first = create.lines[1] ?? '';
    expect(first).toMatch(/^whsec_/);

    const listed = await folio(['webhooks', 'list']);
    expect(listed.lines[0]).toMatch(/^Id +URL +Events +State$/);
    expect(listed.stdout).toContain(`${url}  file.indexed  On`);
    const [webhook] = await json<Webhook[]>(['webhooks', 'list']);
    expect(webhook).toMatchObject({ url, events: ['file.indexed'], enabled: true });
    expect(JSON.stringify(webhook)).not.toContain('whsec_');

    const before = Date.now();
    const rotated = await json<{ secret: string; previousSecretExpiresAt: string }>([
      'webhooks',
      'rotate',
      url,
    ]);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(first);
    // Decided: the old secret signs beside the new one for 24 hours.
    const until = Date.parse(rotated.previousSecretExpiresAt) - before;
    expect(until).toBeGreaterThan(23.9 * 3_600_000);
    expect(until).toBeLessThan(24.1 * 3_600_000);

    // A test event (the SDK, as a script would), delivered with both signatures.
    const sdk = await createFolio({
      url: servers.middlewareUrl,
      email: account.email,
      password: account.password,
      accountKey: account.hash,
    });
    await sdk.webhooks.sendTest(webhook?.id ?? '');
    const [received] = await pollUntil(
      async () => receiver.at('/cli-hook'),
      (deliveries) => deliveries.length > 0,
      { what: 'the test delivery', timeoutMs: 60_000, intervalMs: 200 },
    );
    for (const secret of [first, rotated.secret]) {
      expect(
        await verifyWebhook(secret, received?.headers ?? {}, received?.body ?? ''),
      ).toMatchObject({ type: 'webhook.test' });
    }

    const deliveries = await pollUntil(
      () => json<WebhookDelivery[]>(['webhooks', 'deliveries', webhook?.id ?? '']),
      (list) => list[0]?.status === 'succeeded',
      { what: 'the delivery marked succeeded', timeoutMs: 60_000, intervalMs: 500 },
    );
    expect(deliveries[0]).toMatchObject({ type: 'webhook.test', attempts: [{ statusCode: 200 }] });
    const table = await folio(['webhooks', 'deliveries', url]);
    expect(table.lines[0]).toMatch(/^Message id +Event +Status +Attempts +Created +Next attempt$/);
    expect(table.lines[1]).toMatch(/^msg_[0-9a-f]{32} +webhook\.test +Delivered +1 /);

    const removed = await folio(['webhooks', 'delete', webhook?.id ?? '']);
    expect(removed).toMatchObject({ exitCode: 0, stdout: `Webhook ${url} deleted.\n` });
    expect(await json<Webhook[]>(['webhooks', 'list'])).toEqual([]);
    // About a dozen runs of `folio` and one delivery made by the job runner.
  }, 180_000);

  it('refuses a private address at registration and unknown events, in Spanish too', async () => {
    const refused = await folio([
      'webhooks',
      'create',
      '--url',
      'http://10.0.0.1/hook',
      '--event',
      'file.indexed',
    ]);
    expect(refused).toMatchObject({ exitCode: 1, stdout: '' });
    expect(refused.stderr).toContain('Folio only calls addresses on the internet');

    const unknown = await runCli(
      [
        '--lang',
        'sp',
        ...hosts,
        'webhooks',
        'create',
        '--url',
        `${receiver.url}/x`,
        '--event',
        'x',
      ],
      { env: { FOLIO_CONFIG_DIR: configDir } },
    );
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain('Evento desconocido "x"');

    const empty = await runCli(['--lang', 'sp', ...hosts, 'webhooks', 'list'], {
      env: { FOLIO_CONFIG_DIR: configDir },
    });
    expect(empty).toMatchObject({ exitCode: 0, stdout: 'No tienes webhooks.\n' });

    const created = await json<CreatedWebhook>([
      'webhooks',
      'create',
      '--url',
      `${receiver.url}/y`,
      '--event',
      'extraction.run.finished,extraction.run.failed',
      '--description',
      'nightly',
    ]);
    expect(created.webhook).toMatchObject({
      description: 'nightly',
      events: ['extraction.run.finished', 'extraction.run.failed'],
    });
    const missing = await folio(['webhooks', 'rotate', `${receiver.url}/nowhere`]);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('You have no webhook with the id or URL');
  }, 120_000);
});
