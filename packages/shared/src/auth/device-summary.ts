// What a signed-in device is called on /settings/security: a short summary of its User-Agent
// and a rough place from its address. No geolocation service: the place is the address's network
// (an IPv4 /24, an IPv6 /48), which tells "my phone at home" from "somewhere else" without sending
// anyone's address to a third party.

const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\/|\bEdg\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome on Android', 'Safari on iPhone', 'Firefox', or 'Unknown device'. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * The address's network: '102.89.34.0/24' or '2001:db8:1::/48'; null when the address is
 * unknown, local or private (it says nothing about where the device was).
 */
export function roughPlace(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:/i, '');
  const v4 = IPV4.exec(address);
  if (v4) {
    const [a, b, c] = v4.slice(1, 4).map(Number) as [number, number, number];
    if ([a, b, c].some((n) => n > 255)) return null;
    const local =
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127);
    return local ? null : `${a}.${b}.${c}.0/24`;
  }
  if (!address.includes(':')) return null;
  const lower = address.toLowerCase();
  if (lower === '::1' || /^f[cd]|^fe[89ab]/.test(lower)) return null;
  const [head = '', tail = ''] = lower.split('::');
  const groups = head ? head.split(':') : [];
  const filled = [...groups, ...Array(Math.max(0, 8 - groups.length)).fill('0')];
  if (!tail && groups.length < 3 && !lower.includes('::')) return null;
  const prefix = filled
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
  return `${prefix}::/48`;
}
