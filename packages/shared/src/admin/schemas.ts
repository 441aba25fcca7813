import { z } from 'zod';
import { roleSchema, subscriptionTierSchema } from '../rules/subscription';

// ——— Staff console: users and the audit log ———

/** `GET /api/admin/users?q=`: email, phone, FAZA or name; empty lists the newest users. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long.').optional(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string(),
  faza: z.string(),
  name: z.string(),
  role: roleSchema,
  /** The tier in force now (a lapsed paid tier reads as basic). */
  tier: subscriptionTierSchema,
  subscription_ends_at: z.string().nullable(),
  wallet_balance_kobo: z.number().int(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });

export const ADMIN_MESSAGES = {
  ownRole: 'You cannot change your own role. Ask another admin.',
  /** Staff deciding on their own top-up, delivery or pantry: someone else must. */
  ownDecision:
    'You cannot decide on your own money, food or delivery. Please ask another staff member.',
  userNotFound: 'No such user.',
} as const;

/** `POST /api/admin/users/{id}/role` */
export const changeRoleRequestSchema = z.object({ role: roleSchema });
export const changeRoleResponseSchema = z.object({
  user: adminUserSchema,
  from: roleSchema,
  to: roleSchema,
});

/** `GET /api/admin/users/{id}`: one user with their pantry and deliveries, read only. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  pantry: z.object({
    lots: z.number().int(),
    units: z.number().int(),
    value_kobo: z.number().int(),
    expiring_units: z.number().int(),
    expired_units: z.number().int(),
    foods: z.array(
      z.object({
        name: z.string(),
        quantity_type: z.string(),
        quantity: z.number().int(),
        next_expiry: z.string(),
      }),
    ),
  }),
  open_deliveries: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * `GET /api/admin/audit`: newest first; `before` is the previous page's `next_cursor`. `action`
 * is a prefix (`order.`), `actor` part of the staff member's email.
 */
export const auditQuerySchema = z.object({
  action: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(100).optional(),
  subject_id: z.string().trim().max(64).optional(),
  before: z
    .string()
    .regex(/^[0-9T:.\-+Z]{20,40}\|[0-9a-f-]{36}$/, 'Not a valid cursor.')
    .optional(),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});
