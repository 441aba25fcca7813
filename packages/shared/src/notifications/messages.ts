import { waitText } from '../api/wait-text';
import { formatDate } from '../rules/date-time';
import { formatNaira } from '../rules/money';
import { pantryQuantityLabel } from '../pantry/quantity-label';
import type { NotificationCategory, NotificationChannel } from './categories';
import { DIGEST_AHEAD_DAYS, type DigestLine, type PantryDigest } from './digest';

export type NotificationText = { title: string; body: string };

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
const digestLine = (line: DigestLine, expired: boolean) =>
  `• ${line.name}, ${pantryQuantityLabel(line.quantity, line.quantityType)}${
    expired ? '' : ` — by ${formatDate(line.expiresAt)}`
  }`;

/** What each kind of notification says: its title, then one or two short sentences. */
export const NOTIFICATION_TEXTS = {
  foodReceived: (p: {
    sender: string;
    food: string;
    quantity: number;
    quantityType: string;
  }): NotificationText => ({
    title: 'Food received',
    body: `${p.sender} sent you ${pantryQuantityLabel(p.quantity, p.quantityType)} of ${p.food}. It is in your pantry.`,
  }),
  moneyReceived: (p: { sender: string; amountKobo: number }): NotificationText => ({
    title: 'Money received',
    body: `${p.sender} sent you ${formatNaira(p.amountKobo)}. It is in your wallet.`,
  }),
  topUpCredited: (p: { amountKobo: number }): NotificationText => ({
    title: 'Top-up successful',
    body: `${formatNaira(p.amountKobo)} was added to your wallet.`,
  }),
  transferReceived: (p: {
    amountKobo: number;
    senderName: string | null;
    owed: { invoice: string; shortKobo: number } | null;
  }): NotificationText => ({
    title: 'Bank transfer received',
    body: `${formatNaira(p.amountKobo)} received${
      p.senderName ? ` from ${p.senderName}` : ''
    } by bank transfer. It is in your wallet.${
      p.owed ? ` ${formatNaira(p.owed.shortKobo)} more pays order ${p.owed.invoice}.` : ''
    }`,
  }),
  withdrawalPaid: (p: { amountKobo: number; account: string }): NotificationText => ({
    title: 'Withdrawal paid',
    body: `${formatNaira(p.amountKobo)} was paid to ${p.account}.`,
  }),
  withdrawalReturned: (p: {
    amountKobo: number;
    account: string;
    reason: string;
  }): NotificationText => ({
    title: 'Withdrawal returned',
    body: `Your withdrawal of ${formatNaira(p.amountKobo)} to ${p.account} did not go through: ${p.reason.replace(/\.$/, '')}. The money is back in your wallet.`,
  }),
  topUpDeclined: (p: { amountKobo: number; reason: string | null }): NotificationText => ({
    title: 'Top-up not completed',
    body: `Your top-up of ${formatNaira(p.amountKobo)} did not go through${
      p.reason ? `: ${p.reason.replace(/\.$/, '')}` : ''
    }. Nothing was added to your wallet.`,
  }),
  orderConfirmed: (p: { invoice: string; totalKobo: number }): NotificationText => ({
    title: 'Order confirmed',
    body: `We received your payment of ${formatNaira(p.totalKobo)} for invoice ${p.invoice}. Your items are in your pantry.`,
  }),
  orderRejected: (p: { invoice: string; reason: string | null }): NotificationText => ({
    title: 'Order cancelled',
    body: `We could not confirm the payment for invoice ${p.invoice}, so the order was cancelled.${
      p.reason ? ` Reason: ${p.reason}` : ''
    }`,
  }),
  orderCancelled: (p: { invoice: string }): NotificationText => ({
    title: 'Order cancelled',
    body: `Invoice ${p.invoice} was not paid within 48 hours, so the order was cancelled. You can order again any time.`,
  }),
  deliveryDispatched: {
    title: 'Delivery on its way',
    body: 'Your delivery is out with a rider. Keep your phone close.',
  } satisfies NotificationText,
  deliveryDelivered: {
    title: 'Delivery arrived',
    body: 'Your delivery was handed over. Enjoy your food!',
  } satisfies NotificationText,
  subscriptionEnding: (p: { tier: string; endsAt: Date }): NotificationText => ({
    title: `${p.tier} ends in 3 days`,
    body: `Your ${p.tier} subscription ends on ${formatDate(p.endsAt)}. Renew it from your wallet to keep its benefits.`,
  }),
  /** The monthly food analytics digest (docs/decisions/0040), on the 1st for last month. */
  monthlyInsights: (p: {
    month: string;
    spentKobo: number;
    wastedKobo: number;
    itemsIn: number;
    itemsOut: number;
  }): NotificationText => ({
    title: `Your food in ${p.month}`,
    body: [
      `Spent on food: ${formatNaira(p.spentKobo)}.`,
      `Food in: ${items(p.itemsIn)}; food out: ${items(p.itemsOut)}.`,
      p.wastedKobo > 0
        ? `Expired: ${formatNaira(p.wastedKobo)}.`
        : 'Nothing expired in your pantry.',
      'See where it all went in Food insights.',
    ].join('\n'),
  }),
  pantryDigest: (digest: PantryDigest): NotificationText => {
    const soon = digest.expiring.length;
    const gone = digest.expired.length;
    const expire = soon === 1 ? 'expires' : 'expire';
    const title =
      soon && gone
        ? `${items(soon)} ${expire} soon, ${gone} expired`
        : soon
          ? `${items(soon)} ${expire} within ${DIGEST_AHEAD_DAYS} days`
          : `${items(gone)} expired in your pantry`;
    const body = [
      ...(soon ? ['Use or send soon:', ...digest.expiring.map((l) => digestLine(l, false))] : []),
      ...(gone ? ['Expired:', ...digest.expired.map((l) => digestLine(l, true))] : []),
    ].join('\n');
    return { title, body };
  },
  staffBankOrder: (p: { invoice: string; totalKobo: number }): NotificationText => ({
    title: 'New bank-transfer order',
    body: `Invoice ${p.invoice} for ${formatNaira(p.totalKobo)} is waiting for its payment to be confirmed.`,
  }),
  staffBankOrderPaid: (p: { invoice: string; totalKobo: number }): NotificationText => ({
    title: 'Bank-transfer order paid',
    body: `Invoice ${p.invoice} for ${formatNaira(p.totalKobo)} was paid by money arriving in the customer’s account number. Nothing to confirm.`,
  }),
  staffBankTopUp: (p: { reference: string; amountKobo: number }): NotificationText => ({
    title: 'Bank top-up awaiting confirmation',
    body: `A top-up of ${formatNaira(p.amountKobo)} (reference ${p.reference}) is waiting for its transfer to be confirmed.`,
  }),
  giftReceived: (p: {
    sender: string;
    what: string;
    kind: 'food' | 'money';
  }): NotificationText => ({
    title: 'Gift received',
    body: `${p.sender} sent you ${p.what}. It is in your ${p.kind === 'food' ? 'pantry' : 'wallet'}.`,
  }),
  giftClaimed: (p: { what: string; phone: string }): NotificationText => ({
    title: 'Gift claimed',
    body: `Your gift of ${p.what} to ${p.phone} was claimed.`,
  }),
  giftReturned: (p: { what: string; phone: string; kind: 'food' | 'money' }): NotificationText => ({
    title: 'Gift returned',
    body: `Nobody claimed your gift of ${p.what} to ${p.phone} within 7 days, so it is back in your ${
      p.kind === 'food' ? 'pantry' : 'wallet'
    }.`,
  }),
  giftReminder: (p: { what: string; phone: string; until: Date }): NotificationText => ({
    title: 'Your gift is still waiting',
    body: `Your gift of ${p.what} to ${p.phone} has not been claimed yet. Share the claim link again: it comes back to you on ${formatDate(p.until)}.`,
  }),
  giftWaiting: (p: { sender: string }): NotificationText => ({
    title: 'A gift is waiting for you',
    body: `${p.sender} sent a gift to your phone number. Open it to claim it with the code we text you.`,
  }),
  supportReply: (p: { staff: string; excerpt: string }): NotificationText => ({
    title: 'Faza support replied',
    body: `${p.staff}: ${p.excerpt}`,
  }),
  consultantPlan: (p: { consultant: string; excerpt: string }): NotificationText => ({
    title: 'Your consultant wrote your meal plan',
    body: `${p.consultant}: ${p.excerpt}`,
  }),
  staffSupportMessage: (p: { customer: string; excerpt: string }): NotificationText => ({
    title: 'New message in your support queue',
    body: `${p.customer}: ${p.excerpt}`,
  }),
} as const;

