import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from './public-address.ts';

/** Where the server may post Web Push (decision 0032): public unicast addresses only. */
const notPublic: Record<string, string[]> = {
  'this network (0.0.0.0/8)': ['0.0.0.0', '0.1.2.3'],
  'loopback (127/8)': ['127.0.0.1', '127.255.255.254'],
  'private (10/8, 172.16/12, 192.168/16)': [
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
  ],
  'carrier-grade NAT (100.64/10)': ['100.64.0.1', '100.127.255.254'],
  'link-local with the metadata service (169.254/16)': ['169.254.169.254', '169.254.0.1'],
  'IETF protocol assignments (192.0.0/24)': ['192.0.0.1', '192.0.0.170'],
  'documentation and benchmarking nets': [
    '192.0.2.1',
    '198.18.0.1',
    '198.19.255.254',
    '198.51.100.7',
    '203.0.113.9',
  ],
  'multicast, reserved and broadcast': [
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
  ],
  'IPv6 loopback and unspecified': ['::1', '::'],
  'IPv6 unique-local (fc00::/7) with the metadata service': [
    'fc00::1',
    'fd12:3456::1',
    'fd00:ec2::254',
  ],
  'IPv6 link-local (fe80::/10), with a zone too': ['fe80::1', 'febf::1', 'fe80::1%eth0'],
  'IPv6 site-local and multicast': ['fec0::1', 'ff02::1'],
  'IPv4-mapped forms of refused addresses': [
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
  ],
  'NAT64 (64:ff9b::/96) of refused addresses': ['64:ff9b::7f00:1', '64:ff9b::a00:1'],
  'IPv4-compatible and other addresses outside 2000::/3': [
    '::7f00:1',
    '::127.0.0.1',
    '100::1',
    '5f00::1',
  ],
  '6to4, Teredo and local-use NAT64, whatever they carry': [
    '2002:7f00:1::1',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '64:ff9b:1::808:808',
  ],
  'IPv6 documentation (2001:db8::/32)': ['2001:db8::1'],
  'not an address at all': ['', 'localhost', '1.2.3.4.5', '[::1]'],
};

const publicAddresses = [
  '8.8.8.8',
  '142.250.185.106',
  '34.117.65.55',
  '100.63.255.255',
  '100.128.0.1',
  '172.15.255.255',
  '172.32.0.1',
  '169.253.255.255',
  '2a00:1450:4001:82a::200a',
  '2606:4700::6810:84e5',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
];

describe('isPublicAddress', () => {
  it.each(Object.entries(notPublic))('refuses %s', (_range, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts public unicast addresses, also an IPv4 one mapped or translated into IPv6', () => {
    for (const address of publicAddresses) expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('isLoopbackAddress', () => {
  it('knows the machine’s own addresses in every form, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '0.0.0.0', '::', '8.8.8.8', 'localhost']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
