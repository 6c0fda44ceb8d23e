import { describe, expect, it } from 'vitest';

import { verifyWebhook, WebhookVerificationError } from './verify-webhook';

// The example of the Standard Webhooks specification, signed by its reference libraries.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const BODY = '{"test": 2432232314}';
const HEADERS = {
  'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  'webhook-timestamp': '1614265330',
  'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const AT_SIGNING = () => 1614265330_000;

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe('verifyWebhook (Standard Webhooks)', () => {
  it("accepts the specification's example, from a Headers or a plain object, text or bytes", async () => {
    expect(await verifyWebhook(SECRET, HEADERS, BODY, { now: AT_SIGNING })).toEqual({
      test: 2432232314,
    });
    expect(
      await verifyWebhook(SECRET, new Headers(HEADERS), new TextEncoder().encode(BODY), {
        now: AT_SIGNING,
      }),
    ).toEqual({ test: 2432232314 });
  });

  it('accepts any one valid signature of several (a secret being rotated)', async () => {
    const headers = {
      ...HEADERS,
      'webhook-signature': `v1,bm90IGl0 v2,whatever ${HEADERS['webhook-signature']}`,
    };
    await expect(verifyWebhook(SECRET, headers, BODY, { now: AT_SIGNING })).resolves.toBeTruthy();
  });

  it('refuses a changed body, another secret, another id', async () => {
    const now = AT_SIGNING;
    expect(await reasonOf(verifyWebhook(SECRET, HEADERS, '{"test": 1}', { now }))).toBe(
      'bad-signature',
    );
    const other = 'whsec_' + btoa('another secret of some length');
    expect(await reasonOf(verifyWebhook(other, HEADERS, BODY, { now }))).toBe('bad-signature');
    const headers = { ...HEADERS, 'webhook-id': 'msg_other' };
    expect(await reasonOf(verifyWebhook(SECRET, headers, BODY, { now }))).toBe('bad-signature');
  });

  it('refuses a timestamp outside the tolerance, either way', async () => {
    const later = () => (1614265330 + 301) * 1000;
    expect(await reasonOf(verifyWebhook(SECRET, HEADERS, BODY, { now: later }))).toBe(
      'timestamp-too-old',
    );
    await expect(
      verifyWebhook(SECRET, HEADERS, BODY, { now: later, toleranceSeconds: 600 }),
    ).resolves.toBeTruthy();
    const earlier = () => (1614265330 - 301) * 1000;
    expect(await reasonOf(verifyWebhook(SECRET, HEADERS, BODY, { now: earlier }))).toBe(
      'timestamp-too-new',
    );
  });

  it('refuses missing headers and a secret that is not base64', async () => {
    const { 'webhook-signature': _, ...unsigned } = HEADERS;
    expect(await reasonOf(verifyWebhook(SECRET, unsigned, BODY, { now: AT_SIGNING }))).toBe(
      'missing-headers',
    );
    expect(await reasonOf(verifyWebhook('whsec_***', HEADERS, BODY, { now: AT_SIGNING }))).toBe(
      'invalid-secret',
    );
  });
});
