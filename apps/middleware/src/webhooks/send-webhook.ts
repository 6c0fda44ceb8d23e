import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';

import { bareAddress, checkedLookup, RefusedAddressError } from '@folio/server';

/** What one attempt came to; `statusCode` null when no answer came. */
export type AttemptOutcome = {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  isSuccess: boolean;
};

export type SendOptions = {
  /** The whole attempt, connection to the end of the answer. */
  timeoutMs: number;
  /** Read no more of an answer than this; the status code is what counts. */
  maxResponseBytes: number;
  /** The network guard (createAddressGuard of @folio/server). */
  isAllowed: (address: string) => boolean;
  /** Stops the attempt (the job was taken from this worker). */
  signal?: AbortSignal | undefined;
};

/**
 * POSTs one delivery. The host is checked on the address actually connected to: an IP literal
 * before connecting, a name inside the connection's own lookup (`checkedLookup`), so a name that
 * resolves to a public address for a check and to a private one for the connection (DNS
 * rebinding) is refused. Redirects are not followed (a 3xx is a failure, as Standard Webhooks
 * receivers expect); any 2xx is a success. Never throws: a failure is in the outcome.
 */
export async function sendWebhook(
  target: { url: string; headers: Record<string, string>; body: string },
  options: SendOptions,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const finish = (statusCode: number | null, error: string | null): AttemptOutcome => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
    isSuccess: error === null && statusCode !== null && statusCode >= 200 && statusCode < 300,
  });
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const url = new URL(target.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return finish(null, `${url.protocol} is not http or https`);
    }
    // An IP literal never reaches the lookup: it is checked here.
    const host = bareAddress(url.hostname);
    if (isIP(host) !== 0 && !options.isAllowed(host)) {
      return finish(null, new RefusedAddressError(host, host).message);
    }
    const statusCode = await post(url, target, options, signal);
    return finish(
      statusCode,
      statusCode >= 300 && statusCode < 400 ? 'redirect not followed' : null,
    );
  } catch (error) {
    if (timeout.aborted) {
      return finish(null, `no answer within ${options.timeoutMs} ms`);
    }
    return finish(null, error instanceof Error ? error.message : String(error));
  }
}

function post(
  url: URL,
  target: { headers: Record<string, string>; body: string },
  options: SendOptions,
  signal: AbortSignal,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const body = Buffer.from(target.body);
    const request = send(url, {
      method: 'POST',
      headers: { ...target.headers, 'content-length': String(body.length) },
      lookup: checkedLookup(options.isAllowed),
      // A fresh connection per attempt: every attempt resolves and checks the name again.
      agent: false,
      signal,
    });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      const statusCode = response.statusCode ?? 0;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > options.maxResponseBytes) {
          // Enough: the status is known, the rest of a large answer is not ours to hold.
          response.destroy();
          resolve(statusCode);
        }
      });
      response.on('error', reject);
      response.on('end', () => resolve(statusCode));
    });
    request.end(body);
  });
}
