import { describe, expect, it } from 'vitest';
import { describeUserAgent, roughPlace } from './device-summary';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
      'Firefox on Mac',
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; SAMSUNG SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.4.0', 'Unknown device'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s → %s', (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });
});

describe('roughPlace', () => {
  it('gives an IPv4 address’s /24 and an IPv6 address’s /48', () => {
    expect(roughPlace('102.89.34.17')).toBe('102.89.34.0/24');
    expect(roughPlace('::ffff:105.112.9.200')).toBe('105.112.9.0/24');
    expect(roughPlace('2c0f:f5c0:44a:1::2')).toBe('2c0f:f5c0:44a::/48');
    expect(roughPlace('2001:0db8:0001:0000::1')).toBe('2001:db8:1::/48');
  });

  it('says nothing for local, private or unknown addresses', () => {
    for (const ip of [
      null,
      undefined,
      '',
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.4',
      '172.20.1.1',
      '::1',
      'fe80::1',
      'fd00::5',
      'not an address',
      '300.1.1.1',
    ])
      expect(roughPlace(ip)).toBeNull();
  });
});
