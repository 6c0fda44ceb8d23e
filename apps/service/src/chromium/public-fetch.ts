import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';

import { bareAddress, checkedLookup, isPublicAddress } from '@folio/server';

/** What an allowed resource answered, as the page will be given it. */
export type FetchedResource = { status: number; headers: Record<string, string>; body: Buffer };

/** Fetches one resource of an allowed host for the page (GET only). */
export type AllowedFetch = (
  url: URL,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<FetchedResource>;

/** Headers that describe one hop, not the resource; `fulfill` sets its own length. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'proxy-authenticate',
  'set-cookie',
  'upgrade',
]);

/**
 * Fetches a resource of an allowed host from this process, never from the browser: an IP
 * literal must be public, a name must resolve only to public addresses ({@link checkedLookup}),
 * the body is capped at `maxBytes`, and redirects are handed back to the page, whose next
 * request is checked again. `isAllowed` replaces the public-address check in tests only.
 */
export function createPublicFetch(
  maxBytes: number,
  isAllowed: (address: string) => boolean = isPublicAddress,
): AllowedFetch {
  const lookup = checkedLookup(isAllowed);
  return (url, { headers, signal }) =>
    new Promise<FetchedResource>((resolve, reject) => {
      const host = bareAddress(url.hostname);
      if (isIP(host) !== 0 && !isAllowed(host)) {
        reject(new Error(`${url.hostname} is not a public address`));
        return;
      }
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, {
        method: 'GET',
        headers: { ...headers, 'accept-encoding': 'identity' },
        lookup,
        signal,
      });
      request.on('error', reject);
      request.on('response', (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy(new Error(`${url.href} is over ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_HEADERS.has(name)) {
              kept[name] = Array.isArray(value) ? value.join(', ') : value;
            }
          }
          resolve({
            status: response.statusCode ?? 502,
            headers: kept,
            body: Buffer.concat(chunks),
          });
        });
      });
      request.end();
    });
}
