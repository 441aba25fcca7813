import { z } from 'zod';
import { CATEGORIES } from '../catalogue/categories';
import { FOOD_FLOWS } from './figures';
import { INSIGHTS_MESSAGES as M } from './messages';
import { MONTH_PATTERN } from './month';

const kobo = z.number().int().nonnegative();
const signedKobo = z.number().int();
const count = z.number().int().nonnegative();

/** `GET /api/insights?month=YYYY-MM` (default: this Lagos month). */
export const insightsQuerySchema = z.object({
  month: z.string().regex(MONTH_PATTERN, M.badMonth).optional(),
});

export const shareSchema = z.object({
  part: count,
  whole: count,
  /** Null when there are too few items for a percentage to mean anything: show the counts. */
  percent: z.number().nullable(),
});

export const insightsSchema = z.object({
  month: z.string(),
  previous_month: z.string(),
  /** The month is still running: its figures are "so far". */
  in_progress: z.boolean(),
  spend: z.object({
    total_kobo: kobo,
    previous_total_kobo: kobo,
    change_kobo: signedKobo,
    change_percent: z.number().nullable(),
    by_category: z.array(
      z.object({ category: z.enum(CATEGORIES), kobo: kobo, previous_kobo: kobo }),
    ),
  }),
  food: z.array(z.object({ flow: z.enum(FOOD_FLOWS), items: count, kobo: kobo })),
  waste: z.object({
    expired_kobo: kobo,
    expired_items: count,
    spoil_rate: shareSchema,
    top_expired: z.array(z.object({ name: z.string(), items: count, kobo: kobo })),
  }),
  basket: z.object({
    items: count,
    then_kobo: kobo,
    now_kobo: kobo,
    percent: z.number().nullable(),
  }),
  pantry: z.object({
    stock_kobo: kobo,
    stock_items: count,
    /** Whole days at the last 30 days' rate; null when too little was used to tell. */
    days_left: z.number().int().nonnegative().nullable(),
  }),
  money: z.object({
    sent_kobo: kobo,
    sent_count: count,
    received_kobo: kobo,
    received_count: count,
  }),
});
export type Insights = z.infer<typeof insightsSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `GET /api/admin/insights?from=&to=` (Lagos days, both included; default: the last 30 days). */
export const adminInsightsQuerySchema = z.object({
  from: z.string().regex(DAY, M.badRange).optional(),
  to: z.string().regex(DAY, M.badRange).optional(),
});

export const ADMIN_INSIGHT_TABLES = [
  'sales-by-day',
  'sales-by-product',
  'orders-by-method',
  'topups-by-channel',
  'expired-by-product',
  'subscriptions-by-tier',
] as const;
export type AdminInsightTable = (typeof ADMIN_INSIGHT_TABLES)[number];

export const adminInsightsCsvQuerySchema = adminInsightsQuerySchema.extend({
  table: z.enum(ADMIN_INSIGHT_TABLES, { error: M.unknownTable }),
});

export const adminInsightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  sales_by_day: z.array(z.object({ day: z.string(), orders: count, kobo: kobo })),
  sales_by_product: z.array(
    z.object({ name: z.string(), kind: z.enum(['item', 'bundle']), quantity: count, kobo: kobo }),
  ),
  orders_by_method: z.array(
    z.object({ method: z.enum(['wallet', 'bank_transfer']), orders: count, kobo: kobo }),
  ),
  awaiting_confirmation: z.object({
    orders: count,
    oldest_order_at: z.string().nullable(),
    topups: count,
    oldest_topup_at: z.string().nullable(),
  }),
  topups_by_channel: z.array(
    z.object({ method: z.string(), provider: z.string(), topups: count, kobo: kobo }),
  ),
  expired_by_product: z.array(z.object({ name: z.string(), items: count, kobo: kobo })),
  subscriptions_by_tier: z.array(
    z.object({ tier: z.enum(['premium', 'premium_plus']), members: count }),
  ),
});
export type AdminInsights = z.infer<typeof adminInsightsSchema>;

/** `GET /api/admin/catalogue/price-history?product=` */
export const priceHistoryQuerySchema = z.object({ product: z.string().min(1).max(100).optional() });
export const priceHistorySchema = z.object({
  entries: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      tier_label: z.string(),
      price_kobo: kobo,
      changed_at: z.string(),
      changed_by: z.string().nullable(),
    }),
  ),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
