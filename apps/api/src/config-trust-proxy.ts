import { isIP } from 'node:net';

/** What Fastify's `trustProxy` gets: nothing, or the proxies' addresses. */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges, which Fastify understands in the list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY. `true` is refused: it trusts every hop, so the left-most X-Forwarded-For
 * entry, which any client writes, would become the address every per-IP limit counts against. A
 * number of hops is refused too: Fastify ignores one (it cannot tell that the request came
 * through the proxies at all), and emulating it would trust the headers of any client that
 * reaches the server directly. Answers the value, or the reason it is refused.
 */
export function parseTrustProxy(
  value: string | undefined,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return { ok: true, value: false };
  if (text === 'true')
    return {
      ok: false,
      message:
        'true would trust every hop, letting any client pick its own address with X-Forwarded-For: give the proxy addresses or CIDRs, comma-separated (e.g. 10.0.0.0/8 or loopback)',
    };
  if (/^\d+$/.test(text))
    return {
      ok: false,
      message:
        'a number of proxies cannot show that a request came through them: give the proxy addresses or CIDRs, comma-separated (e.g. 10.0.0.0/8 or loopback)',
    };
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !validEntry(entry));
  if (bad !== undefined)
    return {
      ok: false,
      message: `"${bad}" is not an IP address, a CIDR (address/prefix), loopback, linklocal or uniquelocal`,
    };
  return { ok: true, value: entries };
}

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
