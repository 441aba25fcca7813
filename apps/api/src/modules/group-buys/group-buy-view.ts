import { firstNameOrMasked, type GroupBuy } from '@faza/shared';
import type { GroupRow, MemberRow } from './group-buys-repository';

const nameOf = (r: { first_name: string | null; last_name: string | null; display_name: string }) =>
  firstNameOrMasked(r);

/**
 * A group as any signed-in member sees it: who took shares by first name only, the price, what is
 * left, and the caller's own part (docs/decisions/0064-group-buys.md).
 */
export function toGroupBuy(g: GroupRow, members: readonly MemberRow[], userId: string): GroupBuy {
  const mine = members.find((m) => m.user_id === userId);
  return {
    id: g.id,
    productId: g.product_id,
    productName: g.product_name,
    image: g.image_url,
    tier: g.tier_label,
    shareLabel: g.share_label,
    shareBaseUnits: Number(g.share_base_units),
    shares: g.shares,
    sharesTaken: g.shares_taken,
    sharesLeft: g.state === 'open' ? g.shares - g.shares_taken : 0,
    sharePrice: g.share_price_kobo / 100,
    sharePriceKobo: g.share_price_kobo,
    tierPriceKobo: g.tier_price_kobo,
    smallPriceKobo: g.small_price_kobo,
    closesAt: g.closes_at.toISOString(),
    state: g.state,
    members: members
      .filter((m) => m.group_buy_id === g.id && m.shares > 0)
      .map((m) => ({ firstName: nameOf(m), shares: m.shares })),
    starterFirstName: nameOf({
      first_name: g.starter_first_name,
      last_name: g.starter_last_name,
      display_name: g.starter_display_name,
    }),
    isStarter: g.starter_id === userId,
    myShares: mine?.shares ?? 0,
    myPaidKobo: mine ? mine.paid_kobo - mine.refunded_kobo : 0,
    createdAt: g.created_at.toISOString(),
  };
}
