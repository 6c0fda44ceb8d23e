import { describe, expect, it } from 'vitest';

import { isWebhookEventType, WEBHOOK_EVENT_TYPES } from './event-types';

describe('webhook event types', () => {
  it('offers every type but the test event, which is sent on demand', () => {
    expect(WEBHOOK_EVENT_TYPES).toContain('extraction.run.finished');
    expect(WEBHOOK_EVENT_TYPES).not.toContain('webhook.test');
  });

  it('accepts only the types a user subscribes to', () => {
    expect(isWebhookEventType('file.indexed')).toBe(true);
    expect(isWebhookEventType('webhook.test')).toBe(false);
    expect(isWebhookEventType('file')).toBe(false);
  });
});
