import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAYSTACK_SECRET = 'sk_test_faza_fake_secret_key';

type Transaction = {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  /** What verify answers; tests change it to play the customer paying or failing. */
  status: 'abandoned' | 'ongoing' | 'success' | 'failed';
  /**
   * Answered in turn by successive verify calls instead of `status` (the last one then repeats):
   * verdicts that change while requests are in flight.
   */
  verdicts?: ('abandoned' | 'ongoing' | 'success' | 'failed')[];
  /** Verify of this reference answers 500: Paystack having a bad moment. */
  verifyError?: boolean;
  /** Override what verify reports (a provider that disagrees with us). */
  reportAmount?: number;
  reportCurrency?: string;
  /** A transfer into a dedicated account: the account verify reports it went to. */
  receiverAccount?: string;
};

/**
 * A fake Paystack HTTP API on a random local port: initialize and verify, with the bearer key
 * checked. Tests never reach the internet (PAYSTACK_BASE_URL points here).
 */
export async function startFakePaystack(options: { verifyDelayMs?: number } = {}) {
  const transactions = new Map<string, Transaction>();
  const calls: string[] = [];
  /** Dedicated accounts assigned, by customer code; `failAssignments` answers 500 that many times. */
  const dedicated = new Map<string, { account_number: string; email: string }>();
  const dva = { failAssignments: 0, requeried: [] as string[] };
  /** Customer identification requests (BVN or NIN), as received. */
  const identifications: Record<string, unknown>[] = [];
  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return body ? JSON.parse(body) : {};
  };
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    calls.push(`${req.method} ${req.url}`);
    if (req.headers.authorization !== `Bearer ${PAYSTACK_SECRET}`)
      return send(401, { status: false, message: 'Invalid key' });
    if (req.method === 'POST' && req.url === '/transaction/initialize') {
      const body = await readBody(req);
      if (!Number.isInteger(body.amount) || body.currency !== 'NGN' || !body.reference)
        return send(400, { status: false, message: 'Invalid request' });
      transactions.set(body.reference, { ...body, status: 'abandoned' });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.test/${body.reference}`,
          access_code: 'ac_fake',
          reference: body.reference,
        },
      });
    }
    if (req.method === 'POST' && req.url === '/customer') {
      const body = await readBody(req);
      if (!body.email) return send(400, { status: false, message: 'Email is required' });
      const code = `CUS_${Buffer.from(body.email).toString('hex').slice(0, 14)}`;
      return send(200, {
        status: true,
        message: 'Customer created',
        data: { customer_code: code, email: body.email },
      });
    }
    if (req.method === 'POST' && req.url === '/dedicated_account') {
      const body = await readBody(req);
      if (dva.failAssignments > 0) {
        dva.failAssignments--;
        return send(500, { status: false, message: 'Provider busy' });
      }
      if (!String(body.customer).startsWith('CUS_') || !body.preferred_bank)
        return send(400, { status: false, message: 'Invalid request' });
      const account_number = `77${String(dedicated.size + 1).padStart(8, '0')}`;
      dedicated.set(body.customer, { account_number, email: body.customer });
      return send(200, {
        status: true,
        message: 'Assigned Managed Account',
        data: {
          bank: { name: 'Test Bank', id: 1, slug: body.preferred_bank },
          account_name: 'FAZA/ADA OBI',
          account_number,
          assigned: true,
          currency: 'NGN',
          active: true,
          customer: { customer_code: body.customer },
        },
      });
    }
    const identify = /^\/customer\/([^/]+)\/identification$/.exec(req.url ?? '');
    if (req.method === 'POST' && identify) {
      const body = await readBody(req);
      if (body.country !== 'NG' || !/^[0-9]{11}$/.test(String(body.value)))
        return send(400, { status: false, message: 'Invalid request' });
      identifications.push({ customer: decodeURIComponent(identify[1]!), ...body });
      return send(202, { status: true, message: 'Customer Identification in progress' });
    }
    if (req.method === 'GET' && req.url?.startsWith('/dedicated_account/requery?')) {
      dva.requeried.push(new URL(req.url, 'http://x').searchParams.get('account_number') ?? '');
      return send(200, { status: true, message: 'We are checking the status of your transfer.' });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && verify) {
      if (options.verifyDelayMs) await new Promise((r) => setTimeout(r, options.verifyDelayMs));
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (!t) return send(400, { status: false, message: 'Transaction reference not found' });
      if (t.verifyError) return send(500, { status: false, message: 'An error occurred' });
      const status =
        (t.verdicts && t.verdicts.length > 1 ? t.verdicts.shift() : t.verdicts?.[0]) ?? t.status;
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: {
          reference: t.reference,
          status,
          amount: t.reportAmount ?? t.amount,
          currency: t.reportCurrency ?? t.currency,
          gateway_response: status === 'failed' ? 'Declined by bank' : 'Successful',
          ...(t.receiverAccount
            ? {
                channel: 'dedicated_nuban',
                authorization: {
                  channel: 'dedicated_nuban',
                  receiver_bank_account_number: t.receiverAccount,
                },
              }
            : {}),
        },
      });
    }
    send(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    calls,
    dedicated,
    dva,
    identifications,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook body and its `x-paystack-signature` (HMAC-SHA512 hex of the exact bytes). */
export function signedWebhook(event: unknown, secret = PAYSTACK_SECRET) {
  const body = JSON.stringify(event);
  return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
}
