// Texts of food circles (docs/decisions/0043-food-circles.md), "ours" in messages.ts's sense: the
// spec has no circles. Every refusal the API answers and every notice a member gets is here.
import { formatDate } from '../rules/date-time';
import { formatNaira } from '../rules/money';
import {
  CIRCLE_FINAL_GRACE_DAYS,
  CIRCLE_GRACE_DAYS,
  CIRCLE_LIMITS,
  type CircleKind,
  type CircleMemberState,
  type CircleSchedule,
  type CircleState,
} from './rules';

const L = CIRCLE_LIMITS;

export const CIRCLE_MESSAGES = {
  // ——— Creating ———
  premiumRequired:
    'Starting a food circle is a Premium benefit. Upgrade to Premium to start one; anyone on Faza can join a circle.',
  limitReached:
    'Premium runs one open circle at a time. Wait until yours delivers or cancel it, or upgrade to Premium Plus to run any number.',
  nameRequired: 'Please give your circle a name.',
  nameLength: `A circle name is ${L.nameMinLength} to ${L.nameMaxLength} characters.`,
  kindInvalid: 'Choose save together or chip in.',
  scheduleInvalid: 'Choose weekly or monthly instalments.',
  instalmentsRange: `A circle has ${L.minInstalments} to ${L.maxInstalments} instalments.`,
  membersRange: `A circle has ${L.minMembers} to ${L.maxMembers} members.`,
  startDateInvalid: 'Please choose a start date.',
  startDatePast: 'The start date cannot be in the past.',
  startDateTooFar: `The start date must be within ${L.maxStartAheadDays} days.`,
  goalRequired: 'Choose a bundle or at least one food for the goal.',
  goalTooManyLines: `A goal can hold at most ${L.goalMaxLines} foods.`,
  goalQuantity: `Each food's quantity is a whole number from 1 to ${L.goalMaxQuantity}.`,
  goalDuplicate: 'Each food and quantity type may appear only once in the goal.',
  bundleNotFound: 'That bundle is not on sale.',
  itemNotFound: (name: string, quantityType: string) => `${name} (${quantityType}) is not on sale.`,
  beneficiaryRequired: 'A chip-in circle needs the FAZA number of the person it is for.',
  beneficiaryOnlyChipIn: 'Only a chip-in circle has a beneficiary.',
  beneficiaryNotFound: 'No Faza member has this FAZA number.',
  created: 'Circle created. Invite your members by WhatsApp or FAZA number.',

  // ——— Joining ———
  notFound: 'Circle not found.',
  inviteNotFound: 'This invitation link is not valid. Ask a member for a new one.',
  notMember: 'You are not a member of this circle.',
  notInvited:
    'You have not been invited to this circle. Ask a member to invite your FAZA number or send you the link.',
  alreadyMember: 'You are already a member of this circle.',
  alreadyInvited: 'This person is already invited.',
  invitesFull: (n: number) =>
    `This circle already has ${n} invitations waiting. Wait for some to answer before inviting more.`,
  tooManyInvites: (seconds: number) =>
    `You are inviting very fast. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
  inviteeNotFound: 'No Faza member has this FAZA number.',
  circleFull: 'This circle is full.',
  alreadyStarted: 'This circle has already started, so it can no longer take new members.',
  invited: (name: string) => `${name} is invited. They will see the circle under Invitations.`,
  joined: 'Welcome to the circle! Your first instalment is taken on its due date.',

  // ——— Paying ———
  walletShort: (amountKobo: number, balanceKobo: number) =>
    `Your wallet is short: this instalment is ${formatNaira(amountKobo)} and your balance is ${formatNaira(balanceKobo)}. Top up and try again.`,
  fullyPaid: 'You have paid every instalment of this circle.',
  notPaying: 'This circle is no longer taking payments.',
  paid: (amountKobo: number, number: number, of: number) =>
    `Paid ${formatNaira(amountKobo)}: instalment ${number} of ${of}.`,
  autopayOn: 'Autopay is on: we take each instalment from your wallet at 9 am on its due day.',
  autopayOff: 'Autopay is off: pay each instalment yourself by its due day.',

  // ——— Leaving and cancelling ———
  creatorCannotLeave: 'You run this circle. Cancel it instead: everyone gets their money back.',
  leftNothingPaid: 'You have left the circle.',
  leftRefundLater: (deliveryDate: string) =>
    `You have left the circle. Everything you paid comes back to your wallet on ${formatDate(`${deliveryDate}T12:00:00Z`)}, the delivery date, so the others' schedule is not disturbed.`,
  alreadyLeft: 'You have already left this circle.',
  creatorOnly: 'Only the person who runs this circle can cancel it.',
  cannotCancel: 'This circle has already delivered or been cancelled, so it cannot be cancelled.',
  cancelled: 'Circle cancelled. Everyone got back exactly what they paid.',
  cancelReasonRequired: 'Please give the reason for cancelling.',
  cancelReasonTooLong: `The reason is at most ${L.cancelReasonMaxLength} characters.`,

  kindLabel: {
    save_together: 'Save together',
    chip_in: 'Chip in',
  } satisfies Record<CircleKind, string>,
  scheduleLabel: { weekly: 'Weekly', monthly: 'Monthly' } satisfies Record<CircleSchedule, string>,
  stateLabel: {
    // Before the first due date: members may still join, and pay early.
    open: 'Starting soon',
    running: 'Paying',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    failed: 'Did not fill',
  } satisfies Record<CircleState, string>,
  memberStateLabel: {
    paid: 'Paid up',
    due: 'Due',
    late: 'Late',
    left: 'Left',
    refunded: 'Refunded',
    delivered: 'Delivered',
  } satisfies Record<CircleMemberState, string>,

  /** The rules an invitee reads before accepting. */
  rules: (kind: CircleKind): string[] => [
    'Faza holds every naira in the circle: no member, not even the person who runs it, can touch your money.',
    'The price is locked for the whole circle, whatever happens to food prices.',
    `Autopay takes each instalment from your wallet at 9 am on its due day. If your wallet is short we try again every day for ${CIRCLE_GRACE_DAYS} days; after that you show as late to everyone.`,
    'You may pay early, or pay ahead.',
    kind === 'save_together'
      ? `On the delivery date the food lands in the pantry of every member who has paid in full. A member still behind has ${CIRCLE_FINAL_GRACE_DAYS} more days, then gets back everything they paid.`
      : 'As soon as every member has paid in full, the food goes to the person the circle is for. If the circle never reaches its total, everyone gets back exactly what they paid.',
    'You may leave before your first payment. After it, leaving gives you back everything you paid on the delivery date.',
    'If the circle is cancelled or does not fill by its first due date, everyone gets back exactly what they paid.',
  ],

  /** Notifications (docs/decisions/0030-notifications-outbox.md). */
  notice: {
    invited: (by: string, circle: string) => ({
      title: 'You are invited to a food circle',
      body: `${by} invited you to "${circle}". See the goal, the price and the schedule before you accept.`,
    }),
    instalmentDue: (circle: string, amountKobo: number, day: string) => ({
      title: 'Circle instalment due',
      body: `Your ${formatNaira(amountKobo)} instalment for "${circle}" is due on ${formatDate(`${day}T12:00:00Z`)}.`,
    }),
    instalmentTaken: (circle: string, amountKobo: number, number: number, of: number) => ({
      title: 'Circle instalment paid',
      body: `${formatNaira(amountKobo)} went from your wallet to "${circle}": instalment ${number} of ${of}.`,
    }),
    instalmentShort: (circle: string, amountKobo: number, daysLeft: number) => ({
      title: 'Top up for your circle',
      body: `Your wallet was short for your ${formatNaira(amountKobo)} instalment to "${circle}". We try again tomorrow at 9 am; ${daysLeft} day${daysLeft === 1 ? '' : 's'} left before you show as late.`,
    }),
    late: (circle: string) => ({
      title: 'You are late in your circle',
      body: `Your instalment to "${circle}" is overdue and the members now see you as late. Pay from the circle's page to catch up.`,
    }),
    delivered: (circle: string) => ({
      title: 'Your circle delivered',
      body: `The food from "${circle}" is in your pantry.`,
    }),
    deliveredToBeneficiary: (circle: string, by: string) => ({
      title: 'Food from a circle',
      body: `${by}'s circle "${circle}" chipped in for you: the food is in your pantry.`,
    }),
    chipInDelivered: (circle: string, beneficiary: string) => ({
      title: 'Your circle delivered',
      body: `"${circle}" reached its total: the food went to ${beneficiary}.`,
    }),
    refunded: (circle: string, amountKobo: number) => ({
      title: 'Circle money returned',
      body: `${formatNaira(amountKobo)} from "${circle}" is back in your wallet.`,
    }),
    cancelled: (circle: string, reason: string) => ({
      title: 'Circle cancelled',
      body: `"${circle}" was cancelled (${reason}). Everything you paid is back in your wallet.`,
    }),
  },
  cancelReason: {
    creator: 'by the person who runs it',
    unfilled: 'it did not fill by its first due date',
    unreached: 'it did not reach its total',
  },
} as const;
