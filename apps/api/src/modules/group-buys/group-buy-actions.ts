import {
  GROUP_BUY_MESSAGES as M,
  closingProblem,
  groupPrice,
  toMilli,
  type CreateGroupBuyRequest,
  type GroupBuy,
  type GroupBuyMoneyResponse,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { fillGroup, refundMember } from './group-buy-endings';
import { toGroupBuy } from './group-buy-view';
import {
  findGroup,
  findMember,
  insertGroup,
  memberRow,
  membersOf,
  saveMember,
  setSharesTaken,
  type GroupRow,
} from './group-buys-repository';

// One action per thing a member does with a group buy (docs/decisions/0064-group-buys.md). Join
// and leave run as the one effect of their Idempotency-Key's transaction and take the group's row
// lock first: of two members racing for the last share, the second sees it gone.

type Me = { id: string };

async function viewOf(db: Queryable, groupId: string, userId: string): Promise<GroupBuy> {
  const g = (await findGroup(db, groupId))!;
  return toGroupBuy(g, await membersOf(db, [g.id]), userId);
}

/** Starts a group on a product's bulk tier, its price locked now; nobody's money moves yet. */
export async function startGroupBuy(
  tx: TransactionSql,
  me: Me,
  body: CreateGroupBuyRequest,
  now: Date,
): Promise<GroupBuy> {
  const tiers = await tx<{ type: string; priceKobo: number; multiplier: number }[]>`
    select label as type, price_kobo as "priceKobo", multiplier::float8 as multiplier
      from product_tiers where product_id = ${body.productId} order by multiplier`;
  if (tiers.length === 0) throw refuse('PRODUCT_NOT_FOUND');
  const price = groupPrice(tiers, body.tier, body.shareBaseUnits);
  const bulk = tiers.find((t) => t.type === body.tier);
  const share = tiers.find((t) => toMilli(t.multiplier) === toMilli(body.shareBaseUnits));
  if (!price || !bulk || !share) throw refuse('GROUP_BUY_NOT_BULK', { field: 'shareBaseUnits' });
  const closesAt = new Date(body.closesAt);
  const problem = closingProblem(closesAt, now);
  if (problem === 'too_soon') throw refuse('GROUP_BUY_CLOSES_TOO_SOON', { field: 'closesAt' });
  if (problem === 'too_late') throw refuse('GROUP_BUY_CLOSES_TOO_LATE', { field: 'closesAt' });
  // A group is only started for a bag we have: the fill takes it from free stock, refused then too.
  const [stock] = await tx<{ free: string }[]>`
    select (on_hand - held - reserved)::text as free from stock_levels
     where product_id = ${body.productId}`;
  if (toMilli(stock?.free ?? 0) < toMilli(bulk.multiplier)) throw refuse('OUT_OF_STOCK');
  const id = await insertGroup(tx, {
    productId: body.productId,
    tierLabel: bulk.type,
    tierBaseUnits: bulk.multiplier,
    shareLabel: share.type,
    shareBaseUnits: share.multiplier,
    shares: price.shares,
    tierPriceKobo: bulk.priceKobo,
    sharePriceKobo: price.sharePriceKobo,
    smallPriceKobo: price.smallPriceKobo,
    starterId: me.id,
    closesAt,
  });
  return viewOf(tx, id, me.id);
}

async function openGroup(tx: TransactionSql, groupId: string, now: Date): Promise<GroupRow> {
  const g = await findGroup(tx, groupId, { lock: true });
  if (!g) throw refuse('GROUP_BUY_NOT_FOUND');
  if (g.state !== 'open' || g.closes_at <= now) throw refuse('GROUP_BUY_CLOSED');
  return g;
}

/**
 * Takes `shares` for the caller: their money moves from their wallet into the group buys held
 * account at once (a short wallet is refused before anything is written). The last share fills
 * the group in the same transaction.
 */
export async function joinGroupBuy(
  tx: TransactionSql,
  groupId: string,
  me: Me,
  shares: number,
  now: Date,
): Promise<GroupBuyMoneyResponse> {
  const g = await openGroup(tx, groupId, now);
  const left = g.shares - g.shares_taken;
  if (shares > left)
    throw refuse('GROUP_BUY_SHARES_LEFT', { message: M.notEnoughShares(left), field: 'shares' });
  const m = await memberRow(tx, g.id, me.id);
  const amountKobo = shares * g.share_price_kobo;
  const wallet = await walletOfUser(tx, me.id);
  m.seq += 1;
  const { balances } = await transfer(tx, {
    kind: 'group_buy_payment',
    amountKobo,
    debit: wallet.id,
    credit: SYSTEM_ACCOUNTS.groupBuysHeld,
    reference: `${m.id}:${m.seq}`,
    metadata: {
      group_buy_id: g.id,
      member_id: m.id,
      shares,
      description: `Group buy of ${g.product_name} ${g.tier_label}: ${shares} × ${g.share_label}`,
    },
  });
  m.shares += shares;
  m.paid_kobo += amountKobo;
  await saveMember(tx, m);
  g.shares_taken += shares;
  await setSharesTaken(tx, g.id, g.shares_taken);
  const others = (await membersOf(tx, [g.id])).filter((o) => o.id !== m.id && o.shares > 0);
  for (const o of others)
    await notify(tx, {
      kind: 'group_buy.joined',
      userId: o.user_id,
      groupBuyId: g.id,
      joinKey: `${m.id}:${m.seq}`,
      text: M.notice.joined(m.first_name ?? 'A member', shares, g.product_name),
    });
  await fillGroup(tx, g);
  return {
    group: await viewOf(tx, g.id, me.id),
    amountKobo,
    balanceKobo: balances.get(wallet.id) ?? 0,
  };
}

/** Gives back all the caller's shares before the group fills: their money returns at once. */
export async function leaveGroupBuy(
  tx: TransactionSql,
  groupId: string,
  me: Me,
  now: Date,
): Promise<GroupBuyMoneyResponse> {
  const g = await openGroup(tx, groupId, now);
  const m = await findMember(tx, g.id, me.id);
  if (!m || m.shares === 0) throw refuse('GROUP_BUY_NOT_MEMBER');
  const { amountKobo, balanceKobo } = await refundMember(tx, g, m, 'left, money returned');
  g.shares_taken -= m.shares;
  m.shares = 0;
  await saveMember(tx, m);
  await setSharesTaken(tx, g.id, g.shares_taken);
  return { group: await viewOf(tx, g.id, me.id), amountKobo, balanceKobo };
}

/** One group, for any signed-in member (the link is shared on WhatsApp). */
export async function readGroupBuy(db: Queryable, groupId: string, me: Me): Promise<GroupBuy> {
  const g = await findGroup(db, groupId);
  if (!g) throw refuse('GROUP_BUY_NOT_FOUND');
  return toGroupBuy(g, await membersOf(db, [g.id]), me.id);
}
