// What a notification is about (its category) decides who may turn it off, on which channels,
// whether it waits for morning, and how long a push service keeps it
// (docs/decisions/0030-notifications-outbox.md).

export const NOTIFICATION_CATEGORIES = [
  'money',
  'orders',
  'food',
  'digest',
  'reminders',
  'support',
  'staff',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['inbox', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The channels a notification goes out on besides the inbox, each as a queued job. */
export type DeliveryChannel = Exclude<NotificationChannel, 'inbox'>;

export type CategoryRule = {
  /** Money and orders: always in the inbox, a record the person cannot switch off. */
  transactional: boolean;
  /** Channels this category may use, each on or off until the person says otherwise. */
  defaults: Partial<Record<NotificationChannel, boolean>>;
  /** Pushed at any hour; every other category waits for the end of the quiet hours. */
  pushAtNight: boolean;
  /** How long a push service keeps trying to reach an offline phone, in seconds. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces an older one still waiting on the push service. */
  topic?: string;
  /** Only people with this permission receive the category (and see it in their settings). */
  staffOnly?: boolean;
};

const DAY = 24 * 60 * 60;

export const CATEGORY_RULES: Record<NotificationCategory, CategoryRule> = {
  money: {
    transactional: true,
    defaults: { inbox: true, push: true, email: true },
    pushAtNight: true,
    // A credit alert a day late is news nobody needs.
    ttlSeconds: DAY,
  },
  orders: {
    transactional: true,
    defaults: { inbox: true, push: true, email: true },
    pushAtNight: true,
    ttlSeconds: DAY,
  },
  food: {
    transactional: false,
    defaults: { inbox: true, push: true },
    pushAtNight: false,
    ttlSeconds: DAY,
  },
  digest: {
    transactional: false,
    defaults: { inbox: true, push: true, email: true },
    pushAtNight: false,
    ttlSeconds: 12 * 60 * 60,
    topic: 'pantry-digest',
  },
  reminders: {
    transactional: false,
    defaults: { inbox: true, push: true },
    pushAtNight: false,
    ttlSeconds: DAY,
  },
  // A reply to a question the customer asked: wanted at once, like an order's news.
  support: {
    transactional: false,
    defaults: { inbox: true, push: true, email: true },
    pushAtNight: true,
    ttlSeconds: DAY,
  },
  staff: {
    transactional: false,
    defaults: { inbox: true, push: true },
    pushAtNight: false,
    ttlSeconds: 4 * 60 * 60,
    staffOnly: true,
  },
};

/** Whether a category can go out on a channel at all. */
export const offersChannel = (category: NotificationCategory, channel: NotificationChannel) =>
  CATEGORY_RULES[category].defaults[channel] !== undefined;

/** Whether the person may switch this category off on this channel. */
export const canTurnOff = (category: NotificationCategory, channel: NotificationChannel) =>
  offersChannel(category, channel) &&
  !(channel === 'inbox' && CATEGORY_RULES[category].transactional);

/** Every kind of notification, by the category it belongs to. */
export const NOTIFICATION_KINDS = {
  'food.received': 'food',
  'money.received': 'money',
  'topup.credited': 'money',
  'topup.declined': 'money',
  // Money that arrived in the customer's own account number (docs/decisions/0055).
  'transfer.received': 'money',
  // Withdrawals to a bank account (docs/decisions/0062-withdrawals.md).
  'withdrawal.paid': 'money',
  'withdrawal.returned': 'money',
  'order.confirmed': 'orders',
  'order.rejected': 'orders',
  'order.cancelled': 'orders',
  'delivery.dispatched': 'orders',
  'delivery.delivered': 'orders',
  'delivery.on_the_way': 'orders',
  'delivery.failed': 'orders',
  'delivery.slot_moved': 'orders',
  'delivery.slot_refunded': 'orders',
  'subscription.ending': 'reminders',
  'pantry.digest': 'digest',
  'insights.monthly': 'digest',
  'staff.bank_order': 'staff',
  'staff.bank_topup': 'staff',
  'staff.bank_order_paid': 'staff',
  // Gifts to a phone number (docs/decisions/0036): settling one moves money or food, a record.
  'gift.received': 'money',
  'gift.claimed': 'money',
  'gift.returned': 'money',
  'gift.reminder': 'reminders',
  'gift.waiting': 'reminders',
  'support.reply': 'support',
  'staff.support_message': 'staff',
  // The member's food consultant wrote their meal plan (docs/decisions/0039).
  'plan.consultant': 'support',
  // Food circles (docs/decisions/0043-food-circles.md): what moves money is a record; invitations
  // and due dates are reminders; a delivery is an order.
  'circle.invited': 'reminders',
  'circle.due': 'reminders',
  'circle.taken': 'money',
  'circle.short': 'money',
  'circle.late': 'money',
  'circle.delivered': 'orders',
  'circle.refunded': 'money',
  'circle.cancelled': 'money',
  // Group buys (docs/decisions/0064-group-buys.md): the fill is an order, the refund money.
  'group_buy.joined': 'reminders',
  'group_buy.closing': 'reminders',
  'group_buy.filled': 'orders',
  'group_buy.refunded': 'money',
} as const satisfies Record<string, NotificationCategory>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
