import { randomInt } from 'node:crypto';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { TOPUP_COLUMNS, type TopUpRow } from './topups-repository';

/** Digits and capitals a customer cannot misread or mistype: no 0/O, 1/I/L, nor U. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 6;

/**
 * A bank top-up's own reference, `TU-7K3M9Q`: short enough for a banking app's narration field
 * (30^6 ≈ 730 million codes), unambiguous when read out on the phone.
 */
function newBankTopUpReference(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `TU-${code}`;
}

const isOnePendingViolation = (err: unknown) => {
  const { code, constraint_name: constraint } = err as { code?: string; constraint_name?: string };
  return code === '23505' && constraint === 'wallet_topups_one_pending_bank';
};

/**
 * A pending bank top-up under a fresh reference, in the caller's transaction. A person has at most
 * one pending at a time (the database's `wallet_topups_one_pending_bank`, so two requests at once
 * cannot both pass): a second answers 409. A reference already taken is drawn again.
 */
export async function insertBankTopUp(
  tx: TransactionSql,
  input: { userId: string; walletId: string; amountKobo: number },
): Promise<TopUpRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newBankTopUpReference();
    try {
      const [row] = await tx<TopUpRow[]>`
        insert into wallet_topups (reference, user_id, wallet_id, method, provider, amount_kobo)
        values (${reference}, ${input.userId}, ${input.walletId}, 'bank', 'bank', ${input.amountKobo})
        on conflict (reference) do nothing
        returning ${tx.unsafe(TOPUP_COLUMNS)}`;
      if (row) return row;
    } catch (err) {
      if (isOnePendingViolation(err)) throw refuse('BANK_TOPUP_PENDING');
      throw err;
    }
  }
  throw new Error('no free bank top-up reference after 5 draws');
}
