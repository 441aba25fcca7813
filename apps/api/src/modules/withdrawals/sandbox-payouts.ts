import { createHmac, randomBytes } from 'node:crypto';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { addJob } from '../../jobs/add-job';
import type { PayoutsProvider, PayoutVerdict } from './payouts-port';
import { sandboxAccountName, sandboxOutcome, SANDBOX_BANKS } from './sandbox-banks';

/**
 * The key the sandbox signs its payout events with, as Paystack signs with the secret key. Not a
 * secret: the sandbox exists only where its money is play money (config.ts refuses it on a public
 * server unless SANDBOX_PAYMENTS=allow), and only its own webhook checks it.
 */
export const SANDBOX_PAYOUTS_KEY = 'sk_sandbox_faza_payouts';

/** `x-paystack-signature`'s value: HMAC-SHA512 hex of the exact body bytes. */
export const signPayoutBody = (body: string, key: string) =>
  createHmac('sha512', key).update(body).digest('hex');

/** The job in which the sandbox bank settles, fails or reverses one payout. */
export const SANDBOX_PAYOUT_TASK = 'sandbox_payout_event';

/**
 * The sandbox payout provider: a fixed bank list, a deterministic name enquiry, and its own books
 * (`sandbox_payouts`) that its verify reads as Paystack's API would answer. A payout is settled (or
 * failed, by the account's last digits) by a job that then sends the signed event to our webhook
 * over HTTP, exactly as Paystack would (sandbox-payout-jobs.ts).
 */
export function createSandboxPayouts(sql: Sql): PayoutsProvider {
  return {
    name: 'sandbox',
    listBanks: () => Promise.resolve([...SANDBOX_BANKS]),
    resolveAccount: (accountNumber, bankCode) =>
      Promise.resolve(
        SANDBOX_BANKS.some((b) => b.code === bankCode)
          ? sandboxAccountName(accountNumber, bankCode)
          : null,
      ),
    createRecipient: ({ accountNumber, bankCode }) =>
      Promise.resolve(`RCP_SBX_${bankCode}_${accountNumber}`),
    async initiateTransfer({ reference, amountKobo, recipientCode }) {
      const [, bankCode = '', accountNumber = ''] = /^RCP_SBX_(\d+)_(\d{10})$/.exec(
        recipientCode,
      ) ?? [null, '', ''];
      if (!accountNumber) throw new Error(`not a sandbox recipient: ${recipientCode}`);
      const transferCode = `TRF_sbx${randomBytes(8).toString('hex')}`;
      return withTransaction(sql, async (tx) => {
        const [row] = await tx<{ transfer_code: string }[]>`
          insert into sandbox_payouts (reference, transfer_code, recipient_code, account_number,
            bank_code, amount_kobo, status)
          values (${reference}, ${transferCode}, ${recipientCode}, ${accountNumber}, ${bankCode},
            ${amountKobo}, 'pending')
          on conflict (reference) do nothing
          returning transfer_code`;
        if (!row) return { transferCode: null, status: 'pending', duplicate: true };
        const outcome = sandboxOutcome(accountNumber);
        await addJob(tx, SANDBOX_PAYOUT_TASK, {
          reference,
          event: outcome === 'failed' ? 'failed' : 'success',
        });
        return { transferCode: row.transfer_code, status: 'pending', duplicate: false };
      });
    },
    async verifyTransfer(reference): Promise<PayoutVerdict> {
      const [row] = await sql<{ status: string; amount_kobo: number }[]>`
        select status, amount_kobo from sandbox_payouts where reference = ${reference}`;
      if (!row) return { status: 'unknown' };
      if (row.status === 'pending') return { status: 'pending' };
      const status = row.status as 'success' | 'failed' | 'reversed';
      return {
        status,
        amountKobo: row.amount_kobo,
        reason:
          status === 'failed'
            ? 'The receiving bank declined the transfer'
            : status === 'reversed'
              ? 'The receiving bank reversed the transfer'
              : null,
      };
    },
  };
}
