import { refuse } from '../../lib/app-error';
import { paystackClient } from '../../lib/paystack-client';
import type { PayoutBank, PayoutsProvider, PayoutVerdict } from './payouts-port';

type Options = { secretKey: string; baseUrl: string; timeoutMs?: number };

const unavailable = () => refuse('PROVIDER_UNAVAILABLE');
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

/** The bank list changes rarely: asked again after an hour. Not state that matters. */
const BANKS_TTL_MS = 60 * 60 * 1000;

/**
 * Paystack Transfers (https://paystack.com/docs/transfers/single-transfers): the bank list, name
 * enquiry (`GET /bank/resolve`), a recipient, the transfer with our reference, and its verify.
 * Tests point `baseUrl` at a fake server; never the internet.
 */
export function createPaystackPayouts(options: Options): PayoutsProvider {
  const call = paystackClient<unknown>(options);
  let banks: { at: number; list: PayoutBank[] } | null = null;

  return {
    name: 'paystack',
    async listBanks() {
      if (banks && Date.now() - banks.at < BANKS_TTL_MS) return banks.list;
      const { ok, body } = await call('/bank?country=nigeria&currency=NGN&perPage=200');
      if (!ok || body?.status !== true || !Array.isArray(body.data)) throw unavailable();
      const list = body.data
        .map(record)
        .filter((b) => b.active !== false && text(b.code) && text(b.name))
        .map((b) => ({ code: text(b.code)!, name: text(b.name)! }));
      banks = { at: Date.now(), list };
      return list;
    },
    async resolveAccount(accountNumber, bankCode) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { ok, httpStatus, body } = await call(`/bank/resolve?${query}`);
      // Paystack answers 422 (or 400) when the bank has no such account.
      if (httpStatus === 422 || httpStatus === 400 || httpStatus === 404) return null;
      const name = text(record(body?.data).account_name);
      if (!ok || body?.status !== true || !name) throw unavailable();
      return name;
    },
    async createRecipient({ name, accountNumber, bankCode }) {
      const { ok, body } = await call('/transferrecipient', {
        method: 'POST',
        body: JSON.stringify({
          type: 'nuban',
          name,
          account_number: accountNumber,
          bank_code: bankCode,
          currency: 'NGN',
        }),
      });
      const code = text(record(body?.data).recipient_code);
      if (!ok || body?.status !== true || !code) throw unavailable();
      return code;
    },
    async initiateTransfer({ reference, amountKobo, recipientCode, reason }) {
      const { ok, body } = await call('/transfer', {
        method: 'POST',
        body: JSON.stringify({
          source: 'balance',
          amount: amountKobo,
          recipient: recipientCode,
          reference,
          reason,
          currency: 'NGN',
        }),
      });
      // A retry of one Paystack already has: its verify tells how it went.
      if (!ok && /duplicate/i.test(body?.message ?? ''))
        return { transferCode: null, status: 'pending', duplicate: true };
      const data = record(body?.data);
      if (!ok || body?.status !== true) throw unavailable();
      return {
        transferCode: text(data.transfer_code),
        status: text(data.status) ?? 'pending',
        duplicate: false,
      };
    },
    async verifyTransfer(reference): Promise<PayoutVerdict> {
      const { ok, httpStatus, body } = await call(
        `/transfer/verify/${encodeURIComponent(reference)}`,
      );
      if (httpStatus === 400 || httpStatus === 404) return { status: 'unknown' };
      if (!ok || body?.status !== true) throw unavailable();
      const data = record(body.data);
      if (data.reference !== undefined && data.reference !== reference) throw unavailable();
      const amount = Number(data.amount);
      const status = text(data.status);
      if (status === 'success' || status === 'failed' || status === 'reversed') {
        if (!Number.isSafeInteger(amount) || amount <= 0) throw unavailable();
        return {
          status,
          amountKobo: amount,
          reason: text(data.failures) ?? text(data.gateway_response),
        };
      }
      // pending, otp, received, queued, processing: still under way.
      return { status: 'pending' };
    },
  };
}
