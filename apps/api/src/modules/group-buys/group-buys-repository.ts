import type { Queryable } from '../../db/transaction';

// The group buys tables (migration 051, docs/decisions/0064-group-buys.md). Every change to a
// group or its members is made under the group's row lock (findGroup(…, { lock: true })).

export type GroupRow = {
  id: string;
  product_id: string;
  product_name: string;
  image_url: string;
  tier_label: string;
  tier_base_units: string;
  share_label: string;
  share_base_units: string;
  shares: number;
  tier_price_kobo: number;
  share_price_kobo: number;
  small_price_kobo: number | null;
  starter_id: string;
  starter_first_name: string | null;
  starter_last_name: string | null;
  starter_display_name: string;
  closes_at: Date;
  shares_taken: number;
  state: 'open' | 'filled' | 'refunded';
  order_id: string | null;
  reminded_at: Date | null;
  created_at: Date;
};

export type MemberRow = {
  id: string;
  group_buy_id: string;
  user_id: string;
  shares: number;
  paid_kobo: number;
  refunded_kobo: number;
  spent_kobo: number;
  seq: number;
  first_name: string | null;
  last_name: string | null;
  display_name: string;
  joined_at: Date;
};

/** What a member still has in the group buys held account. */
export const heldOf = (m: MemberRow) => m.paid_kobo - m.refunded_kobo - m.spent_kobo;

const GROUP_SELECT = (db: Queryable) => db`
  select g.id, g.product_id, p.name as product_name, p.image_url, g.tier_label,
         g.tier_base_units::text as tier_base_units, g.share_label,
         g.share_base_units::text as share_base_units, g.shares, g.tier_price_kobo,
         g.share_price_kobo, g.small_price_kobo, g.starter_id,
         s.first_name as starter_first_name, s.last_name as starter_last_name,
         s.display_name as starter_display_name, g.closes_at, g.shares_taken, g.state,
         g.order_id, g.reminded_at, g.created_at
    from group_buys g join products p on p.id = g.product_id join users s on s.id = g.starter_id`;

/** One group; with `lock`, its row is locked for the caller's transaction first. */
export async function findGroup(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<GroupRow | undefined> {
  if (opts.lock) await db`select id from group_buys where id = ${id} for update`;
  const [row] = await db<GroupRow[]>`${GROUP_SELECT(db)} where g.id = ${id}`;
  return row;
}

/** Open groups closing soonest, and the groups `userId` started or took shares in. */
export async function listGroups(
  db: Queryable,
  userId: string,
  now: Date,
  limit: number,
): Promise<{ open: GroupRow[]; mine: GroupRow[] }> {
  const open = await db<GroupRow[]>`
    ${GROUP_SELECT(db)} where g.state = 'open' and g.closes_at > ${now}
    order by g.closes_at, g.id limit ${limit}`;
  const mine = await db<GroupRow[]>`
    ${GROUP_SELECT(db)}
    where g.starter_id = ${userId}
       or g.id in (select group_buy_id from group_buy_members where user_id = ${userId})
    order by g.created_at desc, g.id limit ${limit}`;
  return { open, mine };
}

/** The members of these groups, in joining order. */
export async function membersOf(db: Queryable, groupIds: readonly string[]): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  return db<MemberRow[]>`
    select m.id, m.group_buy_id, m.user_id, m.shares, m.paid_kobo, m.refunded_kobo, m.spent_kobo,
           m.seq, u.first_name, u.last_name, u.display_name, m.joined_at
      from group_buy_members m join users u on u.id = m.user_id
     where m.group_buy_id = any(${groupIds as string[]}::uuid[])
     order by m.joined_at, m.id`;
}

export type NewGroup = {
  productId: string;
  tierLabel: string;
  tierBaseUnits: number;
  shareLabel: string;
  shareBaseUnits: number;
  shares: number;
  tierPriceKobo: number;
  sharePriceKobo: number;
  smallPriceKobo: number | null;
  starterId: string;
  closesAt: Date;
};

export async function insertGroup(db: Queryable, g: NewGroup): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into group_buys (product_id, tier_label, tier_base_units, share_label,
                            share_base_units, shares, tier_price_kobo, share_price_kobo,
                            small_price_kobo, starter_id, closes_at)
    values (${g.productId}, ${g.tierLabel}, ${g.tierBaseUnits}, ${g.shareLabel},
            ${g.shareBaseUnits}, ${g.shares}, ${g.tierPriceKobo}, ${g.sharePriceKobo},
            ${g.smallPriceKobo}, ${g.starterId}, ${g.closesAt})
    returning id`;
  return row!.id;
}

/** The caller's member row in a group, made when missing (the group's lock is held). */
export async function memberRow(
  db: Queryable,
  groupId: string,
  userId: string,
): Promise<MemberRow> {
  await db`
    insert into group_buy_members (group_buy_id, user_id) values (${groupId}, ${userId})
    on conflict (group_buy_id, user_id) do nothing`;
  const found = await findMember(db, groupId, userId);
  return found!;
}

export async function findMember(
  db: Queryable,
  groupId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db<MemberRow[]>`
    select m.id, m.group_buy_id, m.user_id, m.shares, m.paid_kobo, m.refunded_kobo, m.spent_kobo,
           m.seq, u.first_name, u.last_name, u.display_name, m.joined_at
      from group_buy_members m join users u on u.id = m.user_id
     where m.group_buy_id = ${groupId} and m.user_id = ${userId}`;
  return row;
}

/** Writes a member's figures after a money move, and the group's shares taken. */
export async function saveMember(db: Queryable, m: MemberRow): Promise<void> {
  await db`
    update group_buy_members
       set shares = ${m.shares}, paid_kobo = ${m.paid_kobo}, refunded_kobo = ${m.refunded_kobo},
           spent_kobo = ${m.spent_kobo}, seq = ${m.seq}
     where id = ${m.id}`;
}

export async function setSharesTaken(db: Queryable, groupId: string, taken: number) {
  await db`update group_buys set shares_taken = ${taken} where id = ${groupId}`;
}

/**
 * Locks the wallets of a group's members in id order, before a step that moves money for several
 * of them (the closing refunds): `transfer()` locks one wallet at a time, and two groups sharing
 * members could otherwise wait on each other.
 */
export async function lockMemberWallets(db: Queryable, groupId: string): Promise<void> {
  await db`
    select w.id from wallets w
     where w.user_id in (select user_id from group_buy_members where group_buy_id = ${groupId})
     order by w.id for update`;
}
