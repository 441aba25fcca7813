import { z } from 'zod';
import {
  circleKindSchema,
  circleMemberStateSchema,
  circleRoleSchema,
  circleScheduleSchema,
  circleStateSchema,
} from './requests';

// The answers of the food circles API (docs/decisions/0043-food-circles.md). Keys are kebab-case
// like the shop's; money is naira (JSON numbers) with the exact kobo beside it in `*-kobo` fields.

const naira = z.number().nonnegative();
const kobo = z.number().int().nonnegative();
const day = z.string(); // 'YYYY-MM-DD', a Lagos calendar day
const isoDate = z.string();

// ——— Responses ———

/** One food of the goal, priced from the catalogue when the circle was created (or quoted). */
export const circleGoalLineSchema = z.object({
  'product-id': z.string(),
  name: z.string(),
  'quantity-type': z.string(),
  quantity: z.number().int().positive(),
  'unit-price': naira,
  'line-total': naira,
  'line-total-kobo': kobo,
  image: z.string(),
});
export type CircleGoalLine = z.infer<typeof circleGoalLineSchema>;

export const circleGoalSchema = z.object({
  /** The bundle the goal is, or null for a list of foods. */
  bundle: z.object({ id: z.string(), name: z.string() }).nullable(),
  lines: z.array(circleGoalLineSchema),
  /** The goal's price (a bundle's selling price, or the lines' total). */
  total: naira,
  'total-kobo': kobo,
});
export type CircleGoal = z.infer<typeof circleGoalSchema>;

export const circleInstalmentSchema = z.object({
  /** 1-based. */
  number: z.number().int().positive(),
  'due-date': day,
  amount: naira,
  'amount-kobo': kobo,
});
export type CircleInstalment = z.infer<typeof circleInstalmentSchema>;

/** `POST /api/circles/quote`: the price preview, nothing created. */
export const circleQuoteResponseSchema = z.object({
  goal: circleGoalSchema,
  /** Per member, locked when the circle is created. */
  price: naira,
  'price-kobo': kobo,
  /** Every instalment but the last, which absorbs the kobo rounding. */
  instalment: naira,
  'instalment-kobo': kobo,
  'last-instalment': naira,
  'last-instalment-kobo': kobo,
  'due-dates': z.array(day),
  schedule: z.array(circleInstalmentSchema),
  'delivery-date': day,
});
export type CircleQuoteResponse = z.infer<typeof circleQuoteResponseSchema>;

export const circlePersonSchema = z.object({
  name: z.string(),
  /** Masked: '****-****-9012'. */
  faza: z.string(),
});

export const circleMemberSchema = circlePersonSchema.extend({
  role: circleRoleSchema,
  state: circleMemberStateSchema,
  paid: naira,
  'paid-kobo': kobo,
  'instalments-paid': z.number().int().nonnegative(),
  /** True on the caller's own row. */
  me: z.boolean(),
  'joined-at': isoDate,
});
export type CircleMember = z.infer<typeof circleMemberSchema>;

export const circlePaymentSchema = z.object({
  id: z.string(),
  /** The member's name (masked FAZA beside it). */
  member: circlePersonSchema,
  /** `payment`: paid by the member; `autopay`: taken by autopay; `refund`: returned to them. */
  kind: z.enum(['payment', 'autopay', 'refund']),
  amount: naira,
  'amount-kobo': kobo,
  at: isoDate,
});
export type CirclePayment = z.infer<typeof circlePaymentSchema>;

/** What the caller is to the circle and where they stand. */
export const circleMeSchema = z.object({
  role: z.enum(['creator', 'member', 'invitee', 'staff']),
  /** Null unless a member (left and refunded members included). */
  state: circleMemberStateSchema.nullable(),
  autopay: z.boolean().nullable(),
  paid: naira,
  'paid-kobo': kobo,
  'instalments-paid': z.number().int().nonnegative(),
  /** The next instalment the caller would pay, or null when fully paid / not paying. */
  'next-instalment': circleInstalmentSchema.nullable(),
});
export type CircleMe = z.infer<typeof circleMeSchema>;

