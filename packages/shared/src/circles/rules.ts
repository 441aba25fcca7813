// The pure rules of food circles (docs/decisions/0043-food-circles.md): the instalment split, the
// schedule's due dates in Lagos days, the delivery date and the limits a circle is created within.
// Dates are Lagos calendar days written 'YYYY-MM-DD'; Nigeria keeps UTC+1 all year.

export const CIRCLE_KINDS = ['save_together', 'chip_in'] as const;
export type CircleKind = (typeof CIRCLE_KINDS)[number];

export const CIRCLE_SCHEDULES = ['weekly', 'monthly'] as const;
export type CircleSchedule = (typeof CIRCLE_SCHEDULES)[number];

/**
 * `open`: taking members, before the first due date. `running`: paying instalments. `delivered`:
 * the goal went out (save-together: every paid-up member's share; chip-in: the beneficiary's).
 * `cancelled`: by its creator or staff, everyone refunded. `failed`: it did not fill by the first
 * due date, or a chip-in never reached its total; everyone refunded.
 */
export const CIRCLE_STATES = ['open', 'running', 'delivered', 'cancelled', 'failed'] as const;
export type CircleState = (typeof CIRCLE_STATES)[number];

/** A circle still holding members' money or taking members: Premium runs one of these at a time. */
export const isCircleActive = (state: CircleState): boolean =>
  state === 'open' || state === 'running';

/**
 * A member's standing. `paid`: up to date with the schedule (or fully paid). `due`: an instalment
 * is due and unpaid, within its grace. `late`: past the grace. `left`: left after paying, refund
 * waiting for the delivery date. `refunded`: got back everything they paid. `delivered`: got their
 * share (save-together) or the circle delivered to its beneficiary (chip-in).
 */
export const CIRCLE_MEMBER_STATES = [
  'paid',
  'due',
  'late',
  'left',
  'refunded',
  'delivered',
] as const;
export type CircleMemberState = (typeof CIRCLE_MEMBER_STATES)[number];

export const CIRCLE_ROLES = ['creator', 'member'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

export const CIRCLE_LIMITS = {
  minInstalments: 2,
  maxInstalments: 12,
  minMembers: 2,
  maxMembers: 30,
  nameMinLength: 3,
  nameMaxLength: 60,
  /** The furthest a start date may be ahead of today, in days. */
  maxStartAheadDays: 90,
  goalMaxLines: 20,
  goalMaxQuantity: 99,
  cancelReasonMaxLength: 500,
  /**
   * Invitations one member may send per hour, across all their circles (docs/decisions/0048): a
   * WhatsApp group is invited by its link; by FAZA number it is a handful of people.
   */
  invitesPerHour: 20,
} as const;

/**
 * How many invitations a circle may have waiting at once: twice its places (docs/decisions/0048).
 * Some invitees never answer and some decline, so a circle needs slack to fill; beyond twice its
 * size it is no longer inviting friends but messaging strangers.
 */
export const pendingInvitesCap = (maxMembers: number): number => 2 * maxMembers;

/** Autopay retries a short wallet daily for this many days after a due date, then: late. */
export const CIRCLE_GRACE_DAYS = 3;
/** After the delivery date, a member still behind has this many days to catch up. */
export const CIRCLE_FINAL_GRACE_DAYS = 3;
/** Autopay takes instalments at this Lagos hour on their due day. */
export const CIRCLE_AUTOPAY_HOUR_LAGOS = 9;

const DAY_MS = 24 * 60 * 60 * 1000;
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export const isCalendarDate = (day: string): boolean => {
  if (!DATE_PATTERN.test(day)) return false;
  const d = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** The Lagos day ('2026-11-25') that the instant `at` falls in. */
export const lagosToday = (at: Date): string =>
  new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(
    (new Date(`${to}T00:00:00.000Z`).getTime() - new Date(`${from}T00:00:00.000Z`).getTime()) /
      DAY_MS,
  );

/** The instant a Lagos day reaches `hour`:00 (autopay runs from 09:00 Lagos on a due day). */
export const lagosInstant = (day: string, hour = 0): Date =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() - LAGOS_OFFSET_MS + hour * 60 * 60 * 1000);

/**
 * The price split into `count` instalments of whole kobo: all equal but the last, which absorbs
 * the rounding so they add up to the price exactly (₦100 in 3 → 33.33, 33.33, 33.34).
 */
export const instalmentAmounts = (priceKobo: number, count: number): number[] => {
  if (!Number.isSafeInteger(priceKobo) || priceKobo < 0) throw new RangeError('price in kobo');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('instalment count');
  const each = Math.floor(priceKobo / count);
  return Array.from({ length: count }, (_, i) =>
    i === count - 1 ? priceKobo - each * (count - 1) : each,
  );
};

/**
 * The due day of each instalment, the first on the start date. Weekly: every 7 days. Monthly: the
 * same day of each following month, or the month's last day when it is shorter (31 Jan → 28 Feb →
 * 31 Mar), always counted from the start date so a short month does not shift later ones.
 */
export const dueDates = (startDate: string, schedule: CircleSchedule, count: number): string[] => {
  if (!isCalendarDate(startDate)) throw new RangeError(`not a date: ${startDate}`);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => {
    if (schedule === 'weekly') return addDays(startDate, 7 * i);
    const lastDay = new Date(Date.UTC(year, month - 1 + i + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month - 1 + i, Math.min(day, lastDay)))
      .toISOString()
      .slice(0, 10);
  });
};

