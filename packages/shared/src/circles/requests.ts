import { z } from 'zod';
import { fazaInputSchema } from '../pantry/schemas';
import { CIRCLE_MESSAGES as M } from './messages';
import {
  CIRCLE_KINDS,
  CIRCLE_LIMITS as L,
  CIRCLE_MEMBER_STATES,
  CIRCLE_ROLES,
  CIRCLE_SCHEDULES,
  CIRCLE_STATES,
  isCalendarDate,
} from './rules';

// The requests of the food circles API (docs/decisions/0043-food-circles.md); the answers are in
// schemas.ts. Keys are kebab-case like the shop's.

export const circleKindSchema = z.enum(CIRCLE_KINDS, { error: M.kindInvalid });
export const circleScheduleSchema = z.enum(CIRCLE_SCHEDULES, { error: M.scheduleInvalid });
export const circleStateSchema = z.enum(CIRCLE_STATES);
export const circleMemberStateSchema = z.enum(CIRCLE_MEMBER_STATES);
export const circleRoleSchema = z.enum(CIRCLE_ROLES);

// ——— Requests ———

const goalItemSchema = z.object({
  name: z.string({ error: M.goalRequired }).trim().min(1, M.goalRequired).max(100),
  'quantity-type': z.string({ error: M.goalRequired }).trim().min(1, M.goalRequired).max(50),
  quantity: z
    .number({ error: M.goalQuantity })
    .int(M.goalQuantity)
    .min(1, M.goalQuantity)
    .max(L.goalMaxQuantity, M.goalQuantity),
});

export const circleGoalRequestSchema = z.union(
  [
    z.object({ 'bundle-id': z.string().trim().min(1, M.goalRequired).max(100) }).strict(),
    z
      .object({
        items: z
          .array(goalItemSchema)
          .min(1, M.goalRequired)
          .max(L.goalMaxLines, M.goalTooManyLines)
          .refine(
            (items) =>
              new Set(items.map((i) => `${i.name.toLowerCase()}|${i['quantity-type']}`)).size ===
              items.length,
            M.goalDuplicate,
          ),
      })
      .strict(),
  ],
  { error: M.goalRequired },
);
export type CircleGoalRequest = z.input<typeof circleGoalRequestSchema>;

/**
 * `POST /api/circles` and `POST /api/circles/quote`. The start date's "not in the past" needs the
 * server's clock, so the API checks it (`startDateProblem`); the schema checks its form.
 */
export const createCircleRequestSchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .min(L.nameMinLength, M.nameLength)
      .max(L.nameMaxLength, M.nameLength),
    kind: circleKindSchema,
    goal: circleGoalRequestSchema,
    schedule: circleScheduleSchema,
    instalments: z
      .number({ error: M.instalmentsRange })
      .int(M.instalmentsRange)
      .min(L.minInstalments, M.instalmentsRange)
      .max(L.maxInstalments, M.instalmentsRange),
    'max-members': z
      .number({ error: M.membersRange })
      .int(M.membersRange)
      .min(L.minMembers, M.membersRange)
      .max(L.maxMembers, M.membersRange),
    'start-date': z
      .string({ error: M.startDateInvalid })
      .refine(isCalendarDate, M.startDateInvalid),
    'beneficiary-faza': fazaInputSchema.optional(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'chip_in' && c['beneficiary-faza'] === undefined)
      ctx.addIssue({ code: 'custom', message: M.beneficiaryRequired, path: ['beneficiary-faza'] });
    if (c.kind === 'save_together' && c['beneficiary-faza'] !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: M.beneficiaryOnlyChipIn,
        path: ['beneficiary-faza'],
      });
  });
export type CreateCircleRequest = z.input<typeof createCircleRequestSchema>;
export type CreateCircle = z.output<typeof createCircleRequestSchema>;

export const circleIdParamsSchema = z.object({ id: z.uuid(M.notFound) });
export const circleInviteCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, M.inviteNotFound),
});

/** `POST /api/circles/{id}/invite`: any member may invite a FAZA number. */
export const circleInviteRequestSchema = z.object({ faza: fazaInputSchema });
export type CircleInviteRequest = z.input<typeof circleInviteRequestSchema>;

/** `POST /api/circles/{id}/accept`: invited by FAZA number (no body needed), or holding the link's code. */
export const circleAcceptRequestSchema = z
  .object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, M.inviteNotFound)
      .optional(),
  })
  .default({});
export type CircleAcceptRequest = z.input<typeof circleAcceptRequestSchema>;

/** `PUT /api/circles/{id}/autopay` */
export const circleAutopayRequestSchema = z.object({ on: z.boolean() });
export type CircleAutopayRequest = z.input<typeof circleAutopayRequestSchema>;
