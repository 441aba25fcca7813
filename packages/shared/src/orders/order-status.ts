// The life of an order (docs/architecture.md §3 "Who confirms a bank transfer"), as one table. The
// API asks `nextOrderStatus` before every change and refuses whatever the table does not list; the
// web app reads the same table to decide which buttons to show.

export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_submitted',
  'paid',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How an order was paid. `circle`: a food circle's delivery, paid from the money its members saved
 * in the ledger (docs/decisions/0043-food-circles.md); `group_buy`: a group's bulk unit, paid from
 * the shares its members hold (docs/decisions/0064-group-buys.md). Neither is chosen at checkout.
 */
export const PAYMENT_METHODS = ['bank_transfer', 'wallet', 'circle', 'group_buy'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The ways a shopper pays at checkout. */
export const CHECKOUT_METHODS = ['bank_transfer', 'wallet'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** What can happen to an order, and who makes it happen. */
export const ORDER_EVENTS = [
  /** The customer says "I have paid" (proof goes by WhatsApp). */
  'submit_payment',
  /** Staff saw the money arrive: the order is paid and the pantry filled. */
  'confirm_payment',
  /** The customer changes their mind before paying. */
  'cancel_by_customer',
  /** Staff reject the order (no money arrived, wrong amount…), with a reason. */
  'reject',
  /** Nobody paid within 48 hours: the job queue cancels it. */
  'expire',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** How an order starts: a wallet payment is taken in the same transaction, so it is born paid. */
export const INITIAL_ORDER_STATUS: Record<PaymentMethod, OrderStatus> = {
  bank_transfer: 'awaiting_payment',
  wallet: 'paid',
  circle: 'paid',
  group_buy: 'paid',
};

/**
 * Every allowed transition; anything absent is refused. Notes on the choices:
 * - Staff may confirm straight from awaiting_payment: the proof often arrives on WhatsApp before
 *   (or instead of) the customer pressing "I have paid".
 * - Once the customer says they paid, only staff decide (confirm or reject). Neither the customer
 *   nor the 48-hour timer may cancel it: money may be on its way, and a timer that cancels a paid
 *   order over a weekend would take a customer's money and give them nothing.
 * - paid and cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>
> = {
  awaiting_payment: {
    submit_payment: 'payment_submitted',
    confirm_payment: 'paid',
    cancel_by_customer: 'cancelled',
    reject: 'cancelled',
    expire: 'cancelled',
  },
  payment_submitted: {
    confirm_payment: 'paid',
    reject: 'cancelled',
  },
  paid: {},
  cancelled: {},
};

/** The status after `event`, or null when the table does not allow it. */
export const nextOrderStatus = (from: OrderStatus, event: OrderEvent): OrderStatus | null =>
  ORDER_TRANSITIONS[from][event] ?? null;

export const canOrder = (status: OrderStatus, event: OrderEvent): boolean =>
  nextOrderStatus(status, event) !== null;

/** Unpaid bank-transfer orders are cancelled this long after they were placed. */
export const ORDER_PAYMENT_WINDOW_HOURS = 48;

/** Words for a customer, on the orders list and the invoice. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_submitted: 'Payment being checked',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  wallet: 'Wallet',
  circle: 'Food circle',
  group_buy: 'Group buy',
};
