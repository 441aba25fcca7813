import { formatNigerianPhone, giftWhat, type ErrorCode, type GiftState } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { assertWithinLimits } from '../kyc';
import { notify } from '../notifications';
import { releaseGiftFood } from '../pantry';
import { findGift, lockGift, markSettled } from './gifts-repository';

// The three ends of a gift (docs/decisions/0036): claimed by the owner of the number, cancelled by
// the sender, returned by the expiry job. Each locks the gift row first and acts only on a pending
// gift, so whichever commits first wins and the others find it settled.

const NOT_PENDING = {
  claimed: 'GIFT_CLAIMED',
  cancelled: 'GIFT_CANCELLED',
  returned: 'GIFT_RETURNED',
} as const satisfies Record<Exclude<GiftState, 'pending'>, ErrorCode>;

export const notPendingError = (state: Exclude<GiftState, 'pending'>) => refuse(NOT_PENDING[state]);

/** A pending gift past its week: it is the sender's again, even before the return job runs. */
export const expiredError = () => refuse('GIFT_EXPIRED');

/** The end of the hold: the money out of `gifts_held`, the food out of the hold, to `to`. */
async function release(
  tx: TransactionSql,
  gift: {
    id: string;
    sender_id: string;
    kind: 'food' | 'money';
    amount_kobo: number | null;
    phone: string;
  },
  to: { claimerId: string } | 'sender',
  actorId: string | null,
): Promise<void> {
  if (gift.kind === 'money') {
    const owner = to === 'sender' ? gift.sender_id : to.claimerId;
    const wallet = await walletOfUser(tx, owner);
    await transfer(tx, {
      kind: to === 'sender' ? 'gift_return' : 'gift_claim',
      amountKobo: gift.amount_kobo!,
      debit: SYSTEM_ACCOUNTS.giftsHeld,
      credit: wallet.id,
      // unique (kind, reference): one claim and one return per gift at most, whatever the races.
      reference: gift.id,
      metadata: {
        gift_id: gift.id,
        description:
          to === 'sender'
            ? `Gift to ${formatNigerianPhone(gift.phone)} came back`
            : 'Gift received',
      },
    });
  } else {
    await releaseGiftFood(tx, { id: gift.id, senderId: gift.sender_id, actorId }, to);
  }
}

/**
 * The owner of the number takes the gift, in the caller's transaction. The caller has proved that
 * `claimer` holds `claimerPhone` by its texted code; the gift must be for that very number.
 */
export async function claimGift(
  tx: TransactionSql,
  code: string,
  claimer: { id: string; phone: string },
): Promise<{ kind: 'food' | 'money' }> {
  const gift = await lockGift(tx, { code });
  if (!gift) throw refuse('GIFT_NOT_FOUND');
  if (gift.phone !== claimer.phone) throw refuse('GIFT_WRONG_PHONE');
  if (gift.state !== 'pending') throw notPendingError(gift.state);
  if (gift.expired) throw expiredError();
  if (gift.sender_id === claimer.id) throw refuse('SELF_GIFT');
  // Money received counts against the claimer's tier limits (docs/decisions/0063); refused, the
  // gift stays pending for a claim once they are verified, or goes back to the sender.
  if (gift.kind === 'money')
    await assertWithinLimits(tx, claimer.id, { direction: 'in', amountKobo: gift.amount_kobo! });
  await release(tx, gift, { claimerId: claimer.id }, claimer.id);
  await markSettled(tx, gift.id, 'claimed', claimer.id);
  const full = (await findGift(tx, gift.id))!;
  const what = giftWhat(full);
  await notify(tx, {
    kind: 'gift.received',
    recipientId: claimer.id,
    senderId: gift.sender_id,
    giftId: gift.id,
    what,
    giftKind: gift.kind,
  });
  await notify(tx, {
    kind: 'gift.claimed',
    senderId: gift.sender_id,
    giftId: gift.id,
    what,
    phone: formatNigerianPhone(gift.phone),
  });
  return { kind: gift.kind };
}

/**
 * The gift goes back to its sender: cancelled by them (`by` is the sender) or returned by the
 * expiry job once its week is over. False when it was no longer pending (claimed or ended first):
 * nothing is done then, so the job may run any number of times, on any number of instances.
 */
export async function endGift(
  tx: TransactionSql,
  giftId: string,
  by: { senderId: string } | 'expiry',
): Promise<boolean> {
  const gift = await lockGift(tx, { id: giftId });
  if (!gift || (by !== 'expiry' && gift.sender_id !== by.senderId)) throw refuse('GIFT_NOT_FOUND');
  if (gift.state !== 'pending') {
    if (by === 'expiry') return false;
    throw notPendingError(gift.state);
  }
  // Only a gift whose week is over: a job run early never cuts one short.
  if (by === 'expiry' && !gift.expired) return false;
  await release(tx, gift, 'sender', by === 'expiry' ? null : by.senderId);
  await markSettled(tx, gift.id, by === 'expiry' ? 'returned' : 'cancelled', null);
  if (by === 'expiry') {
    const full = (await findGift(tx, gift.id))!;
    await notify(tx, {
      kind: 'gift.returned',
      senderId: gift.sender_id,
      giftId: gift.id,
      what: giftWhat(full),
      phone: formatNigerianPhone(gift.phone),
      giftKind: gift.kind,
    });
  }
  return true;
}
