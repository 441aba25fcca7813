import { addMonths, lagosMonthOf, type Insights } from '@faza/shared';

/**
 * The illustrative month a basic member sees behind the premium wall: made-up figures of a
 * household of four, never anyone's data, and marked as a sample wherever it is shown.
 */
export function sampleInsights(now: Date = new Date()): Insights {
  const month = lagosMonthOf(now);
  return {
    month,
    previous_month: addMonths(month, -1),
    in_progress: true,
    spend: {
      total_kobo: 8_540_000,
      previous_total_kobo: 7_920_000,
      change_kobo: 620_000,
      change_percent: 7.8,
      by_category: [
        { category: 'grains', kobo: 3_840_000, previous_kobo: 3_600_000 },
        { category: 'protein', kobo: 2_100_000, previous_kobo: 1_950_000 },
        { category: 'oils', kobo: 1_200_000, previous_kobo: 1_100_000 },
        { category: 'vegetables', kobo: 760_000, previous_kobo: 820_000 },
        { category: 'tubers', kobo: 640_000, previous_kobo: 450_000 },
      ],
    },
    food: [
      { flow: 'bought', items: 24, kobo: 8_540_000 },
      { flow: 'received', items: 3, kobo: 690_000 },
      { flow: 'sent', items: 2, kobo: 460_000 },
      { flow: 'consumed', items: 14, kobo: 4_120_000 },
      { flow: 'delivered', items: 5, kobo: 2_300_000 },
      { flow: 'expired', items: 2, kobo: 220_000 },
    ],
    waste: {
      expired_kobo: 220_000,
      expired_items: 2,
      spoil_rate: { part: 2, whole: 21, percent: 3.3 },
      top_expired: [
        { name: 'Fresh tomatoes', items: 1, kobo: 120_000 },
        { name: 'Ugu leaves', items: 1, kobo: 100_000 },
      ],
    },
    basket: { items: 9, then_kobo: 7_920_000, now_kobo: 8_260_000, percent: 4.3 },
    pantry: { stock_kobo: 3_900_000, stock_items: 11, days_left: 19 },
    money: { sent_kobo: 500_000, sent_count: 1, received_kobo: 1_000_000, received_count: 2 },
  };
}
