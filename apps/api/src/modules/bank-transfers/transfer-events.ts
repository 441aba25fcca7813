import { createHmac } from 'node:crypto';
import type { TransferEvent } from '../top-ups';

/**
 * The key the sandbox signs its events with, as Paystack signs with the secret key. Not a secret:
 * the sandbox exists only where its money is play money (config.ts refuses it on a public server
 * unless SANDBOX_PAYMENTS=allow), and it is the sandbox's own webhook that checks it.
 */
export const SANDBOX_WEBHOOK_KEY = 'sk_sandbox_faza_bank_transfers';

/** `x-paystack-signature`'s value: HMAC-SHA512 hex of the exact body bytes. */
export const signBody = (body: string, key: string) =>
  createHmac('sha512', key).update(body).digest('hex');

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * A transfer into a dedicated virtual account, read from Paystack's `charge.success` event whose
 * `data.channel` is `dedicated_nuban` (the receiving account in `data.authorization`), or null for
 * any other event (a card payment, a transfer we did not ask about). The sandbox sends the same
 * shape. Nothing here is trusted: receiveTransfer asks the provider again before giving value.
 */
export function transferEventOf(body: unknown): TransferEvent | null {
  if (!isObject(body) || body.event !== 'charge.success' || !isObject(body.data)) return null;
  const data = body.data;
  const authorization = isObject(data.authorization) ? data.authorization : {};
  if (data.channel !== 'dedicated_nuban' && authorization.channel !== 'dedicated_nuban')
    return null;
  const reference = text(data.reference);
  const accountNumber = text(authorization.receiver_bank_account_number);
  const amount = Number(data.amount);
  if (!reference || reference.length > 100 || !accountNumber || accountNumber.length > 20)
    return null;
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  const paidAt = new Date(String(data.paid_at ?? data.paidAt ?? ''));
  return {
    reference,
    accountNumber,
    amountKobo: amount,
    currency: text(data.currency) ?? 'NGN',
    senderName: text(authorization.sender_name),
    senderBank: text(authorization.sender_bank),
    receivedAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
  };
}

/** The event Paystack sends for a transfer into a dedicated account, as the sandbox sends it. */
export function dedicatedNubanEvent(t: TransferEvent & { bankName: string }): Json {
  return {
    event: 'charge.success',
    data: {
      reference: t.reference,
      amount: t.amountKobo,
      currency: t.currency,
      status: 'success',
      channel: 'dedicated_nuban',
      paid_at: t.receivedAt.toISOString(),
      authorization: {
        channel: 'dedicated_nuban',
        receiver_bank_account_number: t.accountNumber,
        receiver_bank: t.bankName,
        sender_name: t.senderName,
        sender_bank: t.senderBank,
      },
    },
  };
}
