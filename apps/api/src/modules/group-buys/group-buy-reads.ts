import type { GroupBuyList } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { toGroupBuy } from './group-buy-view';
import { listGroups, membersOf } from './group-buys-repository';

const LIST_LIMIT = 30;

/** `GET /api/group-buys`: open groups closing soonest, and the caller's own, newest first. */
export async function listGroupBuys(
  db: Queryable,
  me: { id: string },
  now: Date,
): Promise<GroupBuyList> {
  const { open, mine } = await listGroups(db, me.id, now, LIST_LIMIT);
  const members = await membersOf(db, [...new Set([...open, ...mine].map((g) => g.id))]);
  const byGroup = (id: string) => members.filter((m) => m.group_buy_id === id);
  return {
    open: open.map((g) => toGroupBuy(g, byGroup(g.id), me.id)),
    mine: mine.map((g) => toGroupBuy(g, byGroup(g.id), me.id)),
  };
}
