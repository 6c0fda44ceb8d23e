import {
  isWebhookEventType,
  translate,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@folio/core';
import { FolioError, type Webhook } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import { formatTable } from '../files/format';

/** The flags of `folio webhooks create`. */
export type WebhooksCreateOptions = { url: string; event: string[]; description?: string };

/** `--event a --event b` and `--event a,b` alike, each checked against the contract's types. */
function readEvents(given: readonly string[]): WebhookEventType[] {
  const events = given.flatMap((value) => value.split(',')).map((value) => value.trim());
  const unknown = events.find((event) => event !== '' && !isWebhookEventType(event));
  if (unknown !== undefined) {
    throw new CliError('webhooks.cli.unknownEvent', {
      event: unknown,
      events: WEBHOOK_EVENT_TYPES.join(', '),
    });
  }
  const valid = [...new Set(events.filter(isWebhookEventType))];
  if (valid.length === 0) {
    throw new CliError('webhooks.cli.noEvent');
  }
  return valid;
}

/** True for the server's refusal of a URL on a private or local address. */
const isRefusedAddress = (error: unknown) =>
  error instanceof FolioError &&
  (error.detail as { reason?: string } | undefined)?.reason === 'address-refused';

/**
 * `folio webhooks create`: registers a URL for events. The signing secret is printed once, on
 * stdout (and in `--json` as `secret`); the receiver checks deliveries with it (`verifyWebhook`).
 */
export async function runWebhooksCreate(
  context: SignedInContext,
  options: WebhooksCreateOptions,
): Promise<number> {
  const { output, language } = context;
  const events = readEvents(options.event);
  const created = await context.folio.webhooks
    .create({
      url: options.url,
      events,
      ...(options.description === undefined ? {} : { description: options.description }),
    })
    .catch((error: unknown) => {
      throw isRefusedAddress(error) ? new CliError('webhooks.failures.refused') : error;
    });
  output.info(translate(language, 'webhooks.cli.created', { url: created.webhook.url }));
  output.info(created.secret);
  output.data(created);
  return 0;
}

/** `folio webhooks list`: the account's webhooks, never their secrets. */
export async function runWebhooksList(context: SignedInContext): Promise<number> {
  const { output, language } = context;
  const webhooks = await context.folio.webhooks.list();
  if (webhooks.length === 0) {
    output.info(translate(language, 'webhooks.cli.empty'));
  } else {
    const columns = (['id', 'url', 'events', 'state'] as const).map((key) => ({
      heading: translate(language, `webhooks.columns.${key}`),
    }));
    const rows = webhooks.map((webhook) => [
      webhook.id,
      webhook.url,
      webhook.events.join(','),
      translate(language, webhook.enabled ? 'webhooks.enabled' : 'webhooks.disabled'),
    ]);
    formatTable(columns, rows).forEach((line) => output.info(line));
  }
  output.data(webhooks);
  return 0;
}

/** `folio webhooks delete ID|URL`: the webhook and its delivery log. */
export async function runWebhooksDelete(context: SignedInContext, target: string): Promise<number> {
  const webhook = await findWebhook(context, target);
  await context.folio.webhooks.delete(webhook.id);
  context.output.info(translate(context.language, 'webhooks.cli.deleted', { url: webhook.url }));
  context.output.data({ deleted: webhook });
  return 0;
}

/**
 * `folio webhooks rotate ID|URL`: a new signing secret, printed once; the old one keeps signing
 * beside it until the time printed (24 h), so the receiver can be moved over.
 */
export async function runWebhooksRotate(context: SignedInContext, target: string): Promise<number> {
  const { output, language } = context;
  const webhook = await findWebhook(context, target);
  const rotated = await context.folio.webhooks.rotateSecret(webhook.id);
  output.info(
    translate(language, 'webhooks.cli.rotated', {
      url: webhook.url,
      at: rotated.previousSecretExpiresAt,
    }),
  );
  output.info(rotated.secret);
  output.data({ webhook, ...rotated });
  return 0;
}

/** `folio webhooks deliveries ID|URL`: the newest deliveries, with their attempts in `--json`. */
export async function runWebhooksDeliveries(
  context: SignedInContext,
  target: string,
): Promise<number> {
  const { output, language } = context;
  const webhook = await findWebhook(context, target);
  const deliveries = await context.folio.webhooks.deliveries(webhook.id);
  if (deliveries.length === 0) {
    output.info(translate(language, 'webhooks.cli.deliveries.empty', { url: webhook.url }));
  } else {
    const columns = (['message', 'event', 'status', 'attempts', 'created', 'next'] as const).map(
      (key) => ({ heading: translate(language, `webhooks.columns.${key}`) }),
    );
    const rows = deliveries.map((delivery) => [
      delivery.messageId,
      delivery.type,
      translate(language, `webhooks.deliveries.status.${delivery.status}`),
      String(delivery.attempts.length),
      delivery.createdAt,
      delivery.nextAttemptAt ?? '',
    ]);
    formatTable(columns, rows).forEach((line) => output.info(line));
  }
  output.data(deliveries);
  return 0;
}

/** The webhook an argument names: its id, or a URL that exactly one webhook has. */
async function findWebhook(context: SignedInContext, target: string): Promise<Webhook> {
  const webhooks = await context.folio.webhooks.list();
  const byUrl = webhooks.filter((webhook) => webhook.url === target);
  const found =
    webhooks.find((webhook) => webhook.id === target) ??
    (byUrl.length === 1 ? byUrl[0] : undefined);
  if (!found) {
    throw new CliError('webhooks.cli.notFound', { webhook: target });
  }
  return found;
}
