export { isWebhookEventType, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from './event-types';
export type { WebhookEventType } from './event-types';
