import {
  DELIVERY_NOTICE_TEXTS,
  hasPermission,
  monthLabel,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
  excerptOf,
  formatDate,
  PATHS,
  ROLE_PERMISSIONS,
  SUBSCRIPTION_TIER_LABELS,
  type NotificationCategory,
  type NotificationKind,
  type NotificationText,
  type Role,
} from '@faza/shared';
import { circleNotice, isCircleEvent } from './circle-notices';
import { groupBuyNotice, isGroupBuyEvent } from './group-buy-notices';
import type { NotificationEvent } from './notification-events';

export type { NotificationEvent };

/** Who is told: one person, or everyone whose role has a permission. */
type Recipients = { userId: string } | { roles: Role[] };

/** A notification as it is written, before the actor's name is filled in by the database. */
export type Notice = {
  kind: NotificationKind;
  category: NotificationCategory;
  recipients: Recipients;
  eventKey: string;
  text: NotificationText;
  deepLink: string;
  subject: { type: string; id: string } | null;
  /** The person whose display name replaces ACTOR in the text (a sender). */
  actorId: string | null;
  /**
   * The event's own module already emails it (the orders module's receipt of a confirmed or
   * rejected order, decision 0023): no second email says the same.
   */
  emailedElsewhere?: boolean;
};

/**
 * Stands for the actor's display name in a text until the database puts the name in, in the same
 * statement that writes the row: a send then costs no extra round trip to look the name up.
 */
export const ACTOR = '\u0001actor\u0001';

const staffWith = (permission: 'orders:confirm'): Recipients => ({
  roles: (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) =>
    hasPermission(role, permission),
  ),
});

