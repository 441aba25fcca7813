import { createHmac, timingSafeEqual } from 'node:crypto';
import { WALLET_MESSAGES } from '@faza/shared';
import { refuse } from '../../lib/app-error';
import type { PaymentProvider, ProviderVerdict } from './payment-provider';
import { paystackClient } from '../../lib/paystack-client';
import { paystackVirtualAccounts } from './paystack-virtual-accounts';

type PaystackOptions = {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
  /** The partner bank of dedicated accounts (PAYSTACK_PREFERRED_BANK). */
  preferredBank?: string;
};

const unavailable = () => refuse('PROVIDER_UNAVAILABLE');

/**
 * Paystack (https://paystack.com/docs/api/transaction): initialize with our reference and the amount
 * in kobo, verify by reference. Tests point `baseUrl` at a fake server; never the internet.
 */
export function createPaystackProvider(options: PaystackOptions): PaymentProvider {
  const call = paystackClient(options);

  return {
    name: 'paystack',
    ...paystackVirtualAccounts(call, options.preferredBank ?? 'wema-bank'),
    async initialize({ reference, amountKobo, email, callbackUrl }) {
      const { ok, body } = await call('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          email,
          amount: amountKobo,
          currency: 'NGN',
          reference,
          callback_url: callbackUrl,
        }),
      });
      const url = body?.data?.authorization_url;
      if (!ok || body?.status !== true || typeof url !== 'string') throw unavailable();
      return { paymentUrl: url };
    },
    async verify(reference): Promise<ProviderVerdict> {
      const { ok, httpStatus, body } = await call(
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      // Paystack answers 400/404 for a reference it has not seen yet: nothing paid so far.
      if (httpStatus === 400 || httpStatus === 404) return { status: 'abandoned' };
      if (!ok || body?.status !== true || !body.data) throw unavailable();
      const data = body.data;
      if (data.reference !== undefined && data.reference !== reference) throw unavailable();
      if (data.status === 'success') {
        const amount = Number(data.amount);
        if (!Number.isSafeInteger(amount))
          return { status: 'failed', reason: 'Invalid amount from provider' };
        return { status: 'success', amountKobo: amount, currency: String(data.currency ?? '') };
      }
      if (data.status === 'failed' || data.status === 'reversed')
        return {
          status: 'failed',
          reason:
            typeof data.gateway_response === 'string'
              ? data.gateway_response
              : WALLET_MESSAGES.paymentFailed,
        };
      // Opened or not even that, and never paid.
      if (data.status === 'abandoned') return { status: 'abandoned' };
      // ongoing, pending, processing, queued: a payment is under way.
      return { status: 'pending' };
    },
  };
}

/** `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
export function paystackSignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature) || !secretKey) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
