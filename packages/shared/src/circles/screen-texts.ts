// What the circles screens say beyond the API's messages (messages.ts): the empty state, the
// create flow's steps, confirmations and the WhatsApp invitation (docs/decisions/0043-food-circles.md).
import { formatNaira } from '../rules/money';

export const CIRCLE_SCREEN_TEXTS = {
  listTitle: 'My Circles',
  listDescription:
    'Save together toward food on a schedule. Faza holds every naira and the price is locked when the circle starts.',
  emptyTitle: 'No circles yet',
  /** Two lines: what a circle is, and why it is safe. */
  emptyLines: [
    'A food circle is a group that pays toward food in small instalments, weekly or monthly.',
    'Faza holds the money, locks the price, and puts the food in each member’s pantry on delivery day.',
  ],
  startCircle: 'Start a circle',
  upgradeToStart: 'Upgrade to Premium to start a circle',
  basicCanJoin: 'You can still join any circle you are invited to.',
  loadFailed: 'We could not load your circles.',
  circleLoadFailed: 'We could not load this circle.',
  invitations: 'Invitations',
  mine: 'My circles',
  steps: ['Name and kind', 'The goal', 'Schedule'] as const,
  kindHelp: {
    save_together: 'Everyone who pays in full gets the goal in their own pantry.',
    chip_in: 'Everyone pays toward one person, who gets the goal once it is fully paid.',
  },
  quoteTitle: 'Price preview',
  quoteHint: 'Prices are locked when you create the circle.',
  quoteFailed: 'We could not work out the price. Check the details above.',
  payConfirm: (amountKobo: number, number: number, of: number) =>
    `Pay ${formatNaira(amountKobo)} from your wallet for instalment ${number} of ${of}?`,
  leaveConfirm:
    'Leave this circle? Before your first payment you simply leave; after it, what you paid comes back on the delivery date.',
  cancelConfirm:
    'Cancel this circle for everyone? Every member gets back exactly what they paid, and it cannot be undone.',
  staffCancelConfirm: 'Cancel this circle and refund every member in full?',
  linkCopied: 'Invitation link copied',
  linkNotCopied: 'Could not copy the link. Select it and copy it by hand.',
  verifyPhoneFirst:
    'Circles move money from your wallet, so first confirm that your phone number is yours.',
  signInToJoin: 'Sign in or create an account to see this circle and join it.',
  shareText: (p: { inviter: string; circle: string; priceKobo: number; url: string }) =>
    `${p.inviter} invites you to "${p.circle}", a food circle on Faza: ${formatNaira(p.priceKobo)} each, paid in instalments, and Faza holds the money. See it and join: ${p.url}`,
} as const;