/** The start of a message for a notification: at most 140 characters, cut at a word. */
export const excerptOf = (text: string, max = 140): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

/** '99+' past 99: the bell's bubble never grows wider than three characters. */
export const formatUnreadBadge = (count: number): string => (count > 99 ? '99+' : String(count));

export const NOTIFICATION_CATEGORY_LABELS: Record<
  NotificationCategory,
  { label: string; description: string }
> = {
  money: {
    label: 'Money',
    description:
      'Money sent to you, your wallet top-ups, and your food circles’ instalments and refunds.',
  },
  orders: {
    label: 'Orders and deliveries',
    description:
      'Payments confirmed, orders cancelled, deliveries on their way and arrived, and food from your circles.',
  },
  food: { label: 'Food sent to you', description: 'When someone sends food to your pantry.' },
  digest: {
    label: 'Pantry digests',
    description:
      'At 8 am: what expires within 3 days and what expired, only on days with news; and for Premium, your month in food on the 1st.',
  },
  reminders: {
    label: 'Reminders',
    description:
      'Three days before your Premium subscription ends, gifts still waiting to be claimed, gifts waiting for you, circle invitations and instalments coming due.',
  },
  support: {
    label: 'Replies from Faza support',
    description: 'When our team or your food consultant answers one of your conversations.',
  },
  staff: {
    label: 'Staff work',
    description:
      'Bank-transfer orders and top-ups waiting for confirmation, and messages in conversations assigned to you.',
  },
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inbox: 'In the app',
  push: 'Push',
  email: 'Email',
};

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  loading: 'Loading your notifications...',
  loadError: 'Error Loading Notifications',
  loadErrorHelp: 'Check your connection and try again.',
  retry: 'Try again',
  empty: 'No notifications yet',
  emptyHelp: 'When food or money reaches you, or an order moves along, you will see it here.',
  unread: 'Unread',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  allRead: 'All caught up',
  loadMore: 'Show older',
  loadingMore: 'Loading…',
  markFailed: 'Could not mark it as read. Please try again.',
  settings: 'Notification settings',
  settingsIntro: 'Choose how Faza tells you what happens to your food, money and orders.',
  alwaysInInbox: 'Always kept in your inbox: a record of your money and orders.',
  quietHours:
    'Between 9 pm and 7 am only money and order alerts buzz your phone; the rest waits until 7 am.',
  saved: 'Settings saved',
  saveFailed: 'Could not save your settings. Please try again.',
  pushHeading: 'Notifications on this device',
  pushPitch: 'Get an alert when food or money reaches you, even when Faza is closed.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off on this device',
  pushOn: 'Notifications are on for this device.',
  pushDenied:
    'Notifications are blocked for Faza in this browser. Allow them in the site settings, then try again.',
  pushUnsupported: 'This browser cannot show notifications.',
  pushIosInstall:
    'On iPhone and iPad, first add Faza to your Home Screen: tap Share, then "Add to Home Screen", and open Faza from there.',
  pushFailed: 'Could not turn on notifications. Please try again.',
  notFound: 'This notification was not found.',
  tooManyStreams: 'Too many Faza pages are open. Close some and try again.',
  preferenceFixed:
    'This setting cannot be changed: money and order notifications always stay in your inbox.',
  cursorInvalid: 'This page of your notifications cannot be found.',
  subscriptionInvalid: 'This device cannot receive notifications.',
  subscriptionTaken:
    'This browser gets notifications for another Faza account. Sign out of that account here first.',
  tooManySubscriptions: (retryAfterSeconds: number) =>
    `Notifications were turned on many times. Please wait ${waitText(retryAfterSeconds)} and try again.`,
  emailFooter: 'Choose which emails Faza sends you:',
  emailOpen: 'Open in Faza:',
} as const;
