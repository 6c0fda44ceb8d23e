import type { components } from './generated/middleware';

/** The body of a Folio webhook delivery, as `verifyWebhook` answers it. */
export type WebhookEvent = components['schemas']['WebhookEvent'];

/** Why a delivery was refused by `verifyWebhook`. */
export type WebhookVerificationReason =
  | 'missing-headers'
  | 'invalid-secret'
  | 'timestamp-too-old'
  | 'timestamp-too-new'
  | 'bad-signature'
  | 'invalid-body';

/** A delivery that is not provably from Folio, or too old: answer it 4xx and ignore it. */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

/** The request headers, as a `Headers` or a Node `IncomingHttpHeaders`-like object. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export type VerifyWebhookOptions = {
  /**
   * How far the `webhook-timestamp` may be from now, either way, in seconds (default 300, the
   * Standard Webhooks recommendation): an older delivery may be a replayed capture.
   */
  toleranceSeconds?: number;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
};

const SECRET_PREFIX = 'whsec_';
const encoder = new TextEncoder();

/**
 * Checks a Folio webhook delivery by the Standard Webhooks convention and answers its event:
 * `webhook-signature` must hold a `v1,` HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`
 * under the endpoint's secret (`whsec_...`, shown when the webhook was registered), and the
 * timestamp must be within `toleranceSeconds` of now. Pass the body exactly as received (the raw
 * text or bytes, not a re-serialised JSON). Uses Web Crypto (`crypto.subtle`): Node 20+ and
 * browsers, no Node import. The comparison is Web Crypto's `verify`, in constant time.
 * Throws a {@link WebhookVerificationError} otherwise.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array | ArrayBuffer,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const id = headerOf(headers, 'webhook-id');
  const timestamp = headerOf(headers, 'webhook-timestamp');
  const signatures = headerOf(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError(
      'missing-headers',
      'webhook-id, webhook-timestamp and webhook-signature are required',
    );
  }
  const seconds = Number(timestamp);
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (!/^\d+$/u.test(timestamp) || seconds < nowSeconds - tolerance) {
    throw new WebhookVerificationError('timestamp-too-old', `timestamp ${timestamp} is too old`);
  }
  if (seconds > nowSeconds + tolerance) {
    throw new WebhookVerificationError('timestamp-too-new', `timestamp ${timestamp} is ahead`);
  }

  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const bodyBytes = typeof body === 'string' ? encoder.encode(body) : new Uint8Array(body);
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + bodyBytes.length);
  signed.set(prefix);
  signed.set(bodyBytes, prefix.length);

  let isValid = false;
  // Several space-separated signatures may come (a secret being rotated); one valid is enough.
  for (const entry of signatures.split(' ')) {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) {
      continue;
    }
    const expected = base64Bytes(value);
    if (expected && (await crypto.subtle.verify('HMAC', key, expected, signed))) {
      isValid = true;
      break;
    }
  }
  if (!isValid) {
    throw new WebhookVerificationError('bad-signature', 'no signature matches the secret');
  }
  try {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(bodyBytes);
    return JSON.parse(text) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError('invalid-body', 'the signed body is not JSON');
  }
}

function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const value =
    record[name] ??
    Object.entries(record).find(([key]) => key.toLowerCase() === name)?.[1] ??
    undefined;
  return Array.isArray(value) ? value.join(' ') : value;
}

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const bytes = base64Bytes(secret.startsWith(SECRET_PREFIX) ? secret.slice(6) : secret);
  if (!bytes || bytes.length === 0) {
    throw new WebhookVerificationError('invalid-secret', 'the secret is not whsec_<base64>');
  }
  return bytes;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}
