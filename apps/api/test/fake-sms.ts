import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TERMII_KEY = 'TLfakeTermiiKeyForTests';
export const AT_KEY = 'atsk_fake_key_for_tests';
export const AT_USERNAME = 'faza-test';

type ReceivedSms = {
  provider: 'termii' | 'africastalking';
  to: string;
  text: string;
  from: string | null;
  headers: IncomingHttpHeaders;
  /** The request body as it arrived, to check its exact shape. */
  raw: string;
};

/** What the fake answers next: a normal acceptance, a refusal, or silence past the timeout. */
export type FakeSmsMode = 'accept' | 'refuse' | 'hang';

/**
 * Termii's `POST /api/sms/send` and Africa's Talking's `POST /version1/messaging` on a random
 * local port, with their keys checked and their answers' shapes, so the adapters are tested
 * against HTTP without the internet (TERMII_BASE_URL / AFRICASTALKING_BASE_URL point here).
 */
export async function startFakeSms() {
  const received: ReceivedSms[] = [];
  /** Termii texts the fake refused, as they were asked for (what a refused code said). */
  const refused: string[] = [];
  let current: FakeSmsMode = 'accept';
  const server: Server = createServer(async (req, res) => {
    // The mode when the request arrived, not when its body finished: a test's timed-out request
    // can finish arriving after the next test has reset the fake, and must not land in its record.
    const mode = current;
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'hang') return; // never answers; the client's timeout ends it
    if (req.method === 'POST' && req.url === '/api/sms/send') {
      const body = JSON.parse(raw || '{}') as Record<string, string>;
      if (body.api_key !== TERMII_KEY) return send(401, { message: 'Invalid API key' });
      if (mode === 'refuse') {
        refused.push(body.sms!);
        return send(400, { message: 'Insufficient balance' });
      }
      received.push({
        provider: 'termii',
        to: body.to!,
        text: body.sms!,
        from: body.from ?? null,
        headers: req.headers,
        raw,
      });
      return send(200, {
        code: 'ok',
        message_id: '3017544054459691',
        message: 'Successfully Sent',
        balance: 9,
        user: 'Faza Test',
      });
    }
    if (req.method === 'POST' && req.url === '/version1/messaging') {
      if (req.headers.apikey !== AT_KEY) return send(401, 'The supplied authentication is invalid');
      const form = new URLSearchParams(raw);
      if (form.get('username') !== AT_USERNAME) return send(401, 'Invalid username');
      const to = form.get('to') ?? '';
      if (mode === 'refuse')
        return send(201, {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [{ statusCode: 403, number: to, status: 'InvalidPhoneNumber', cost: '0' }],
          },
        });
      received.push({
        provider: 'africastalking',
        to,
        text: form.get('message') ?? '',
        from: form.get('from'),
        headers: req.headers,
        raw,
      });
      return send(201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
          Recipients: [
            {
              statusCode: 101,
              number: to,
              status: 'Success',
              cost: 'NGN 2.2000',
              messageId: 'ATXid_fake',
            },
          ],
        },
      });
    }
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    refused,
    setMode: (next: FakeSmsMode) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
