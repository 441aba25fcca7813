import {
  formatNigerianPhone,
  koboToNaira,
  publicFirstName,
  type Gift,
  type GiftState,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';

// The SQL of gifts to phone numbers (docs/decisions/0036-gifts-held-for-a-phone-number.md).

type GiftLine = {
  'food-name': string;
  'food-quantity': number;
  'food-quantity-type': string;
};

export type GiftRow = {
  id: string;
  sender_id: string;
  /** The sender's first name, or display name (publicFirstName, docs/decisions/0054-real-names.md). */
  sender_name: string;
  phone: string;
  claim_code: string;
  kind: 'food' | 'money';
  amount_kobo: number | null;
  state: GiftState;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
  claimed_by: string | null;
  items: GiftLine[];
};

/** A gift with its food lines (summed per food), and its sender's name. */
const giftSelect = (db: Queryable) => db`
  select g.id, g.sender_id, u.display_name as sender_name, u.first_name as sender_first_name,
         u.last_name as sender_last_name, g.phone, g.claim_code, g.kind,
         g.amount_kobo, g.state, g.created_at, g.expires_at, g.settled_at, g.claimed_by,
         coalesce((
           select json_agg(json_build_object('food-name', p.name, 'food-quantity', x.qty,
                                             'food-quantity-type', x.quantity_type)
                           order by p.name, x.quantity_type)
           from (select product_id, quantity_type, sum(quantity)::int as qty from gift_items
                 where gift_id = g.id group by product_id, quantity_type) x
           join products p on p.id = x.product_id), '[]') as items
  from gifts g join users u on u.id = g.sender_id`;

type SelectedGift = Omit<GiftRow, 'sender_name'> & {
  sender_name: string;
  sender_first_name: string | null;
  sender_last_name: string | null;
};

const toGiftRow = ({ sender_first_name, sender_last_name, ...row }: SelectedGift): GiftRow => ({
  ...row,
  sender_name: publicFirstName({
    firstName: sender_first_name,
    lastName: sender_last_name,
    displayName: row.sender_name,
  }),
});

export async function listSenderGifts(db: Queryable, senderId: string): Promise<GiftRow[]> {
  const rows = await db<SelectedGift[]>`${giftSelect(db)}
    where g.sender_id = ${senderId} order by g.created_at desc, g.id limit 100`;
  return rows.map(toGiftRow);
}

export async function findGift(db: Queryable, id: string): Promise<GiftRow | null> {
  const [row] = await db<SelectedGift[]>`${giftSelect(db)} where g.id = ${id}`;
  return row ? toGiftRow(row) : null;
}

export async function findGiftByCode(db: Queryable, code: string): Promise<GiftRow | null> {
  const [row] = await db<SelectedGift[]>`${giftSelect(db)} where g.claim_code = ${code}`;
  return row ? toGiftRow(row) : null;
}

/**
 * Locks the gift row: claim, cancel and return each take this lock first and then look at the
 * state, so whichever comes second sees the first one's outcome (exactly one of them wins).
 */
export async function lockGift(
  db: Queryable,
  by: { id: string } | { code: string },
): Promise<{
  id: string;
  state: GiftState;
  sender_id: string;
  phone: string;
  kind: 'food' | 'money';
  amount_kobo: number | null;
  /** Its week is over by the database's clock, whether or not the return job has run. */
  expired: boolean;
} | null> {
  const [row] = await db<
    {
      id: string;
      state: GiftState;
      sender_id: string;
      phone: string;
      kind: 'food' | 'money';
      amount_kobo: number | null;
      expired: boolean;
    }[]
  >`
    select id, state, sender_id, phone, kind, amount_kobo, expires_at <= now() as expired
      from gifts
    where ${'id' in by ? db`id = ${by.id}` : db`claim_code = ${by.code}`}
    for update`;
  return row ?? null;
}

export async function markSettled(
  db: Queryable,
  id: string,
  state: Exclude<GiftState, 'pending'>,
  claimedBy: string | null,
): Promise<void> {
  await db`update gifts set state = ${state}, settled_at = now(), claimed_by = ${claimedBy}
           where id = ${id} and state = 'pending'`;
}

/**
 * Takes the gift locks of a sender and then of a phone (always in that order, so two gifts never
 * wait on each other in a circle) and answers what the limits count, as of now.
 */
export async function lockAndCount(
  db: Queryable,
  senderId: string,
  phone: string,
): Promise<{
  senderPending: number;
  senderHeldKobo: number;
  senderToday: number;
  phonePending: number;
}> {
  await db`insert into gift_limit_locks (key) values (${`sender:${senderId}`})
           on conflict (key) do update set key = excluded.key`;
  await db`insert into gift_limit_locks (key) values (${`phone:${phone}`})
           on conflict (key) do update set key = excluded.key`;
  const [row] = await db<
    { sender_pending: number; sender_held: number; sender_today: number; phone_pending: number }[]
  >`
    select
      (select count(*)::int from gifts where sender_id = ${senderId} and state = 'pending')
        as sender_pending,
      (select coalesce(sum(amount_kobo), 0)::bigint from gifts
        where sender_id = ${senderId} and state = 'pending') as sender_held,
      (select count(*)::int from gifts
        where sender_id = ${senderId} and created_at > now() - interval '24 hours') as sender_today,
      (select count(*)::int from gifts where phone = ${phone} and state = 'pending')
        as phone_pending`;
  return {
    senderPending: row!.sender_pending,
    senderHeldKobo: Number(row!.sender_held),
    senderToday: row!.sender_today,
    phonePending: row!.phone_pending,
  };
}

/** The member holding this phone, if their phone is proved (docs/decisions/0027). */
export async function findMemberByPhone(
  db: Queryable,
  phone: string,
): Promise<{ id: string; display_name: string; faza: string } | null> {
  const [row] = await db<{ id: string; display_name: string; faza: string }[]>`
    select id, display_name, faza from users
    where phone = ${phone} and phone_verified_at is not null`;
  return row ?? null;
}

/** Pending gifts whose week is over, oldest first. */
export async function dueGiftIds(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from gifts where state = 'pending' and expires_at <= now()
    order by expires_at limit ${limit}`;
  return rows.map((r) => r.id);
}

/** Pending gifts at least `days` old, not yet returned: the reminders' candidates. */
export async function pendingOlderThan(db: Queryable, days: number): Promise<GiftRow[]> {
  return db<GiftRow[]>`${giftSelect(db)}
    where g.state = 'pending' and g.created_at <= now() - make_interval(days => ${days})
      and g.expires_at > now()
    order by g.created_at limit 500`;
}

/** Gifts still claimable by this phone (pending, within their week). */
export async function pendingForPhone(db: Queryable, phone: string): Promise<GiftRow[]> {
  return db<GiftRow[]>`${giftSelect(db)}
    where g.phone = ${phone} and g.state = 'pending' and g.expires_at > now()
    order by g.created_at`;
}

const claimUrl = (origin: string, code: string) => `${origin}/claim/${code}`;

export const toGift = (row: GiftRow, origin: string): Gift => ({
  id: row.id,
  state: row.state,
  kind: row.kind,
  phone: formatNigerianPhone(row.phone),
  'claim-url': claimUrl(origin, row.claim_code),
  items: row.items,
  amount: row.amount_kobo === null ? null : koboToNaira(row.amount_kobo),
  amount_kobo: row.amount_kobo,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  settled_at: row.settled_at ? row.settled_at.toISOString() : null,
});
