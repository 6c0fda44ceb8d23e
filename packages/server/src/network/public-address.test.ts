import { describe, expect, it } from 'vitest';

import { checkHost, createAddressGuard, isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local (cloud metadata), shared, reserved and names', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'localhost',
      'example.com',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('createAddressGuard', () => {
  it('is the public-address rule when the operator allows nothing', () => {
    const isAllowed = createAddressGuard([]);
    expect(isAllowed('8.8.8.8')).toBe(true);
    expect(isAllowed('127.0.0.1')).toBe(false);
  });

  it('adds exactly the addresses and subnets the operator allows', () => {
    const isAllowed = createAddressGuard(['127.0.0.1', '10.1.0.0/16', '::1']);
    expect(isAllowed('127.0.0.1')).toBe(true);
    expect(isAllowed('[::1]')).toBe(true);
    expect(isAllowed('10.1.200.3')).toBe(true);
    expect(isAllowed('127.0.0.2')).toBe(false);
    expect(isAllowed('10.2.0.1')).toBe(false);
    expect(isAllowed('169.254.169.254')).toBe(false);
    expect(isAllowed('93.184.216.34')).toBe(true);
    expect(isAllowed('localhost')).toBe(false);
  });

  it('refuses an entry that is not an address or a subnet', () => {
    expect(() => createAddressGuard(['localhost'])).toThrow(/not an IP address/);
    expect(() => createAddressGuard(['10.0.0.0/x'])).toThrow(/not an IP address/);
  });
});

describe('checkHost', () => {
  it('checks an IP literal without resolving it', async () => {
    await expect(checkHost('127.0.0.1', isPublicAddress)).rejects.toThrow(/refused/);
    await expect(checkHost('[::1]', isPublicAddress)).rejects.toThrow(/refused/);
    await expect(checkHost('127.0.0.1', createAddressGuard(['127.0.0.1']))).resolves.toBe(
      undefined,
    );
  });

  it('refuses a name that resolves to a refused address (localhost)', async () => {
    await expect(checkHost('localhost', isPublicAddress)).rejects.toThrow(
      /localhost resolves to .*refused/,
    );
  });
});
