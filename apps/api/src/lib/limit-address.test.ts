import { describe, expect, it } from 'vitest';
import { limitAddress } from './limit-address';

describe('limitAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(limitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts every IPv6 address of one /64 as one', () => {
    const prefix = '2001:db8:1:2::/64';
    expect(limitAddress('2001:db8:1:2::1')).toBe(prefix);
    expect(limitAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(prefix);
    expect(limitAddress('2001:0DB8:0001:0002:abcd:0:0:1')).toBe(prefix);
    expect(limitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('reads the shortened forms and zones of IPv6', () => {
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything that is not an IPv6 address through', () => {
    expect(limitAddress('unknown')).toBe('unknown');
    expect(limitAddress('')).toBe('');
  });
});