/**
 * The delivery date: when the last instalment's grace is over, so a member whose wallet was short
 * on the last due day still pays in time.
 */
export const deliveryDate = (lastDueDate: string): string =>
  addDays(lastDueDate, CIRCLE_GRACE_DAYS);

/**
 * The price per member. Save-together: the goal's price. Chip-in: the goal shared by the circle's
 * full membership, rounded up to the kobo, so the members together cover the goal (at most
 * `maxMembers - 1` kobo over it).
 */
export const circlePriceKobo = (kind: CircleKind, goalKobo: number, maxMembers: number): number =>
  kind === 'save_together' ? goalKobo : Math.ceil(goalKobo / maxMembers);

/** How many instalments a member paying `paidKobo` of the split has completed. */
export const instalmentsCovered = (amounts: readonly number[], paidKobo: number): number => {
  let sum = 0;
  let n = 0;
  for (const a of amounts) {
    if (sum + a > paidKobo) break;
    sum += a;
    n += 1;
  }
  return n;
};

/** How many instalments are due by `today` (due dates on or before it). */
export const instalmentsDueBy = (dates: readonly string[], today: string): number =>
  dates.filter((d) => d <= today).length;

/**
 * A paying member's standing on `today`: `paid` when every instalment due so far is paid, `due`
 * while the oldest unpaid one is within its grace, `late` after.
 */
export const paymentStanding = (
  dates: readonly string[],
  paidCount: number,
  today: string,
): 'paid' | 'due' | 'late' => {
  if (paidCount >= instalmentsDueBy(dates, today)) return 'paid';
  const oldestUnpaid = dates[paidCount];
  if (oldestUnpaid === undefined) return 'paid';
  return daysBetween(oldestUnpaid, today) > CIRCLE_GRACE_DAYS ? 'late' : 'due';
};

/** A member's FAZA number as other members see it: '****-****-9012'. */
export const maskFaza = (faza: string): string => `****-****-${faza.slice(-4)}`;

/** Why a start date is refused on `today` (Lagos), or null when it is fine. */
export const startDateProblem = (
  startDate: string,
  today: string,
): 'invalid' | 'past' | 'too-far' | null => {
  if (!isCalendarDate(startDate)) return 'invalid';
  if (startDate < today) return 'past';
  if (daysBetween(today, startDate) > CIRCLE_LIMITS.maxStartAheadDays) return 'too-far';
  return null;
};
