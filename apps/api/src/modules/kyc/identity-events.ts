import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key the sandbox signs its identity events with, as Paystack signs with the secret key. Not a
 * secret: the sandbox runs only where its results are play (config.ts refuses it on a public
 * server unless SANDBOX_PAYMENTS=allow), and only the sandbox's own webhook checks it.
 */
export const SANDBOX_IDENTITY_KEY = 'sk_sandbox_faza_identity';

/** `x-paystack-signature`'s value: HMAC-SHA512 hex of the exact body bytes. */
export const signIdentityBody = (body: string, key: string) =>
  createHmac('sha512', key).update(body).digest('hex');

/**
 * Paystack's check, as the top-ups module makes it for its webhook (kept here so this module
 * depends on no money module): HMAC-SHA512 of the raw body, compared in constant time.
 */
export function identitySignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  key: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', key).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export type IdentityEvent = {
  customerCode: string;
  outcome: 'success' | 'failed';
  /** The provider's reason for a failure. */
  reason: string | null;
  /** The name on the BVN or NIN when the provider reports one (the sandbox does). */
  reportedFirstName: string | null;
  reportedLastName: string | null;
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;
const text = (v: unknown, max = 200): string | null =>
  typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : null;

/**
 * Paystack's `customeridentification.success` / `customeridentification.failed` event, or null for
 * any other. The names, when present, are read from `data.identification` (the sandbox puts the
 * name on record there); nothing here is trusted beyond the signature the route checked.
 */
export function identityEventOf(body: unknown): IdentityEvent | null {
  if (!isObject(body) || !isObject(body.data)) return null;
  const outcome =
    body.event === 'customeridentification.success'
      ? 'success'
      : body.event === 'customeridentification.failed'
        ? 'failed'
        : null;
  if (!outcome) return null;
  const customerCode = text(body.data.customer_code, 100);
  if (!customerCode) return null;
  const identification = isObject(body.data.identification) ? body.data.identification : {};
  return {
    customerCode,
    outcome,
    reason: text(body.data.reason, 500),
    reportedFirstName: text(identification.first_name, 100),
    reportedLastName: text(identification.last_name, 100),
  };
}

/** The event as Paystack sends it (and the sandbox, with the name on record). */
export function identificationEvent(e: {
  outcome: 'success' | 'failed';
  customerCode: string;
  email: string;
  idType: string;
  maskedNumber: string;
  reason?: string;
  firstName?: string;
  lastName?: string;
}): Json {
  return {
    event: `customeridentification.${e.outcome}`,
    data: {
      customer_code: e.customerCode,
      email: e.email,
      identification: {
        country: 'NG',
        type: e.idType,
        value: e.maskedNumber,
        ...(e.firstName ? { first_name: e.firstName, last_name: e.lastName } : {}),
      },
      ...(e.reason ? { reason: e.reason } : {}),
    },
  };
}

const words = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z' -]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join(' ');

/**
 * Whether the name on the BVN or NIN is the account's: the first and last names equal, letter
 * case, accents, spaces and hyphens aside; a bank record that swaps them (surname first, as many
 * Nigerian records do) matches too.
 */
export function namesMatch(
  account: { firstName: string; lastName: string },
  reported: { firstName: string; lastName: string },
): boolean {
  const [af, al, rf, rl] = [
    account.firstName,
    account.lastName,
    reported.firstName,
    reported.lastName,
  ].map(words);
  return (af === rf && al === rl) || (af === rl && al === rf);
}
