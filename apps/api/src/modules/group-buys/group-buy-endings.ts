import { GROUP_BUY_MESSAGES as M, shareText } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { SYSTEM_ACCOUNTS, transfer, walletOfUser } from '../ledger';
import { notify } from '../notifications';
import { placeGroupBuyOrder } from '../orders';
import {
  heldOf,
  lockMemberWallets,
  membersOf,
  saveMember,
  type GroupRow,
  type MemberRow,
} from './group-buys-repository';

// The two ways a group ends (docs/decisions/0064-group-buys.md), each in the caller's
// transaction, which holds the group's row lock: filled (the bag is bought and split) or refunded
// (it did not fill by its closing time). The state is checked first, so a second call does nothing.

/** Pays a member's held money back to their own wallet: one `group_buy_refund` transfer. */
export async function refundMember(
  tx: TransactionSql,
  g: GroupRow,
  m: MemberRow,
  why: string,
): Promise<{ amountKobo: number; balanceKobo: number }> {
  const amountKobo = heldOf(m);
  if (amountKobo <= 0) return { amountKobo: 0, balanceKobo: 0 };
  const wallet = await walletOfUser(tx, m.user_id);
  m.seq += 1;
  const { balances } = await transfer(tx, {
    kind: 'group_buy_refund',
    amountKobo,
    debit: SYSTEM_ACCOUNTS.groupBuysHeld,
    credit: wallet.id,
    reference: `${m.id}:${m.seq}`,
    metadata: {
      group_buy_id: g.id,
      member_id: m.id,
      description: `Group buy of ${g.product_name} ${g.tier_label}: ${why}`,
    },
  });
  m.refunded_kobo += amountKobo;
  return { amountKobo, balanceKobo: balances.get(wallet.id) ?? 0 };
}

/**
 * The last share is taken: the held money pays the group's one order (held → sales through the
 * one paid-order step), one bulk unit leaves free stock, and each member's shares land in their
 * pantry with the bulk lot's expiry. Everyone is told.
 */
export async function fillGroup(tx: TransactionSql, g: GroupRow): Promise<void> {
  if (g.state !== 'open' || g.shares_taken !== g.shares) return;
  const members = (await membersOf(tx, [g.id])).filter((m) => m.shares > 0);
  const { orderId } = await placeGroupBuyOrder(tx, {
    starterId: g.starter_id,
    groupBuyId: g.id,
    line: {
      productId: g.product_id,
      name: g.product_name,
      tier: g.tier_label,
      tierPriceKobo: g.tier_price_kobo,
      discountKobo: g.tier_price_kobo - g.shares * g.share_price_kobo,
      imageUrl: g.image_url,
    },
    split: {
      productId: g.product_id,
      quantityType: g.share_label,
      unitPriceKobo: g.share_price_kobo,
      members: members.map((m) => ({ ownerId: m.user_id, shares: m.shares })),
    },
  });
  for (const m of members) {
    m.spent_kobo += heldOf(m);
    await saveMember(tx, m);
    await notify(tx, {
      kind: 'group_buy.filled',
      userId: m.user_id,
      groupBuyId: g.id,
      text: M.notice.filled(g.product_name, m.shares, shareText(g.share_label)),
    });
  }
  await tx`
    update group_buys set state = 'filled', order_id = ${orderId}, closed_at = now()
     where id = ${g.id}`;
  g.state = 'filled';
  g.order_id = orderId;
}

/** Closing time passed before the last share: every member gets back exactly what they hold. */
export async function refundGroup(tx: TransactionSql, g: GroupRow): Promise<void> {
  if (g.state !== 'open') return;
  await lockMemberWallets(tx, g.id);
  for (const m of await membersOf(tx, [g.id])) {
    const { amountKobo } = await refundMember(tx, g, m, 'closed unfilled, money returned');
    if (amountKobo === 0) continue;
    await saveMember(tx, m);
    await notify(tx, {
      kind: 'group_buy.refunded',
      userId: m.user_id,
      groupBuyId: g.id,
      text: M.notice.refunded(g.product_name, amountKobo),
    });
  }
  await tx`update group_buys set state = 'refunded', closed_at = now() where id = ${g.id}`;
  g.state = 'refunded';
}
