import { randomBytes } from 'node:crypto';
import { maskDisplayName, WALLET_MESSAGES, type WalletSendResponse } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { AppError } from '../../lib/app-error';
import { transfer } from './ledger';
import { walletOfUser } from './wallet-accounts';

export type SendMoneyInput = {
  senderId: string;
  /** 12 digits. */
  faza: string;
  amountKobo: number;
  note?: string | undefined;
};

const refuse = (code: string, message: string, field: string) =>
  new AppError(422, code, message, { [field]: message });

export const newReference = (prefix: string) =>
  `${prefix}-${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * Wallet-to-wallet by FAZA number (issue 9 item 5), in the caller's transaction: one transfer debits
 * the sender and credits the recipient. Every refusal throws before anything is written.
 */
export async function sendMoney(
  tx: TransactionSql,
  input: SendMoneyInput,
): Promise<WalletSendResponse> {
  const [recipient] = await tx<{ id: string; display_name: string; faza: string }[]>`
    select id, display_name, faza from users where faza = ${input.faza}`;
  if (!recipient) throw refuse('INVALID_FAZA', WALLET_MESSAGES.invalidFaza, 'faza');
  if (recipient.id === input.senderId) throw refuse('SELF_SEND', WALLET_MESSAGES.selfSend, 'faza');
  const from = await walletOfUser(tx, input.senderId);
  const to = await walletOfUser(tx, recipient.id);
  const reference = newReference('SND');
  const { transfer: moved, balances } = await transfer(tx, {
    kind: 'send',
    amountKobo: input.amountKobo,
    debit: from.id,
    credit: to.id,
    reference,
    metadata: input.note ? { note: input.note } : {},
  });
  const balanceKobo = balances.get(from.id)!;
  return {
    transfer_id: moved.id,
    reference,
    amount: input.amountKobo,
    balance: balanceKobo / 100,
    balance_kobo: balanceKobo,
    recipient: { name: maskDisplayName(recipient.display_name), faza: recipient.faza },
  };
}
