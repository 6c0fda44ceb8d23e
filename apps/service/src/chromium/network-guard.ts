import type { BrowserContext, Route } from 'playwright-core';

import type { AllowedFetch } from './public-fetch';

/**
 * True when the operator's allow-list names the URL's host: `http:` or `https:` only, the host
 * exactly (any case), or below a `*.example.com` entry. Nothing else is ever fetched for a page.
 */
export function isAllowedUrl(url: URL, allowedHosts: readonly string[]): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

/** Schemes that never leave the browser: the page itself and inline resources. */
const LOCAL_SCHEMES = new Set(['about:', 'data:', 'blob:']);

/**
 * Cuts a browser context off the network: every request goes through `context.route`, where only
 * `about:`, `data:` and `blob:` pass and GETs to allowed hosts are fetched by `fetchAllowed` (never
 * by the browser); everything else, `file:` and loopback included, is aborted. WebSockets are
 * closed before they connect. `signal` cancels allowed fetches still running when the job ends.
 */
export async function guardContext(
  context: BrowserContext,
  options: { allowedHosts: readonly string[]; fetchAllowed: AllowedFetch; signal: AbortSignal },
): Promise<void> {
  await context.route(
    () => true,
    (route) => handleRequest(route, options),
  );
  await context.routeWebSocket(
    () => true,
    (socket) => socket.close({ code: 1008, reason: 'blocked' }),
  );
}

async function handleRequest(
  route: Route,
  { allowedHosts, fetchAllowed, signal }: Parameters<typeof guardContext>[1],
): Promise<void> {
  const request = route.request();
  let url: URL | undefined;
  try {
    url = new URL(request.url());
  } catch {
    url = undefined;
  }
  try {
    if (url && LOCAL_SCHEMES.has(url.protocol)) {
      await route.continue();
      return;
    }
    if (!url || request.method() !== 'GET' || !isAllowedUrl(url, allowedHosts)) {
      await route.abort('blockedbyclient');
      return;
    }
    const resource = await fetchAllowed(url, {
      headers: pick(request.headers(), ['accept', 'accept-language', 'user-agent']),
      signal,
    });
    await route.fulfill(resource);
  } catch {
    // A refused or failed fetch, or a context already closing: the page sees a failed load.
    await route.abort('addressunreachable').catch(() => undefined);
  }
}

function pick(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) {
      kept[name] = value;
    }
  }
  return kept;
}
