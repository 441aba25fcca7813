// Texts of gifts to a phone number (docs/decisions/0036-gifts-held-for-a-phone-number.md), "ours"
// in messages.ts's sense: the spec has no gifts.
import { formatDate } from '../rules/date-time';
import { formatNaira } from '../rules/money';
import { EXAMPLE_PHONE, MESSAGES } from '../messages';

/** How long a gift waits for its claim before it goes back to the sender. */
export const GIFT_HOLD_DAYS = 7;
/** Days unclaimed after which the sender is reminded to share the link again. */
export const GIFT_REMINDER_DAYS = [1, 5] as const;
/** Foods one gift may carry. */
export const GIFT_MAX_ITEMS = 10;

export type GiftState = 'pending' | 'claimed' | 'cancelled' | 'returned';

export const GIFT_MESSAGES = {
  recipientLabel: 'FAZA number or phone number',
  recipientInvalid: `Please enter a 12-digit FAZA number or a Nigerian phone number (e.g., ${EXAMPLE_PHONE})`,
  phoneInvalid: MESSAGES.phone.invalid(),
  notOnFaza: 'Not on Faza yet',
  holdExplainer: `We hold your gift for ${GIFT_HOLD_DAYS} days. Share the claim link by WhatsApp: the owner of this number claims it with a code texted to their phone. If nobody claims it, it comes back to you on its own.`,
  itemsOrAmount: 'Send either food or an amount, not both.',
  itemsTooMany: `A gift can carry at most ${GIFT_MAX_ITEMS} foods.`,
  recipientIsMember: 'This number is on Faza. Send to their FAZA number instead.',
  /** A phone number where a send takes only a FAZA number (the API's sends). */
  phoneNotFaza:
    'That is a phone number, not a FAZA number. Send to its FAZA number, or if it is not on Faza yet, send a gift to the phone number (POST /api/gifts).',
  selfGift: 'You cannot send a gift to your own phone number.',
  tooManyPending: (n: number) =>
    `You already have ${n} gifts waiting to be claimed. Cancel one or wait until one is claimed.`,
  tooMuchHeld: (maxKobo: number) =>
    `Your gifts waiting to be claimed can hold at most ${formatNaira(maxKobo)} at once.`,
  tooManyToday: (n: number) => `You can send at most ${n} gifts a day. Please try again tomorrow.`,
  recipientFull: (n: number) =>
    `This number already has ${n} gifts waiting to be claimed. Please wait until they are claimed.`,
  tooManySends: (seconds: number) =>
    `You are sending gifts very fast. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  notFound: 'Gift not found.',
  claimed: 'This gift has already been claimed.',
  returned: 'This gift was not claimed in time and went back to the sender.',
  cancelled: 'The sender cancelled this gift.',
  expired: `This gift was held for ${GIFT_HOLD_DAYS} days and has expired; it is going back to the sender.`,
  wrongPhone:
    'This gift was sent to another phone number. Sign in with the number it was sent to, then claim it.',
  signInToClaim: 'Sign in or create an account with this phone number to claim your gift.',
  codeSent: 'We texted a 6-digit code to your phone.',
  claimedFood: 'Gift claimed! The food is in your pantry.',
  claimedMoney: 'Gift claimed! The money is in your wallet.',
  cancelDone: 'Gift cancelled. It is back with you.',
  created: 'Gift held. Share the claim link so they can claim it.',
  shareOnWhatsApp: 'Share on WhatsApp',
  /** The message a sender shares with the claim link (a wa.me link prefills it). */
  shareText: (p: { sender: string; what: string; url: string; until: Date | string }) =>
    `${p.sender} sent you ${p.what} on Faza. Claim it by ${formatDate(p.until)} with this phone number: ${p.url}`,
  stateLabel: {
    pending: 'Waiting to be claimed',
    claimed: 'Claimed',
    cancelled: 'Cancelled',
    returned: 'Returned to you',
  } satisfies Record<GiftState, string>,
} as const;

/** What a gift gives, in words: "₦5,000" or "2 × Rice (5kg), Beans (per derica)". */
export const giftWhat = (gift: {
  amount_kobo: number | null;
  items: readonly { 'food-name': string; 'food-quantity': number; 'food-quantity-type': string }[];
}): string =>
  gift.amount_kobo !== null
    ? formatNaira(gift.amount_kobo)
    : gift.items
        .map((i) => `${i['food-quantity']} × ${i['food-name']} (${i['food-quantity-type']})`)
        .join(', ');

/** `https://wa.me/?text=…`: WhatsApp opens with the message written, the sender picks the chat. */
export const whatsAppShareUrl = (text: string): string =>
  `https://wa.me/?text=${encodeURIComponent(text)}`;
