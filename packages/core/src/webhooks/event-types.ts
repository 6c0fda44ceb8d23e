import type { MiddlewareComponents } from '@folio/sdk';

import type { MessageKey } from '../i18n/resources';

/** What a webhook can be told about (issue 21); the contract's `WebhookEventType`. */
export type WebhookEventType = MiddlewareComponents['schemas']['WebhookEventType'];

/**
 * Each event type's label. Keyed by the contract's enum, so a type added to the contract fails
 * typecheck here until it has a message in both languages.
 */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEventType, MessageKey>> = {
  'extraction.run.finished': 'webhooks.events.runFinished',
  'extraction.run.failed': 'webhooks.events.runFailed',
  'file.indexed': 'webhooks.events.fileIndexed',
  'chatbot.training.finished': 'webhooks.events.trainingFinished',
  'chatbot.conversation.answered': 'webhooks.events.conversationAnswered',
  'webhook.test': 'webhooks.events.test',
};

/** The types a user subscribes to, in the order the faces offer them (the test is sent on demand). */
export const WEBHOOK_EVENT_TYPES = (Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventType[]).filter(
  (type) => type !== 'webhook.test',
);

/** True for a type a user can subscribe to (a face's input, such as `folio webhooks create --event`). */
export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
