import { describe, expect, it } from 'vitest';

import {
  createMessageId,
  createWebhookSecret,
  signWebhook,
  webhookHeaders,
} from './webhook-signature';

describe('webhook signatures (Standard Webhooks)', () => {
  it("signs the specification's example as the reference libraries do", () => {
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes secrets of 24 random bytes and message ids of 32 hex digits', () => {
    const secret = createWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(createWebhookSecret()).not.toBe(secret);
    expect(createMessageId()).toMatch(/^msg_[0-9a-f]{32}$/);
  });

  it('signs each attempt for the second it is sent', () => {
    const secret = createWebhookSecret();
    const first = webhookHeaders([secret], 'msg_1', '{}', new Date('2026-01-01T00:00:00.900Z'));
    const later = webhookHeaders([secret], 'msg_1', '{}', new Date('2026-01-01T00:05:00Z'));
    expect(first['webhook-timestamp']).toBe('1767225600');
    expect(first['webhook-signature']).toBe(signWebhook(secret, 'msg_1', 1767225600, '{}'));
    expect(later['webhook-signature']).not.toBe(first['webhook-signature']);
    expect(later['webhook-id']).toBe('msg_1');
  });

  it('signs with each secret while one is rotated out, space-separated', () => {
    const [next, previous] = [createWebhookSecret(), createWebhookSecret()];
    const headers = webhookHeaders([next, previous], 'msg_1', '{}', new Date(1767225600_000));
    expect(headers['webhook-signature']).toBe(
      `${signWebhook(next, 'msg_1', 1767225600, '{}')} ${signWebhook(previous, 'msg_1', 1767225600, '{}')}`,
    );
  });
});
