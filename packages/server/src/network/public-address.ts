import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// The one network guard of both hosts (the HTML printer's page resources, the webhooks'
// deliveries): addresses an outbound request made for a user must never reach, even through a
// name (a name can resolve anywhere): "this" network, private (RFC 1918), shared (RFC 6598),
// loopback, link-local, documentation, benchmarking, multicast and reserved ranges; in IPv6 also
// unique-local, link-local, multicast, and the forms that embed an IPv4 address (mapped, NAT64,
// 6to4, Teredo), refused whole rather than decoded.
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

/** An IP address without the brackets a URL's host puts around IPv6. */
export function bareAddress(host: string): string {
  return host.replace(/^\[|\]$/g, '');
}

/** True for an IP address on the public internet; false for any other address or non-address. */
export function isPublicAddress(address: string): boolean {
  const bare = bareAddress(address);
  const family = isIP(bare);
  if (family === 0) {
    return false;
  }
  return family === 4 ? !NOT_PUBLIC_V4.check(bare, 'ipv4') : !NOT_PUBLIC_V6.check(bare, 'ipv6');
}

/**
 * The guard with the operator's exceptions: public addresses, plus the addresses and subnets of
 * `allowed` (`127.0.0.1`, `10.0.0.0/8`, `::1`), for a receiver the operator runs on a private
 * network. Throws on an entry that is neither, so a typo stops the start instead of opening
 * nothing or everything.
 */
export function createAddressGuard(allowed: readonly string[]): (address: string) => boolean {
  if (allowed.length === 0) {
    return isPublicAddress;
  }
  const exceptions = new BlockList();
  for (const entry of allowed) {
    const [network = '', prefix] = entry.trim().split('/');
    const family = isIP(network);
    if (family === 0 || (prefix !== undefined && !/^\d{1,3}$/u.test(prefix))) {
      throw new Error(`${entry} is not an IP address or subnet`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      exceptions.addAddress(network, type);
    } else {
      exceptions.addSubnet(network, Number(prefix), type);
    }
  }
  return (address) => {
    const bare = bareAddress(address);
    const family = isIP(bare);
    if (family === 0) {
      return false;
    }
    return isPublicAddress(bare) || exceptions.check(bare, family === 4 ? 'ipv4' : 'ipv6');
  };
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
        callback(new RefusedAddressError(hostname, refused.address), '', 0);
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

/** A host that is, or resolves to, an address the guard refuses. */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(host === address ? `${address} is refused` : `${host} resolves to ${address}, refused`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * Checks a URL's host now (a registration form): an IP literal must pass `isAllowed`, a name must
 * resolve only to addresses that pass. The connection itself checks again ({@link checkedLookup}):
 * what a name resolves to may change after this.
 */
export async function checkHost(
  host: string,
  isAllowed: (address: string) => boolean,
): Promise<void> {
  const bare = bareAddress(host);
  if (isIP(bare) !== 0) {
    if (!isAllowed(bare)) {
      throw new RefusedAddressError(bare, bare);
    }
    return;
  }
  const lookup = checkedLookup(isAllowed);
  await new Promise<void>((resolve, reject) => {
    lookup(bare, { all: true }, (error) => (error ? reject(error) : resolve()));
  });
}
