import { NOTIFICATION_KINDS, type NotificationText } from '@faza/shared';
import type { CircleNotice } from './circle-notices';

/**
 * What the group buys module raises (docs/decisions/0064-group-buys.md), written once per person
 * by its event key: one notice per join, and one closing, fill or refund per group.
 */
export type GroupBuyEvent = {
  kind: 'group_buy.joined' | 'group_buy.closing' | 'group_buy.filled' | 'group_buy.refunded';
  userId: string;
  groupBuyId: string;
  text: NotificationText;
  /** A join: the joining member's money move, so each join is told once. */
  joinKey?: string;
};

const KINDS = new Set<string>([
  'group_buy.joined',
  'group_buy.closing',
  'group_buy.filled',
  'group_buy.refunded',
]);

export const isGroupBuyEvent = (event: { kind: string }): event is GroupBuyEvent =>
  KINDS.has(event.kind);

/** The group's page, the link members share: the web app's /group-buys/{id}. */
export const groupBuyNotice = (event: GroupBuyEvent): CircleNotice => ({
  kind: event.kind,
  category: NOTIFICATION_KINDS[event.kind],
  recipients: { userId: event.userId },
  eventKey: event.joinKey ? `group_buy_join:${event.joinKey}` : `group_buy:${event.groupBuyId}`,
  text: event.text,
  deepLink: `/group-buys/${event.groupBuyId}`,
  subject: { type: 'group_buy', id: event.groupBuyId },
  actorId: null,
});
