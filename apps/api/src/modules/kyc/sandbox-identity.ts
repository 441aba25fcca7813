import type { FastifyInstance } from 'fastify';
import type { IdentityProvider } from './identity-provider';
import { identificationEvent, signIdentityBody, SANDBOX_IDENTITY_KEY } from './identity-events';

const SANDBOX_IDENTITY_WEBHOOK_PATH = '/api/payments/sandbox/identity-webhook';

/** Someone else's name, reported for numbers ending in 9: the name check must refuse it. */
const ANOTHER_PERSON = { firstName: 'CHIDI', lastName: 'OKONKWO' };

/** Where this server listens, for the sandbox to call its own webhook over HTTP; null if not. */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!app.server.listening || !address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::', '::1'].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function deliver(app: FastifyInstance, body: string): Promise<number> {
  const headers = {
    'content-type': 'application/json',
    'x-paystack-signature': signIdentityBody(body, SANDBOX_IDENTITY_KEY),
  };
  const origin = ownOrigin(app);
  // Not listening (an in-process test app): the same request, injected.
  if (!origin)
    return (
      await app.inject({
        method: 'POST',
        url: SANDBOX_IDENTITY_WEBHOOK_PATH,
        headers,
        payload: body,
      })
    ).statusCode;
  const res = await fetch(`${origin}${SANDBOX_IDENTITY_WEBHOOK_PATH}`, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The sandbox plays Paystack's customer identification offline (docs/decisions/0063): it keeps its
 * customers in `sandbox_identity_customers`, and answers a check with the signed event Paystack
 * would send, over HTTP to our own webhook, before the request returns. Eleven-digit numbers
 * verify, except those ending in 0 (no record); the name on record is the one we sent, except for
 * numbers ending in 9, which belong to someone else (the name check refuses them).
 */
export function createSandboxIdentity(app: FastifyInstance): IdentityProvider {
  return {
    name: 'sandbox',
    async ensureCustomer(customer) {
      const code = `CUS_sbx${customer.userId.replaceAll('-', '').slice(0, 16)}`;
      await app.sql`
        insert into sandbox_identity_customers (customer_code, user_id)
        values (${code}, ${customer.userId}) on conflict (user_id) do nothing`;
      return code;
    },
    async requestIdentification(r) {
      const [customer] = await app.sql<{ email: string }[]>`
        select u.email from sandbox_identity_customers c join users u on u.id = c.user_id
        where c.customer_code = ${r.customerCode}`;
      const last = r.idNumber.at(-1);
      const named =
        last === '9' ? ANOTHER_PERSON : { firstName: r.firstName, lastName: r.lastName };
      const body = JSON.stringify(
        identificationEvent({
          outcome: last === '0' ? 'failed' : 'success',
          customerCode: r.customerCode,
          email: customer?.email ?? '',
          idType: r.idType,
          maskedNumber: `${r.idNumber.slice(0, 3)}*****${r.idNumber.slice(-3)}`,
          ...(last === '0'
            ? { reason: 'No record was found for this number' }
            : {
                firstName: named.firstName.toUpperCase(),
                lastName: named.lastName.toUpperCase(),
              }),
        }),
      );
      await deliver(app, body);
    },
  };
}