/** The row an event writes: who, which text, which page it opens, and the key that makes it once. */
export function noticeOf(event: NotificationEvent): Notice {
  if (isCircleEvent(event)) return circleNotice(event, ACTOR);
  if (isGroupBuyEvent(event)) return groupBuyNotice(event);
  const base = { kind: event.kind, category: NOTIFICATION_KINDS[event.kind], actorId: null };
  const one = (userId: string) => ({ userId });
  switch (event.kind) {
    case 'food.received':
      return {
        ...base,
        recipients: one(event.recipientId),
        eventKey: `transfer:${event.transferId}`,
        text: NOTIFICATION_TEXTS.foodReceived({ ...event, sender: ACTOR }),
        deepLink: PATHS.pantry,
        subject: { type: 'pantry_transfer', id: event.transferId },
        actorId: event.senderId,
      };
    case 'money.received':
      return {
        ...base,
        recipients: one(event.recipientId),
        eventKey: `transfer:${event.transferId}`,
        text: NOTIFICATION_TEXTS.moneyReceived({ ...event, sender: ACTOR }),
        deepLink: PATHS.wallet,
        subject: { type: 'ledger_transfer', id: event.transferId },
        actorId: event.senderId,
      };
    case 'topup.credited':
    case 'topup.declined':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `topup:${event.topUpId}`,
        text:
          event.kind === 'topup.credited'
            ? NOTIFICATION_TEXTS.topUpCredited(event)
            : NOTIFICATION_TEXTS.topUpDeclined(event),
        deepLink: PATHS.wallet,
        subject: { type: 'wallet_topup', id: event.topUpId },
      };
    case 'transfer.received':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `inbound:${event.inboundId}`,
        text: NOTIFICATION_TEXTS.transferReceived(event),
        deepLink: PATHS.wallet,
        subject: { type: 'inbound_transfer', id: event.inboundId },
      };
    case 'withdrawal.paid':
    case 'withdrawal.returned':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `withdrawal:${event.withdrawalId}`,
        text:
          event.kind === 'withdrawal.paid'
            ? NOTIFICATION_TEXTS.withdrawalPaid(event)
            : NOTIFICATION_TEXTS.withdrawalReturned({
                ...event,
                reason: event.reason ?? 'the bank returned it',
              }),
        deepLink: PATHS.wallet,
        subject: { type: 'withdrawal', id: event.withdrawalId },
      };
    case 'order.confirmed':
    case 'order.rejected':
    case 'order.cancelled':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `order:${event.orderId}`,
        text:
          event.kind === 'order.confirmed'
            ? NOTIFICATION_TEXTS.orderConfirmed(event)
            : event.kind === 'order.rejected'
              ? NOTIFICATION_TEXTS.orderRejected(event)
              : NOTIFICATION_TEXTS.orderCancelled(event),
        deepLink: event.kind === 'order.confirmed' ? PATHS.pantry : PATHS.orders,
        subject: { type: 'order', id: event.orderId },
        emailedElsewhere: event.kind !== 'order.cancelled',
      };
    case 'delivery.dispatched':
    case 'delivery.delivered':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `delivery:${event.deliveryId}`,
        text:
          event.kind === 'delivery.dispatched'
            ? NOTIFICATION_TEXTS.deliveryDispatched
            : NOTIFICATION_TEXTS.deliveryDelivered,
        deepLink: PATHS.deliveries,
        subject: { type: 'delivery', id: event.deliveryId },
      };
    case 'delivery.on_the_way':
    case 'delivery.failed':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `delivery:${event.deliveryId}:${event.attempt}`,
        text:
          event.kind === 'delivery.on_the_way'
            ? DELIVERY_NOTICE_TEXTS.onTheWay
            : DELIVERY_NOTICE_TEXTS.failed(event),
        deepLink: PATHS.deliveries,
        subject: { type: 'delivery', id: event.deliveryId },
      };
    case 'delivery.slot_moved':
    case 'delivery.slot_refunded':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `slot-close:${event.closedSlotId}:${event.deliveryId}`,
        text:
          event.kind === 'delivery.slot_moved'
            ? DELIVERY_NOTICE_TEXTS.slotMoved({
                reason: event.reason,
                when: `${formatDate(`${event.slot.date}T12:00:00+01:00`)}, ${event.slot.start}–${event.slot.end}`,
              })
            : DELIVERY_NOTICE_TEXTS.slotRefunded(event),
        deepLink: PATHS.deliveries,
        subject: { type: 'delivery', id: event.deliveryId },
      };
    case 'insights.monthly':
      return {
        ...base,
        recipients: one(event.userId),
        // Once per member and month, however often the job runs.
        eventKey: `insights:${event.month}`,
        text: NOTIFICATION_TEXTS.monthlyInsights({ ...event, month: monthLabel(event.month) }),
        deepLink: `${PATHS.insights}?month=${event.month}`,
        subject: null,
      };
    case 'subscription.ending':
      return {
        ...base,
        recipients: one(event.userId),
        // One reminder per end date: renewing moves the date, and the new one gets its own.
        eventKey: `subscription:${event.endsAt.toISOString()}`,
        text: NOTIFICATION_TEXTS.subscriptionEnding({
          tier: SUBSCRIPTION_TIER_LABELS[event.tier],
          endsAt: event.endsAt,
        }),
        deepLink: PATHS.premium,
        subject: null,
      };
    case 'pantry.digest':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `digest:${event.day}`,
        text: NOTIFICATION_TEXTS.pantryDigest(event.digest),
        deepLink: PATHS.pantry,
        subject: null,
      };
    case 'staff.bank_order':
      return {
        ...base,
        recipients: staffWith('orders:confirm'),
        eventKey: `order:${event.orderId}`,
        text: NOTIFICATION_TEXTS.staffBankOrder(event),
        deepLink: PATHS.admin,
        subject: { type: 'order', id: event.orderId },
      };
    case 'gift.received':
      return {
        ...base,
        recipients: one(event.recipientId),
        eventKey: `gift:${event.giftId}`,
        text: NOTIFICATION_TEXTS.giftReceived({ ...event, kind: event.giftKind, sender: ACTOR }),
        deepLink: event.giftKind === 'food' ? PATHS.pantry : PATHS.wallet,
        subject: { type: 'gift', id: event.giftId },
        actorId: event.senderId,
      };
    case 'gift.claimed':
    case 'gift.returned':
      return {
        ...base,
        recipients: one(event.senderId),
        eventKey: `gift:${event.giftId}`,
        text:
          event.kind === 'gift.claimed'
            ? NOTIFICATION_TEXTS.giftClaimed(event)
            : NOTIFICATION_TEXTS.giftReturned({ ...event, kind: event.giftKind }),
        deepLink: PATHS.gifts,
        subject: { type: 'gift', id: event.giftId },
      };
    case 'gift.reminder':
      return {
        ...base,
        recipients: one(event.senderId),
        eventKey: `gift:${event.giftId}:day-${event.day}`,
        text: NOTIFICATION_TEXTS.giftReminder(event),
        deepLink: PATHS.gifts,
        subject: { type: 'gift', id: event.giftId },
      };
    case 'gift.waiting':
      return {
        ...base,
        recipients: one(event.recipientId),
        eventKey: `gift:${event.giftId}`,
        text: NOTIFICATION_TEXTS.giftWaiting({ sender: ACTOR }),
        deepLink: PATHS.claimGift.replace(':code', event.code),
        subject: { type: 'gift', id: event.giftId },
        actorId: event.senderId,
      };
    case 'staff.bank_order_paid':
      return {
        ...base,
        recipients: staffWith('orders:confirm'),
        eventKey: `order-paid:${event.orderId}`,
        text: NOTIFICATION_TEXTS.staffBankOrderPaid(event),
        deepLink: PATHS.admin,
        subject: { type: 'order', id: event.orderId },
      };
    case 'staff.bank_topup':
      return {
        ...base,
        recipients: staffWith('orders:confirm'),
        eventKey: `topup:${event.topUpId}`,
        text: NOTIFICATION_TEXTS.staffBankTopUp(event),
        deepLink: PATHS.admin,
        subject: { type: 'wallet_topup', id: event.topUpId },
      };
    case 'support.reply':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `support_message:${event.messageId}`,
        text: NOTIFICATION_TEXTS.supportReply({ staff: ACTOR, excerpt: excerptOf(event.body) }),
        deepLink: PATHS.helpConversation.replace(':id', event.conversationId),
        subject: { type: 'support_conversation', id: event.conversationId },
        actorId: event.staffId,
      };
    case 'plan.consultant':
      return {
        ...base,
        recipients: one(event.userId),
        eventKey: `meal_plan_write:${event.writeId}`,
        text: NOTIFICATION_TEXTS.consultantPlan({
          consultant: ACTOR,
          excerpt: excerptOf(event.note),
        }),
        deepLink: PATHS.planWeek,
        subject: { type: 'meal_plan', id: event.userId },
        actorId: event.consultantId,
      };
    case 'staff.support_message':
      return {
        ...base,
        recipients: one(event.staffId),
        eventKey: `support_message:${event.messageId}`,
        text: NOTIFICATION_TEXTS.staffSupportMessage({
          customer: ACTOR,
          excerpt: excerptOf(event.body),
        }),
        deepLink: `${PATHS.admin}#support`,
        subject: { type: 'support_conversation', id: event.conversationId },
        actorId: event.customerId,
      };
  }
}
