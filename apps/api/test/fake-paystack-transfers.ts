import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYSTACK_SECRET } from './fake-paystack';

type Transfer = { reference: string; amount: number; recipient: string; status: string };

/**
 * A fake Paystack Transfers API on a random local port (bank list, name enquiry, recipients,
 * transfers and their verify), with the bearer key checked. Tests set a transfer's `status` to play
 * the bank; `calls` records what was asked. Never the internet.
 */
export async function startFakePaystackTransfers() {
  const transfers = new Map<string, Transfer>();
  const calls: string[] = [];
  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return body ? (JSON.parse(body) as Record<string, unknown>) : {};
  };
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    calls.push(`${req.method} ${req.url}`);
    if (req.headers.authorization !== `Bearer ${PAYSTACK_SECRET}`)
      return send(401, { status: false, message: 'Invalid key' });
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && url.pathname === '/bank')
      return send(200, {
        status: true,
        data: [
          { name: 'Guaranty Trust Bank', code: '058', active: true },
          { name: 'Closed Bank', code: '999', active: false },
        ],
      });
    if (req.method === 'GET' && url.pathname === '/bank/resolve') {
      const number = url.searchParams.get('account_number') ?? '';
      if (number.endsWith('0000'))
        return send(422, { status: false, message: 'Could not resolve account name.' });
      return send(200, {
        status: true,
        data: { account_number: number, account_name: 'TUNDE BAKARE', bank_id: 9 },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      const body = await readBody(req);
      if (body.type !== 'nuban' || !body.account_number || !body.bank_code)
        return send(400, { status: false, message: 'Invalid request' });
      return send(201, {
        status: true,
        data: { recipient_code: `RCP_${String(body.account_number)}`, active: true },
      });
    }
    if (req.method === 'POST' && url.pathname === '/transfer') {
      const body = await readBody(req);
      const reference = String(body.reference ?? '');
      if (transfers.has(reference))
        return send(400, { status: false, message: 'Duplicate Transfer Reference' });
      transfers.set(reference, {
        reference,
        amount: Number(body.amount),
        recipient: String(body.recipient),
        status: 'pending',
      });
      return send(200, {
        status: true,
        data: { reference, transfer_code: `TRF_${reference}`, status: 'pending' },
      });
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const t = transfers.get(decodeURIComponent(verify[1]!));
      if (!t) return send(404, { status: false, message: 'Transfer not found' });
      return send(200, {
        status: true,
        data: { reference: t.reference, amount: t.amount, status: t.status, currency: 'NGN' },
      });
    }
    send(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    transfers,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
