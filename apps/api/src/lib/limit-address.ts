import { isIPv6 } from 'node:net';

/**
 * The address a per-IP rate limit counts against. An IPv6 customer is usually handed a whole /64
 * (2^64 addresses), so a limit per address would stop nobody: IPv6 counts per /64 prefix, written
 * `2001:db8:1:2::/64`. IPv4 stays per address, and so does an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.9`, what a dual-stack socket reports for an IPv4 caller), written as the
 * IPv4 address it is, so one caller counts once whichever way it arrived.
 */
export function limitAddress(ip: string): string {
  const bare = ip.split('%')[0]!; // a zone (fe80::1%eth0) is not part of the address
  if (!isIPv6(bare)) return ip;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled, a dotted IPv4 tail as two). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<string>(missing).fill('0'), ...back].map((g) => parseInt(g, 16));
}
