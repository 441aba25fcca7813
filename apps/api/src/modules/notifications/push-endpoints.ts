import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Config } from '../../config';
import { classifyAddress } from '../../lib/public-address';

/**
 * Where pushes may go (docs/decisions/0046-push-endpoints.md): https on port 443 at a known push
 * service, or, in tests only, a local fake push service's origin.
 */
export type PushEndpointPolicy = {
  /** Host names; `*.example.com` is any name under example.com. */
  hosts: readonly string[];
  /** Origins of fake push services: honoured only when NODE_ENV is test. */
  testOrigins: readonly string[];
};

export const pushEndpointPolicy = (
  config: Pick<Config, 'PUSH_SERVICE_HOSTS' | 'PUSH_TEST_ORIGINS' | 'NODE_ENV'>,
): PushEndpointPolicy => ({
  hosts: config.PUSH_SERVICE_HOSTS,
  testOrigins: config.NODE_ENV === 'test' ? config.PUSH_TEST_ORIGINS : [],
});

const hostMatches = (host: string, pattern: string): boolean =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

export type EndpointVerdict = { ok: true; url: URL; fake: boolean } | { ok: false; reason: string };

/** Whether a browser's push endpoint is one we send to (checked when kept, and before sending). */
export function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): EndpointVerdict {
  if (!URL.canParse(endpoint)) return { ok: false, reason: 'not a URL' };
  const url = new URL(endpoint);
  if (policy.testOrigins.includes(url.origin)) return { ok: true, url, fake: true };
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  // URL drops the default port, so an empty port is 443; any other is refused.
  if (url.port !== '') return { ok: false, reason: `port ${url.port}` };
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL' };
  const host = url.hostname.toLowerCase();
  if (!policy.hosts.some((pattern) => hostMatches(host, pattern)))
    return { ok: false, reason: `${host} is not a known push service` };
  return { ok: true, url, fake: false };
}

/** The address a push service's name resolved to is not one we connect to. */
class RefusedAddressError extends Error {
  readonly code = 'EPUSHADDRESS';
}

export type Resolve = (hostname: string, family: number) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname, family) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, family }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

/**
 * A socket `lookup` that resolves the name once, refuses it if any address is not public
 * (lib/public-address.ts), and hands the socket exactly the addresses it checked: the connection
 * goes where the check looked, so a name that changes its answer between check and connect (DNS
 * rebinding) gains nothing. `trusted` names (a test's fake push service) skip the check.
 */
export function checkedLookup(
  resolve: Resolve = systemResolve,
  trusted: (hostname: string) => boolean = () => false,
): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    resolve(hostname, family === 4 || family === 6 ? family : 0)
      .then((addresses) => {
        if (addresses.length === 0) throw new Error(`${hostname} has no address`);
        if (!trusted(hostname)) {
          for (const { address } of addresses) {
            const verdict = classifyAddress(address);
            if (!verdict.public)
              throw new RefusedAddressError(
                `${hostname} resolved to ${address} (${verdict.kind}): not sent`,
              );
          }
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, '', 0));
  };
}

/**
 * The check before a push leaves: the endpoint is still one we send to, and an IP address written
 * in it (which a socket connects to without any lookup) is public, unless it is the test's fake.
 */
export function pushTarget(endpoint: string, policy: PushEndpointPolicy): EndpointVerdict {
  const verdict = checkPushEndpoint(endpoint, policy);
  if (!verdict.ok || verdict.fake) return verdict;
  const host = verdict.url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !classifyAddress(host).public)
    return { ok: false, reason: `${host} is not a public address` };
  return verdict;
}
