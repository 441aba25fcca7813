import { addMonths, formatNaira, lagosMonthOf, monthLabel, type Share } from '@faza/shared';

/** '20%' when there is enough data, else the counts: '3 of 4 items'. */
export function shareText(share: Share, noun = 'items'): string {
  if (share.percent !== null) return `${share.percent}%`;
  return `${share.part} of ${share.whole} ${noun}`;
}

/** '+₦1,200 (+4.1%)', '−₦300', 'No change'. */
export function changeText(kobo: number, percent: number | null): string {
  if (kobo === 0) return 'No change';
  const sign = kobo > 0 ? '+' : '−';
  const money = `${sign}${formatNaira(Math.abs(kobo))}`;
  if (percent === null) return money;
  return `${money} (${percent > 0 ? '+' : '−'}${Math.abs(percent)}%)`;
}

/**
 * A month's spend against the month before, as a person says it: '₦24,300 more than in October',
 * '₦300 (2.5%) less than in October', 'The same as in October'.
 */
export function changeSince(kobo: number, percent: number | null, month: string): string {
  if (kobo === 0) return `The same as in ${month}`;
  const share = percent === null ? '' : ` (${Math.abs(percent)}%)`;
  return `${formatNaira(Math.abs(kobo))}${share} ${kobo > 0 ? 'more' : 'less'} than in ${month}`;
}

/** The months the picker offers: this Lagos month and the eleven before, newest first. */
export function monthOptions(now: Date = new Date()): { value: string; label: string }[] {
  const current = lagosMonthOf(now);
  return Array.from({ length: 12 }, (_, i) => {
    const value = addMonths(current, -i);
    return { value, label: i === 0 ? `${monthLabel(value)} (so far)` : monthLabel(value) };
  });
}
