import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { lockGift } from './gifts-repository';
import { expiredError, notPendingError } from './settle-gift';

/**
 * The number a sign-up from a gift's claim link gets: the gift's, refused unless the gift can still
 * be claimed (by the database's clock). The browser sends the claim code, never the number, so the
 * link alone does not give the number away (docs/decisions/0058). Locks the gift's row: inside the
 * sign-up's transaction, a claim, cancel or return waits until the account exists or not.
 */
export async function phoneForGiftSignUp(db: Queryable, code: string): Promise<string> {
  const gift = await lockGift(db, { code });
  if (!gift) throw refuse('GIFT_NOT_FOUND', { field: 'gift' });
  if (gift.state !== 'pending') throw notPendingError(gift.state);
  if (gift.expired) throw expiredError();
  return gift.phone;
}
