import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** What an allowed resource answered, as the page will be given it. */
export type FetchedResource = { status: number; headers: Record<string, string>; body: Buffer };

/** Fetches one resource of an allowed host for the page (GET only). */
export type AllowedFetch = (
  url: URL,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<FetchedResource>;

// Addresses a page must never reach, even through a host the operator allowed (a name can resolve
// anywhere): "this" network, private (RFC 1918), shared (RFC 6598), loopback, link-local,
// documentation, benchmarking, multicast and reserved ranges; in IPv6 also unique-local,
// link-local, multicast, and the forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo),
// refused whole rather than decoded.
// Two lists: Node matches IPv4 addresses against IPv6 rules through their mapped form, so one
// list with `::ffff:0:0/96` would refuse every IPv4 address.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** True for an IP address on the public internet; false for any other address or non-address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) {
    return false;
  }
  return family === 4 ? !NOT_PUBLIC_V4.check(bare, 'ipv4') : !NOT_PUBLIC_V6.check(bare, 'ipv6');
}

/**
 * A DNS lookup that fails unless every address of the name passes `isAllowed`. The connection
 * uses the addresses checked here, so a name cannot be resolved again to a private address
 * between the check and the connection (DNS rebinding).
 */
export function checkedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const first = addresses[0];
      if (error || !first) {
        callback(error ?? new Error(`${hostname} has no address`), '', 0);
        return;
      }
      const refused = addresses.find((entry) => !isAllowed(entry.address));
      if (refused) {
        callback(new Error(`${hostname} resolves to ${refused.address}, refused`), '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}

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
      const host = url.hostname.replace(/^\[|\]$/g, '');
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
