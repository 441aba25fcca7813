import type { Queryable } from '../../db/transaction';
import { createHash } from 'node:crypto';
import { SANDBOX_BANK_NAME_TEXT } from '@faza/shared';
import type { PaymentProvider, ProviderVerdict, TransferEvent } from './payment-provider';

export const SANDBOX_BANK_NAME = SANDBOX_BANK_NAME_TEXT;

/** The same user always gets the same number: 10 digits from a hash of their id, starting 99. */
function sandboxAccountNumber(userId: string): string {
  const digest = createHash('sha256').update(userId).digest();
  return `99${(digest.readBigUInt64BE(0) % 100_000_000n).toString().padStart(8, '0')}`;
}

type SandboxTransferRow = {
  reference: string;
  account_number: string;
  amount_kobo: number;
  currency: string;
  sender_name: string;
  sender_bank: string;
  created_at: Date;
};

const toEvent = (row: SandboxTransferRow): TransferEvent => ({
  reference: row.reference,
  accountNumber: row.account_number,
  amountKobo: Number(row.amount_kobo),
  currency: row.currency,
  senderName: row.sender_name,
  senderBank: row.sender_bank,
  receivedAt: row.created_at,
});

export const sandboxPaymentPath = (reference: string) =>
  `/api/wallet/sandbox/pay/${encodeURIComponent(reference)}`;

/**
 * The built-in provider (the default; no network): its payment page is served by our API
 * (sandbox-routes.ts) and records each payment in `sandbox_payments`, which `verify` reads as a
 * real provider's API would be asked.
 */
export function createSandboxProvider(db: Queryable): PaymentProvider {
  return {
    name: 'sandbox',
    initialize: async ({ reference, origin }) => ({
      paymentUrl: `${origin}${sandboxPaymentPath(reference)}`,
    }),
    verify: async (reference): Promise<ProviderVerdict> => {
      const [paid] = await db<
        {
          status: 'success' | 'failed';
          amount_kobo: number;
          currency: string;
          gateway_response: string;
        }[]
      >`select status, amount_kobo, currency, gateway_response
        from sandbox_payments where reference = ${reference}`;
      // The sandbox page pays in one step: no row means nobody paid (yet).
      if (!paid) return { status: 'abandoned' };
      if (paid.status === 'failed') return { status: 'failed', reason: paid.gateway_response };
      return { status: 'success', amountKobo: paid.amount_kobo, currency: paid.currency };
    },
    // Dedicated accounts at the sandbox's own bank; its simulator (the bank-transfers module)
    // records each transfer in `sandbox_bank_transfers`, which the re-check and requery read.
    assignVirtualAccount: async (customer) => ({
      accountNumber: sandboxAccountNumber(customer.userId),
      bankName: SANDBOX_BANK_NAME,
      accountName: `FAZA / ${customer.firstName} ${customer.lastName}`.toUpperCase().slice(0, 200),
      providerCustomer: `SANDBOX_${customer.userId}`,
    }),
    verifyTransfer: async (reference) => {
      const [row] = await db<SandboxTransferRow[]>`
        select reference, account_number, amount_kobo, currency, sender_name, sender_bank, created_at
        from sandbox_bank_transfers where reference = ${reference}`;
      if (!row) return { status: 'unknown' };
      return {
        status: 'success',
        amountKobo: Number(row.amount_kobo),
        currency: row.currency,
        accountNumber: row.account_number,
      };
    },
    requeryTransfers: async (accountNumber) => {
      const rows = await db<SandboxTransferRow[]>`
        select reference, account_number, amount_kobo, currency, sender_name, sender_bank, created_at
        from sandbox_bank_transfers
        where account_number = ${accountNumber} and created_at > now() - interval '3 days'
        order by created_at`;
      return rows.map(toEvent);
    },
  };
}
