import { describe, expect, it } from 'vitest';
import { classifyAddress } from './public-address';

describe('classifyAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['100.100.100.200', 'cgnat'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.0.170', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.1', 'reserved'],
    ['203.0.113.9', 'reserved'],
  ])('refuses IPv4 %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toEqual({ public: false, kind });
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['::7f00:1', 'reserved'],
    // IPv4-mapped, in both spellings: judged as the IPv4 address they reach.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::ffff:100.64.0.1', 'cgnat'],
    ['0:0:0:0:0:ffff:0.0.0.0', 'unspecified'],
    // NAT64 and 6to4 carry an IPv4 address too.
    ['64:ff9b::169.254.169.254', 'metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:a9fe:a9fe::', 'metadata'],
  ])('refuses IPv6 %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toEqual({ public: false, kind });
  });

  it.each(['', 'localhost', 'fcm.googleapis.com', '1.2.3', '999.1.1.1', 'http://1.2.3.4'])(
    'refuses %j, which is no IP address',
    (address) => {
      expect(classifyAddress(address)).toEqual({ public: false, kind: 'invalid' });
    },
  );

  it.each([
    '142.250.180.10',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '1.1.1.1',
    '223.255.255.255',
    '2a00:1450:4009:81f::200a',
    '2606:4700::1111',
    '::ffff:142.250.180.10',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public address %s through', (address) => {
    expect(classifyAddress(address)).toEqual({ public: true });
  });
});
