import { refuse } from '../../lib/app-error';
import type { PaystackCall } from '../../lib/paystack-client';
import type { PaymentProvider, TransferVerdict } from './payment-provider';

/** One call to Paystack's API, as paystack-provider.ts makes it (bearer key, JSON, timeout). */

const unavailable = () => refuse('PROVIDER_UNAVAILABLE');
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Paystack's Dedicated Virtual Accounts (https://paystack.com/docs/payments/dedicated-virtual-accounts):
 * `POST /customer`, then `POST /dedicated_account` with `preferred_bank`; a transfer is re-checked
 * with `GET /transaction/verify/:reference`, and `GET /dedicated_account/requery` makes Paystack
 * send again the events of transfers it has not told us about.
 */
export function paystackVirtualAccounts(
  call: PaystackCall,
  preferredBank: string,
): Pick<PaymentProvider, 'assignVirtualAccount' | 'verifyTransfer' | 'requeryTransfers'> {
  return {
    async assignVirtualAccount(customer) {
      let code = customer.providerCustomer;
      if (!code) {
        const { ok, body } = await call('/customer', {
          method: 'POST',
          body: JSON.stringify({
            email: customer.email,
            first_name: customer.firstName,
            last_name: customer.lastName,
            phone: customer.phone,
            metadata: { faza_user_id: customer.userId },
          }),
        });
        code = text(body?.data?.customer_code);
        if (!ok || body?.status !== true || !code) throw unavailable();
      }
      const { ok, body } = await call('/dedicated_account', {
        method: 'POST',
        body: JSON.stringify({ customer: code, preferred_bank: preferredBank }),
      });
      const data = body?.data ?? {};
      const bank = (data.bank ?? {}) as Record<string, unknown>;
      const accountNumber = text(data.account_number);
      const accountName = text(data.account_name);
      const bankName = text(bank.name);
      if (!ok || body?.status !== true || !accountNumber || !accountName || !bankName)
        throw unavailable();
      return { accountNumber, accountName, bankName, providerCustomer: code };
    },
    async verifyTransfer(reference): Promise<TransferVerdict> {
      const { ok, httpStatus, body } = await call(
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      if (httpStatus === 400 || httpStatus === 404) return { status: 'unknown' };
      if (!ok || body?.status !== true || !body.data) throw unavailable();
      const data = body.data;
      if (data.reference !== undefined && data.reference !== reference) throw unavailable();
      const amount = Number(data.amount);
      if (data.status !== 'success' || !Number.isSafeInteger(amount) || amount <= 0)
        return { status: 'unknown' };
      const authorization = (data.authorization ?? {}) as Record<string, unknown>;
      return {
        status: 'success',
        amountKobo: amount,
        currency: String(data.currency ?? ''),
        accountNumber: text(authorization.receiver_bank_account_number),
      };
    },
    async requeryTransfers(accountNumber) {
      const query = new URLSearchParams({
        account_number: accountNumber,
        provider_slug: preferredBank,
      });
      const { ok, body } = await call(`/dedicated_account/requery?${query}`);
      if (!ok || body?.status !== true) throw unavailable();
      return [];
    },
  };
}
