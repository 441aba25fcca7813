import { randomBytes } from 'node:crypto';
import { fullNameOrMasked, type WalletSendResponse } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { answeredAtCommit } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { recipientLimitsCheck } from '../kyc';
import { notify } from '../notifications';
import { insufficientBalance, walletBalance } from './ledger';

export type SendMoneyInput = {
  senderId: string;
  /** 12 digits. */
  faza: string;
  amountKobo: number;
  note?: string | undefined;
};

export const newReference = (prefix: string) =>
  `${prefix}-${randomBytes(10).toString('hex').toUpperCase()}`;

const REFUSALS = {
  INVALID_FAZA: () => refuse('INVALID_FAZA', { field: 'faza' }),
  SELF_SEND: () => refuse('SELF_SEND', { field: 'faza' }),
} as const;

/**
 * Wallet-to-wallet by FAZA number, in the caller's transaction: one transfer debits the sender and
 * credits the recipient. Every refusal leaves nothing written (the caller's transaction rolls back).
 */
export async function sendMoney(
  tx: TransactionSql,
  input: SendMoneyInput,
): Promise<WalletSendResponse> {
  if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0)
    throw new RangeError(
      `transfer amount must be a positive whole number of kobo: ${input.amountKobo}`,
    );
  const reference = newReference('SND');
  // Four statements sent at once, one round trip (docs/decisions/0073-a-send-in-four-round-trips.md);
  // PostgreSQL runs them in order. First both wallets are locked in id order, as `wallet_send`
  // locks them, so crossing sends never deadlock and two sends to one recipient see each other's
  // money; an unverified phone is not locked, answered INVALID_FAZA like a number nobody holds
  // (decision 0027), never with its limits.
  const locking = tx`
    select w.user_id from wallets w
    where w.user_id = (select id from users
                       where faza = ${input.faza} and phone_verified_at is not null)
       or w.user_id = ${input.senderId}
    order by w.id for update`.execute();
  // Then the recipient's tier limits and the day's totals (two statements, docs/decisions/0063),
  // read under that lock…
  const withinLimits = recipientLimitsCheck(tx, input);
  // …and the transfer: one call of `wallet_send` (migration 010, decision 0020): the recipient,
  // both wallets and the ledger transfer, with `transfer`'s locks and checks. A refusal of the
  // limits, checked before its answer is read, rolls it back with the rest.
  const sending = tx<
    {
      refusal: keyof typeof REFUSALS | 'INSUFFICIENT_BALANCE' | null;
      recipient_id: string;
      recipient_name: string;
      first_name: string | null;
      last_name: string | null;
      recipient_faza: string;
      debit_wallet: string;
      transfer_id: string;
      balances: Record<string, number>;
    }[]
  >`
    select s.refusal, s.recipient_id, s.recipient_name, s.recipient_faza, s.debit_wallet,
           s.transfer_id, s.balances, u.first_name, u.last_name
    from wallet_send(${input.senderId}, ${input.faza}, ${input.amountKobo}, ${reference},
                     ${tx.json((input.note ? { note: input.note } : {}) as never)}) s
    -- The receipt names the recipient in full (docs/decisions/0054-real-names.md).
    left join users u on u.id = s.recipient_id`.execute();
  sending.catch(() => {}); // awaited below, after the lock and the limits
  await locking;
  await withinLimits();
  const [sent] = await sending;
  if (sent!.refusal === 'INSUFFICIENT_BALANCE')
    throw insufficientBalance(await walletBalance(tx, sent!.debit_wallet));
  if (sent!.refusal) throw REFUSALS[sent!.refusal]();
  // Answered with the COMMIT (docs/decisions/0045-cheaper-sends.md): nothing below needs it.
  await answeredAtCommit(
    tx,
    notify(tx, {
      kind: 'money.received',
      recipientId: sent!.recipient_id,
      senderId: input.senderId,
      transferId: sent!.transfer_id,
      amountKobo: input.amountKobo,
    }),
  );
  const balanceKobo = Number(sent!.balances[sent!.debit_wallet]);
  return {
    transfer_id: sent!.transfer_id,
    reference,
    amount: input.amountKobo,
    balance: balanceKobo / 100,
    balance_kobo: balanceKobo,
    recipient: {
      name: fullNameOrMasked({ ...sent!, display_name: sent!.recipient_name }),
      faza: sent!.recipient_faza,
    },
  };
}
