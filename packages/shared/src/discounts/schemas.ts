import { z } from 'zod';
import { DISCOUNT_KINDS, MAX_DISCOUNT_BP } from './discount-rules';
import { DISCOUNT_TEXTS as T } from './messages';

const isoDate = z.iso.datetime({ offset: true, error: T.badDate });

/** A rule as the shop, the cart and the console read it (`DiscountRule`). */
export const discountRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percentBp: z.number().int(),
  minBaseUnits: z.number().nullable(),
  minOrderKobo: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});

/** `GET /api/discounts`: the Premium Plus rules not yet ended (some may start later). */
export const discountsResponseSchema = z.object({ rules: z.array(discountRuleSchema) });
export type DiscountsResponse = z.infer<typeof discountsResponseSchema>;

/** `GET /api/admin/discounts`: every rule, ended ones too, newest first. */
export const adminDiscountSchema = discountRuleSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;
export const adminDiscountsResponseSchema = z.object({ rules: z.array(adminDiscountSchema) });

/**
 * `POST /api/admin/discounts` and `PUT /api/admin/discounts/{id}` (the whole rule each time). A
 * line rule needs its size in base units, an order rule its amount; the other stays empty.
 */
export const discountRuleRequestSchema = z
  .object({
    kind: z.enum(DISCOUNT_KINDS),
    percentBp: z
      .number({ error: T.percentRange })
      .int(T.percentRange)
      .min(1, T.percentRange)
      .max(MAX_DISCOUNT_BP, T.percentRange),
    minBaseUnits: z.number().int().min(1).max(10_000).nullable().default(null),
    minOrderKobo: z.number().int().min(1).max(100_000_000_000).nullable().default(null),
    startsAt: isoDate,
    endsAt: isoDate.nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    if (rule.kind === 'line' && rule.minBaseUnits === null)
      ctx.addIssue({ code: 'custom', path: ['minBaseUnits'], message: T.lineNeedsUnits });
    if (rule.kind === 'order' && rule.minOrderKobo === null)
      ctx.addIssue({ code: 'custom', path: ['minOrderKobo'], message: T.orderNeedsAmount });
    if (rule.endsAt !== null && Date.parse(rule.endsAt) <= Date.parse(rule.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: T.endsBeforeStart });
  })
  .transform((rule) => ({
    ...rule,
    minBaseUnits: rule.kind === 'line' ? rule.minBaseUnits : null,
    minOrderKobo: rule.kind === 'order' ? rule.minOrderKobo : null,
  }));
export type DiscountRuleRequest = z.input<typeof discountRuleRequestSchema>;

export const discountParamsSchema = z.object({ id: z.uuid() });
