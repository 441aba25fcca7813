import { checkLimit, lagosDayStart, type LimitDirection, type LimitVerdict } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import {
  lockRecipientForLimits,
  lockWalletForLimits,
  movedSince,
  type WalletForLimits,
} from './limits-repository';

export type Movement = {
  direction: LimitDirection;
  amountKobo: number;
  /**
   * Whose words the refusal uses: the account holder's own ("Verify your BVN…"), or a sender's
   * about their recipient.
   */
  whose?: 'own' | 'recipient';
};

/**
 * Whether a movement of money into or out of the user's wallet is within their tier's limits
 * (docs/decisions/0063), in the caller's transaction, BEFORE the money moves: locks the wallet row
 * (held to the end of the transaction, so two movements that together cross a limit see each other
 * and the second is refused), then reads the Lagos day's totals from the ledger.
 */
export async function limitsVerdict(
  tx: TransactionSql,
  userId: string,
  movement: Movement,
  now: Date = new Date(),
): Promise<LimitVerdict & { tier: number }> {
  const wallet = await lockWalletForLimits(tx, userId);
  const moved = await movedSince(tx, wallet.walletId, lagosDayStart(now));
  return { ...verdictOf(wallet, moved, movement), tier: wallet.tier };
}

const verdictOf = (
  wallet: WalletForLimits,
  moved: { inKobo: number; outKobo: number },
  movement: Movement,
): LimitVerdict =>
  checkLimit({
    tier: wallet.tier,
    limits: wallet.limits,
    direction: movement.direction,
    amountKobo: movement.amountKobo,
    usedTodayKobo: movement.direction === 'in' ? moved.inKobo : moved.outKobo,
    balanceKobo: wallet.balanceKobo,
    whose: movement.whose ?? 'own',
  });

/**
 * `limitsVerdict` for the account holder's own movement, refusing (422, nothing written: the
 * caller's transaction rolls back) one that would break a limit, with the message that says what
 * to do ("Verify your BVN or NIN to receive more than ₦50,000 a day…").
 */
export async function assertWithinLimits(
  tx: TransactionSql,
  userId: string,
  movement: Omit<Movement, 'whose'>,
): Promise<void> {
  const verdict = await limitsVerdict(tx, userId, movement);
  if (!verdict.allowed)
    throw refuse('LIMIT_EXCEEDED', { field: 'amount', message: verdict.message });
}

/**
 * The same for money a member sends another by FAZA number, the sender told the recipient cannot
 * take it. The recipient's lock and totals are asked for at once and the send's own statement may
 * follow them before their answers are in (docs/decisions/0073-a-send-in-four-round-trips.md);
 * the answer, checked when awaited, refuses before the transaction can commit. No recipient:
 * nothing to check (the send refuses the number).
 */
export function recipientLimitsCheck(
  tx: TransactionSql,
  send: { faza: string; senderId: string; amountKobo: number },
  now: Date = new Date(),
): () => Promise<void> {
  const reading = lockRecipientForLimits(
    tx,
    { faza: send.faza, notUserId: send.senderId },
    lagosDayStart(now),
  );
  reading.catch(() => {}); // awaited by the check
  return async () => {
    const wallet = await reading;
    if (!wallet) return;
    const verdict = verdictOf(wallet, wallet.moved, {
      direction: 'in',
      amountKobo: send.amountKobo,
      whose: 'recipient',
    });
    if (!verdict.allowed)
      throw refuse('RECIPIENT_LIMIT_EXCEEDED', { field: 'amount', message: verdict.message });
  };
}
