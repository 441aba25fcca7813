import { z } from 'zod';
import { GROUP_BUY_MESSAGES as M } from './messages';
import { GROUP_BUY_SHARES } from './rules';

// The group buys API (docs/decisions/0064-group-buys.md), with the field names the feature was
// asked for: camelCase, money in naira beside the exact kobo.

export const GROUP_BUY_STATES = ['open', 'filled', 'refunded'] as const;
export type GroupBuyState = (typeof GROUP_BUY_STATES)[number];

/** `POST /api/group-buys`. */
export const createGroupBuyRequestSchema = z.object({
  productId: z.string().min(1).max(100),
  /** The bulk tier, as the catalogue names it ("50kg"). */
  tier: z.string().min(1).max(100),
  /** A share's size in the product's base unit; one of the product's smaller tiers. */
  shareBaseUnits: z.number().positive().max(100_000),
  /** ISO date-time, an hour to 7 days from now. */
  closesAt: z.iso.datetime({ offset: true }),
});
export type CreateGroupBuyRequest = z.infer<typeof createGroupBuyRequestSchema>;

/** `POST /api/group-buys/{id}/join`. */
export const joinGroupBuyRequestSchema = z.object({
  shares: z.number().int().min(1).max(GROUP_BUY_SHARES.max),
});
export type JoinGroupBuyRequest = z.infer<typeof joinGroupBuyRequestSchema>;

export const groupBuyIdParamsSchema = z.object({ id: z.uuid(M.notFound) });

const kobo = z.number().int().nonnegative();
const naira = z.number().nonnegative();

export const groupBuySchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  image: z.string(),
  tier: z.string(),
  /** The share's quantity type: each member's pantry lot is `shares` of it. */
  shareLabel: z.string(),
  shareBaseUnits: z.number(),
  shares: z.number().int(),
  sharesTaken: z.number().int(),
  sharesLeft: z.number().int(),
  sharePrice: naira,
  sharePriceKobo: kobo,
  tierPriceKobo: kobo,
  /** The same quantity bought small, when smaller tiers make it. */
  smallPriceKobo: kobo.nullable(),
  closesAt: z.string(),
  state: z.enum(GROUP_BUY_STATES),
  /** First names only, with their shares, in joining order. */
  members: z.array(z.object({ firstName: z.string(), shares: z.number().int() })),
  starterFirstName: z.string(),
  isStarter: z.boolean(),
  /** The caller's shares and what they hold in the group (0 when none). */
  myShares: z.number().int(),
  myPaidKobo: kobo,
  createdAt: z.string(),
});
export type GroupBuy = z.infer<typeof groupBuySchema>;

/** `GET /api/group-buys`: open groups closing soonest, and the caller's own. */
export const groupBuyListSchema = z.object({
  open: z.array(groupBuySchema),
  mine: z.array(groupBuySchema),
});
export type GroupBuyList = z.infer<typeof groupBuyListSchema>;

/** Join and leave answer the group as it now is, and the caller's wallet after. */
export const groupBuyMoneyResponseSchema = z.object({
  group: groupBuySchema,
  amountKobo: kobo,
  balanceKobo: kobo,
});
export type GroupBuyMoneyResponse = z.infer<typeof groupBuyMoneyResponseSchema>;
