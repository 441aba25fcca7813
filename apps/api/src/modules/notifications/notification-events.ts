import type { PantryDigest, SubscriptionTier } from '@faza/shared';
import type { CircleEvent } from './circle-notices';
import type { GroupBuyEvent } from './group-buy-notices';

/** What happened, as the code where it happened knows it. */
export type NotificationEvent =
  | CircleEvent
  | GroupBuyEvent
  | {
      kind: 'food.received';
      recipientId: string;
      senderId: string;
      transferId: string;
      food: string;
      quantity: number;
      quantityType: string;
    }
  | {
      kind: 'money.received';
      recipientId: string;
      senderId: string;
      transferId: string;
      amountKobo: number;
    }
  | { kind: 'topup.credited'; userId: string; topUpId: string; amountKobo: number }
  | {
      kind: 'transfer.received';
      userId: string;
      inboundId: string;
      amountKobo: number;
      senderName: string | null;
      owed: { invoice: string; shortKobo: number } | null;
    }
  | {
      kind: 'withdrawal.paid' | 'withdrawal.returned';
      userId: string;
      withdrawalId: string;
      amountKobo: number;
      /** "GTBank ••••4567" */
      account: string;
      reason: string | null;
    }
  | {
      kind: 'topup.declined';
      userId: string;
      topUpId: string;
      amountKobo: number;
      reason: string | null;
    }
  | { kind: 'order.confirmed'; userId: string; orderId: string; invoice: string; totalKobo: number }
  | {
      kind: 'order.rejected';
      userId: string;
      orderId: string;
      invoice: string;
      reason: string | null;
    }
  | { kind: 'order.cancelled'; userId: string; orderId: string; invoice: string }
  | { kind: 'delivery.dispatched' | 'delivery.delivered'; userId: string; deliveryId: string }
  /** `attempt`: failed attempts before this one, so a rebooked delivery is told again. */
  | { kind: 'delivery.on_the_way'; userId: string; deliveryId: string; attempt: number }
  | {
      kind: 'delivery.slot_moved';
      userId: string;
      deliveryId: string;
      closedSlotId: string;
      reason: string;
      slot: { date: string; start: string; end: string };
    }
  | {
      kind: 'delivery.slot_refunded';
      userId: string;
      deliveryId: string;
      closedSlotId: string;
      reason: string;
      /** The fee refunded, formatted; null when it was refunded before (or free). */
      feeText: string | null;
    }
  | {
      kind: 'delivery.failed';
      userId: string;
      deliveryId: string;
      attempt: number;
      reason: string;
    }
  | { kind: 'subscription.ending'; userId: string; tier: SubscriptionTier; endsAt: Date }
  | { kind: 'pantry.digest'; userId: string; day: string; digest: PantryDigest }
  | {
      kind: 'insights.monthly';
      userId: string;
      /** 'YYYY-MM', the Lagos month summed up. */
      month: string;
      spentKobo: number;
      wastedKobo: number;
      itemsIn: number;
      itemsOut: number;
    }
  | { kind: 'staff.bank_order'; orderId: string; invoice: string; totalKobo: number }
  | { kind: 'staff.bank_topup'; topUpId: string; reference: string; amountKobo: number }
  | { kind: 'staff.bank_order_paid'; orderId: string; invoice: string; totalKobo: number }
  | {
      kind: 'gift.received';
      recipientId: string;
      senderId: string;
      giftId: string;
      what: string;
      giftKind: 'food' | 'money';
    }
  | { kind: 'gift.claimed'; senderId: string; giftId: string; what: string; phone: string }
  | {
      kind: 'gift.returned';
      senderId: string;
      giftId: string;
      what: string;
      phone: string;
      giftKind: 'food' | 'money';
    }
  | {
      kind: 'gift.reminder';
      senderId: string;
      giftId: string;
      what: string;
      phone: string;
      until: Date;
      /** Days unclaimed: one reminder each. */
      day: number;
    }
  | { kind: 'gift.waiting'; recipientId: string; senderId: string; giftId: string; code: string }
  | {
      kind: 'support.reply';
      userId: string;
      staffId: string;
      conversationId: string;
      messageId: string;
      body: string;
    }
  | {
      kind: 'plan.consultant';
      userId: string;
      consultantId: string;
      /** One per write, so each change of the plan is its own notice. */
      writeId: string;
      note: string;
    }
  | {
      kind: 'staff.support_message';
      staffId: string;
      customerId: string;
      conversationId: string;
      messageId: string;
      body: string;
    };