/** `GET /api/circles/{id}` (members, invitees and staff). */
export const circleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: circleKindSchema,
  state: circleStateSchema,
  'schedule-kind': circleScheduleSchema,
  instalments: z.number().int(),
  'max-members': z.number().int(),
  'members-count': z.number().int(),
  'start-date': day,
  'delivery-date': day,
  'created-at': isoDate,
  'run-by': circlePersonSchema,
  /** Chip-in: the person the food goes to. */
  beneficiary: circlePersonSchema.nullable(),
  goal: circleGoalSchema,
  price: naira,
  'price-kobo': kobo,
  instalment: naira,
  'instalment-kobo': kobo,
  'last-instalment': naira,
  'last-instalment-kobo': kobo,
  schedule: z.array(circleInstalmentSchema),
  progress: z.object({
    /** Paid in by the members still in (not left or refunded). */
    paid: naira,
    'paid-kobo': kobo,
    /** What those members owe in all: price × their number. */
    due: naira,
    'due-kobo': kobo,
  }),
  members: z.array(circleMemberSchema),
  /** People invited by FAZA number who have not accepted yet. */
  invitees: z.array(circlePersonSchema.extend({ 'invited-by': z.string() })),
  me: circleMeSchema,
  payments: z.array(circlePaymentSchema),
  /** Members only: the code of the WhatsApp link, `/circles/join/{code}`. */
  'invite-code': z.string().nullable(),
  /** Cancelled or failed: why, in words. */
  'cancel-reason': z.string().nullable(),
  'closed-at': isoDate.nullable(),
});
export type Circle = z.infer<typeof circleSchema>;

export const circleSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: circleKindSchema,
  state: circleStateSchema,
  role: z.enum(['creator', 'member', 'invitee']),
  'my-state': circleMemberStateSchema.nullable(),
  price: naira,
  'price-kobo': kobo,
  instalment: naira,
  'instalment-kobo': kobo,
  'paid-by-me': naira,
  'paid-by-me-kobo': kobo,
  'members-count': z.number().int(),
  'max-members': z.number().int(),
  /** The caller's next unpaid due date (members), or the first due date (invitees). */
  'next-due-date': day.nullable(),
  'delivery-date': day,
  'run-by': z.string(),
  /** Invitations: who invited the caller. */
  'invited-by': z.string().nullable(),
});
export type CircleSummary = z.infer<typeof circleSummarySchema>;

/** `GET /api/circles` */
export const circleListResponseSchema = z.object({
  mine: z.array(circleSummarySchema),
  invitations: z.array(circleSummarySchema),
});
export type CircleListResponse = z.infer<typeof circleListResponseSchema>;

/** `POST /api/circles` (201) and the answers of accept, payments and cancel: the whole circle. */
export const circleResponseSchema = z.object({ message: z.string(), circle: circleSchema });
export type CircleResponse = z.infer<typeof circleResponseSchema>;

/** `GET /api/circles/{id}` */
export const circleDetailResponseSchema = z.object({ circle: circleSchema });
export type CircleDetailResponse = z.infer<typeof circleDetailResponseSchema>;

/** `GET /api/circles/invite/{code}`: what an invitee sees before accepting. */
export const circleInvitePreviewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: circleKindSchema,
  state: circleStateSchema,
  'run-by': z.string(),
  beneficiary: z.string().nullable(),
  goal: circleGoalSchema,
  price: naira,
  'price-kobo': kobo,
  instalment: naira,
  'instalment-kobo': kobo,
  'schedule-kind': circleScheduleSchema,
  schedule: z.array(circleInstalmentSchema),
  'start-date': day,
  'delivery-date': day,
  'members-count': z.number().int(),
  'max-members': z.number().int(),
  rules: z.array(z.string()),
  /** Whether the caller can accept now; otherwise `refusal` says why. */
  'can-join': z.boolean(),
  refusal: z.string().nullable(),
  /** The caller is already in. */
  member: z.boolean(),
});
export type CircleInvitePreview = z.infer<typeof circleInvitePreviewSchema>;

/** `POST /api/circles/{id}/invite` */
export const circleInviteResponseSchema = z.object({
  message: z.string(),
  /** The invitee's display name, masked like a FAZA lookup ('Ad*** Ok***'). */
  name: z.string(),
});
export type CircleInviteResponse = z.infer<typeof circleInviteResponseSchema>;

/** `POST /api/circles/{id}/payments` */
export const circlePayResponseSchema = circleResponseSchema.extend({
  /** The instalment just paid. */
  paid: circleInstalmentSchema,
  /** The wallet balance after, naira. */
  balance: naira,
});
export type CirclePayResponse = z.infer<typeof circlePayResponseSchema>;

/** `PUT /api/circles/{id}/autopay` */
export const circleAutopayResponseSchema = z.object({ message: z.string(), autopay: z.boolean() });
export type CircleAutopayResponse = z.infer<typeof circleAutopayResponseSchema>;

/** `POST /api/circles/{id}/leave` */
export const circleLeaveResponseSchema = z.object({
  message: z.string(),
  /** `none`: nothing was paid; `at-delivery`: what was paid comes back on the delivery date. */
  refund: z.enum(['none', 'at-delivery']),
});
export type CircleLeaveResponse = z.infer<typeof circleLeaveResponseSchema>;
