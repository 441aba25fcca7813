import { isIP } from 'node:net';

/** Why an address may not be connected to from the server (docs/decisions/0046). */
type RefusedKind =
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'cgnat'
  | 'link-local'
  | 'metadata'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

export type AddressVerdict = { public: true } | { public: false; kind: RefusedKind };

type Range4 = [base: string, bits: number, kind: RefusedKind];

// Checked in order: the cloud metadata address before the link-local block that holds it.
const V4_REFUSED: readonly Range4[] = [
  ['169.254.169.254', 32, 'metadata'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inRange4(value: number, base: string, bits: number): boolean {
  if (bits === 0) return true;
  const size = 2 ** (32 - bits);
  const start = v4ToInt(base);
  return value >= start && value < start + size;
}

function classify4(value: number): AddressVerdict {
  for (const [base, bits, kind] of V4_REFUSED)
    if (inRange4(value, base, bits)) return { public: false, kind };
  return { public: true };
}

/** The eight 16-bit groups of an IPv6 address (isIP already said it is one). */
function v6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  // A trailing dotted IPv4 (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => parseInt(g, 16)) : [];
  const front = parse(head);
  const back = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

const groupsToV4 = (high: number, low: number) => high * 65536 + low;

function classify6(g: number[]): AddressVerdict {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h6 = 0, h7 = 0] = g;
  const firstSixZero = [a, b, c, d, e].every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64's well-known prefix (64:ff9b::a.b.c.d) reach an IPv4
  // address: judge that one.
  if (firstSixZero && f === 0xffff) return classify4(groupsToV4(h6, h7));
  if (a === 0x64 && b === 0xff9b && [c, d, e, f].every((x) => x === 0))
    return classify4(groupsToV4(h6, h7));
  if (firstSixZero && f === 0 && h6 === 0) {
    if (h7 === 0) return { public: false, kind: 'unspecified' };
    if (h7 === 1) return { public: false, kind: 'loopback' };
  }
  // AWS's IPv6 instance metadata service, inside the unique-local block.
  if (a === 0xfd00 && b === 0x0ec2 && [c, d, e, f, h6].every((x) => x === 0) && h7 === 0x254)
    return { public: false, kind: 'metadata' };
  if ((a & 0xfe00) === 0xfc00) return { public: false, kind: 'unique-local' };
  if ((a & 0xffc0) === 0xfe80) return { public: false, kind: 'link-local' };
  if ((a & 0xff00) === 0xff00) return { public: false, kind: 'multicast' };
  // 6to4 (2002::/16) carries an IPv4 address in its next 32 bits.
  if (a === 0x2002) return classify4(groupsToV4(b, c));
  // Documentation (2001:db8::/32) and Teredo (2001::/32, an IPv4 address obscured inside).
  if (a === 0x2001 && (b === 0x0db8 || b === 0)) return { public: false, kind: 'reserved' };
  // Everything else outside global unicast (2000::/3), e.g. the deprecated IPv4-compatible ::/96.
  if ((a & 0xe000) !== 0x2000) return { public: false, kind: 'reserved' };
  return { public: true };
}

/**
 * Whether the server may connect to this IP address on a user's behalf: refuses loopback, private
 * (RFC 1918), CGNAT (100.64/10), link-local, cloud metadata, unique-local, unspecified, multicast
 * and reserved addresses, IPv4 inside IPv6 (mapped, NAT64, 6to4) judged as the IPv4 it reaches.
 * Pure: no DNS; the caller resolves the name and checks every address it got.
 */
export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address.split('%')[0] ?? '');
  if (family === 4) return classify4(v4ToInt(address));
  if (family === 6) return classify6(v6Groups(address));
  return { public: false, kind: 'invalid' };
}
