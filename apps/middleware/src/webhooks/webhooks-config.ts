import { readInteger, readList, type Env } from '@folio/server';

/** Webhooks (issue 21): where deliveries may go, how long an attempt may take, when to retry. */
export type WebhooksConfig = {
  /**
   * Addresses and subnets a webhook may reach besides public ones (`FOLIO_WEBHOOKS_ALLOW`,
   * e.g. `10.0.0.0/8` for a receiver on the operator's network); none by default, so loopback,
   * private and link-local targets are refused (the HTML printer's rule).
   */
  allowedAddresses: string[];
  /** The time one attempt may take, answer included (`FOLIO_WEBHOOKS_TIMEOUT_MS`). */
  timeoutMs: number;
  /**
   * The wait before each retry (`FOLIO_WEBHOOKS_RETRY_DELAYS_MS`, comma-separated): 5 s, 5 min,
   * 30 min, 2 h, 5 h, 10 h, about 17.5 hours after the first attempt in all.
   */
  retryDelaysMs: number[];
};

const WEBHOOK_RETRY_DELAYS_MS = [5e3, 300e3, 1_800e3, 7_200e3, 18_000e3, 36_000e3];

/** A comma-separated list of non-negative milliseconds, or the default webhook schedule. */
function readDelays(raw: string | undefined): number[] {
  const delays = readList(raw).map(Number);
  if (delays.some((delay) => !Number.isSafeInteger(delay) || delay < 0)) {
    throw new Error(`FOLIO_WEBHOOKS_RETRY_DELAYS_MS is not a list of milliseconds: ${raw}`);
  }
  return delays.length > 0 ? delays : WEBHOOK_RETRY_DELAYS_MS;
}

/** `FOLIO_WEBHOOKS_*`: see {@link WebhooksConfig}. */
export function readWebhooksConfig(env: Env): WebhooksConfig {
  return {
    allowedAddresses: readList(env['FOLIO_WEBHOOKS_ALLOW']),
    timeoutMs: readInteger(env, 'FOLIO_WEBHOOKS_TIMEOUT_MS', 10_000),
    retryDelaysMs: readDelays(env['FOLIO_WEBHOOKS_RETRY_DELAYS_MS']),
  };
}
