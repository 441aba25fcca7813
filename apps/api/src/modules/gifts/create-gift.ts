import { randomBytes, randomUUID } from 'node:crypto';
import { formatNigerianPhone, GIFT_HOLD_DAYS, GIFT_MESSAGES } from '@faza/shared';
import type { Config } from '../../config';
import type { TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { holdGiftFood, type GiftFood } from '../pantry';
import { findMemberByPhone, lockAndCount } from './gifts-repository';

export type GiftLimits = Pick<
  Config,
  | 'GIFTS_PENDING_PER_SENDER'
  | 'GIFTS_HELD_NAIRA_PER_SENDER'
  | 'GIFTS_PER_DAY'
  | 'GIFTS_PENDING_PER_PHONE'
>;

export type CreateGiftInput = {
  senderId: string;
  senderPhone: string;
  /** Normalised +234…. */
  phone: string;
} & ({ items: readonly GiftFood[] } | { amountKobo: number });

/** 22 base64url characters: 128 random bits (docs/decisions/0036). */
const newClaimCode = () => randomBytes(16).toString('base64url');

/**
 * A gift to a phone number, in the caller's (idempotent) transaction: refuses a member's number or
 * the sender's own, takes the sender's and the number's gift locks and checks the limits under them,
 * writes the gift, then holds what it gives: the money moves from the sender's wallet to the
 * `gifts_held` account by `transfer()`, the food out of the sender's lots by `gift_hold` journal
 * rows. Every refusal throws, so the transaction leaves nothing behind.
 */
export async function createGift(
  tx: TransactionSql,
  input: CreateGiftInput,
  limits: GiftLimits,
): Promise<string> {
  if (input.phone === input.senderPhone) throw refuse('SELF_GIFT', { field: 'phone' });
  if (await findMemberByPhone(tx, input.phone))
    throw refuse('RECIPIENT_IS_MEMBER', { field: 'phone' });

  const counts = await lockAndCount(tx, input.senderId, input.phone);
  if (counts.senderPending >= limits.GIFTS_PENDING_PER_SENDER)
    throw refuse('GIFT_LIMIT_PENDING', {
      message: GIFT_MESSAGES.tooManyPending(counts.senderPending),
      field: 'phone',
    });
  if (counts.senderToday >= limits.GIFTS_PER_DAY)
    throw refuse('GIFT_LIMIT_DAILY', {
      message: GIFT_MESSAGES.tooManyToday(limits.GIFTS_PER_DAY),
      field: 'phone',
    });
  if (counts.phonePending >= limits.GIFTS_PENDING_PER_PHONE)
    throw refuse('GIFT_LIMIT_RECIPIENT', {
      message: GIFT_MESSAGES.recipientFull(counts.phonePending),
      field: 'phone',
    });
  const maxHeldKobo = limits.GIFTS_HELD_NAIRA_PER_SENDER * 100;
  if ('amountKobo' in input && counts.senderHeldKobo + input.amountKobo > maxHeldKobo)
    throw refuse('GIFT_LIMIT_HELD', {
      message: GIFT_MESSAGES.tooMuchHeld(maxHeldKobo),
      field: 'amount',
    });

  const id = randomUUID();
  await tx`
    insert into gifts (id, sender_id, phone, claim_code, kind, amount_kobo, expires_at)
    values (${id}, ${input.senderId}, ${input.phone}, ${newClaimCode()},
            ${'amountKobo' in input ? 'money' : 'food'},
            ${'amountKobo' in input ? input.amountKobo : null},
            now() + make_interval(days => ${GIFT_HOLD_DAYS}))`;
  if ('amountKobo' in input) {
    const wallet = await walletOfUser(tx, input.senderId);
    await transfer(tx, {
      kind: 'gift_hold',
      amountKobo: input.amountKobo,
      debit: wallet.id,
      credit: SYSTEM_ACCOUNTS.giftsHeld,
      reference: id,
      metadata: { gift_id: id, description: `Gift to ${formatNigerianPhone(input.phone)} (held)` },
    });
  } else {
    await holdGiftFood(tx, { id, senderId: input.senderId, items: input.items });
  }
  return id;
}
