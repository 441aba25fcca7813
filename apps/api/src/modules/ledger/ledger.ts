import { WALLET_MESSAGES } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import type { TransferKind } from './ledger-accounts';

export type TransferInput = {
  kind: TransferKind;
  amountKobo: number;
  /** The account the money leaves (a wallet id or a system account). */
  debit: string;
  /** The account the money goes to. */
  credit: string;
  /** Unique per kind: a second transfer of the same kind and reference is refused by the database. */
  reference: string;
  metadata?: Record<string, unknown>;
};

type TransferRow = {
  id: string;
  kind: TransferKind;
  amount_kobo: number;
  debit_account: string;
  credit_account: string;
  reference: string;
  metadata: Record<string, unknown>;
  created_at: Date;
};

export type TransferResult = {
  transfer: TransferRow;
  /** Cached balances of the wallets the transfer touched, after it. */
  balances: Map<string, number>;
};

/** The refusal says what the wallet holds ("You have ₦97,700"), read under the transfer's lock. */
export const insufficientBalance = (balanceKobo: number) =>
  refuse('INSUFFICIENT_BALANCE', {
    field: 'amount',
    message: WALLET_MESSAGES.insufficientBalanceOf(balanceKobo),
  });

/**
 * The only writer of money (decision 0012). In the caller's transaction: locks the wallets among the
 * two accounts in id order (so two sends crossing each other never deadlock), refuses when the
 * debited wallet holds less than the amount — before writing anything — appends the transfer and
 * moves the cached wallet balances. System accounts are neither locked nor updated.
 */
export async function transfer(tx: TransactionSql, input: TransferInput): Promise<TransferResult> {
  const { amountKobo, debit, credit } = input;
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0)
    throw new RangeError(`transfer amount must be a positive whole number of kobo: ${amountKobo}`);
  if (debit === credit) throw new RangeError('a transfer needs two different accounts');

  // One call (migration 010, decision 0020): the wallet row locks are held for as few round trips
  // as possible (a hot wallet serialises on them).
  const [row] = await tx<
    ({ refused: boolean; balances: Record<string, number> | null } & TransferRow)[]
  >`
    select refused, id, kind, amount_kobo, debit_account, credit_account, reference, metadata,
           created_at, balances
    from ledger_transfer(${input.kind}, ${amountKobo}, ${debit}, ${credit}, ${input.reference},
                         ${tx.json((input.metadata ?? {}) as never)})`;
  const { refused, balances: moved, ...transferRow } = row!;
  if (refused) throw insufficientBalance(await walletBalance(tx, debit));
  const balances = new Map(Object.entries(moved ?? {}).map(([id, b]) => [id, Number(b)]));
  return { transfer: transferRow, balances };
}

/** A wallet's cached balance, read without locking. */
export async function walletBalance(db: Queryable, walletId: string): Promise<number> {
  const [row] = await db<{ balance_kobo: number }[]>`
    select balance_kobo from wallets where id = ${walletId}`;
  return row?.balance_kobo ?? 0;
}
