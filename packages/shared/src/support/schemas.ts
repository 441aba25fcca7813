import { z } from 'zod';
import { adminUserDetailSchema } from '../admin/schemas';
import { insightsSchema } from '../insights/schemas';
import { weekPlanSchema } from '../plan/schemas';
import { roleSchema, subscriptionTierSchema } from '../rules/subscription';
import { SUPPORT_MESSAGES, SUPPORT_TOPICS } from './messages';

/** The longest message a customer or staff member may write. */
export const MAX_SUPPORT_MESSAGE = 2000;

const body = z
  .string({ error: SUPPORT_MESSAGES.messageRequired })
  .trim()
  .min(1, SUPPORT_MESSAGES.messageRequired)
  .max(MAX_SUPPORT_MESSAGE, SUPPORT_MESSAGES.messageTooLong);

const attachId = z.uuid(SUPPORT_MESSAGES.attachmentNotFound).optional();

/**
 * `POST /api/support/conversations`: a topic, the first message and at most one of the caller's
 * orders, top-ups or deliveries (request keys hyphenated like the spec's, docs/architecture.md §3).
 */
export const createConversationRequestSchema = z
  .object({
    topic: z.enum(SUPPORT_TOPICS, { error: SUPPORT_MESSAGES.topicRequired }),
    message: body,
    'order-id': attachId,
    'top-up-id': attachId,
    'delivery-id': attachId,
  })
  .refine((r) => [r['order-id'], r['top-up-id'], r['delivery-id']].filter(Boolean).length <= 1, {
    message: SUPPORT_MESSAGES.oneAttachment,
  });
export type CreateConversationRequest = z.input<typeof createConversationRequestSchema>;

/** `POST …/{id}/messages` (customer and staff alike). */
export const supportMessageRequestSchema = z.object({ body });
/** `POST /api/consultant/conversations`: the first or next message to the member's consultant. */
export const consultantMessageRequestSchema = z.object({ message: body });

export const conversationParamsSchema = z.object({ id: z.uuid(SUPPORT_MESSAGES.notFound) });

export const ATTACHMENT_TYPES = ['order', 'top_up', 'delivery'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** What a conversation is about, as both sides see it: 'Invoice INV-…', with its state. */
export const attachmentSchema = z.object({
  type: z.enum(ATTACHMENT_TYPES),
  id: z.string(),
  label: z.string(),
  status: z.string(),
  amount_kobo: z.number().int().nullable(),
  created_at: z.string(),
});
export type SupportAttachment = z.infer<typeof attachmentSchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  from: z.enum(['customer', 'staff']),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

const conversationFields = {
  id: z.string(),
  kind: z.enum(['support', 'consultant']),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(['open', 'closed']),
  attachment: attachmentSchema.nullable(),
  /** Who answers: the assigned staff member's display name. */
  assignee_name: z.string().nullable(),
  created_at: z.string(),
  last_message_at: z.string(),
  /** The newest staff reply, or null before the first. */
  last_reply_at: z.string().nullable(),
  /** True while the customer's last message has no answer yet. */
  waiting_for_us: z.boolean(),
  closed_at: z.string().nullable(),
};

export const conversationSchema = z.object(conversationFields);
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsResponseSchema = z.object({ conversations: z.array(conversationSchema) });
export const conversationDetailSchema = z.object({
  ...conversationFields,
  messages: z.array(supportMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** `GET /api/consultant`: the caller's consultant, if a Premium Plus member, and their consent. */
export const myConsultantSchema = z.object({
  eligible: z.boolean(),
  consultant: z.object({ name: z.string() }).nullable(),
  consent: z.boolean(),
});
export type MyConsultant = z.infer<typeof myConsultantSchema>;
/** `PUT /api/consultant/consent` */
export const consentRequestSchema = z.object({ consent: z.boolean() });

// Staff.

export const supportQueueQuerySchema = z.object({
  /** waiting: open and the customer's turn is over; replied: open, waiting on the customer. */
  status: z.enum(['waiting', 'replied', 'closed']).default('waiting'),
  mine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

const staffConversationFields = {
  ...conversationFields,
  customer: z.object({
    id: z.string(),
    name: z.string(),
    faza: z.string(),
    tier: subscriptionTierSchema,
  }),
  assignee_id: z.string().nullable(),
  /** When the customer's unanswered message arrived; null when nobody waits on us. */
  waiting_since: z.string().nullable(),
  target_minutes: z.number().int(),
  due_at: z.string().nullable(),
  overdue_minutes: z.number().int(),
};

export const staffConversationSchema = z.object(staffConversationFields);
export type StaffConversation = z.infer<typeof staffConversationSchema>;

export const supportStaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_consultant: z.boolean(),
});
export type SupportStaffMember = z.infer<typeof supportStaffMemberSchema>;

export const supportQueueResponseSchema = z.object({
  conversations: z.array(staffConversationSchema),
  /** Who a conversation can be assigned to: staff who may reply. */
  staff: z.array(supportStaffMemberSchema),
});
export const staffConversationDetailSchema = z.object({
  ...staffConversationFields,
  messages: z.array(supportMessageSchema),
});
export type StaffConversationDetail = z.infer<typeof staffConversationDetailSchema>;

/** `POST /api/admin/support/{id}/assign`: to a staff member, or nobody. */
export const assignRequestSchema = z.object({
  'staff-id': z.uuid(SUPPORT_MESSAGES.staffNotFound).nullable(),
});

export const pantrySummarySchema = adminUserDetailSchema.shape.pantry;
export type PantrySummaryView = z.infer<typeof pantrySummarySchema>;

/**
 * `GET /api/admin/consultant/members/{id}`: what a consultant sees of a member who consented.
 * `sections` holds one entry per shared area: the pantry, the saved meal plan and this month's
 * insights (docs/decisions/0039-support-and-consultant.md).
 */
export const consultantMemberViewSchema = z.object({
  member: z.object({ id: z.string(), name: z.string(), faza: z.string() }),
  sections: z.object({
    pantry: pantrySummarySchema,
    plan: weekPlanSchema,
    insights: insightsSchema,
  }),
});
export type ConsultantMemberView = z.infer<typeof consultantMemberViewSchema>;
export const memberParamsSchema = z.object({ id: z.uuid(SUPPORT_MESSAGES.notYourMember) });

/** `GET /api/admin/consultants`: staff (who is a consultant, how many members) and members. */
export const consultantsOverviewSchema = z.object({
  staff: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: roleSchema,
      is_consultant: z.boolean(),
      members: z.number().int(),
    }),
  ),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      faza: z.string(),
      consultant_id: z.string().nullable(),
      consultant_name: z.string().nullable(),
    }),
  ),
});
export type ConsultantsOverview = z.infer<typeof consultantsOverviewSchema>;
export const staffParamsSchema = z.object({ id: z.uuid(SUPPORT_MESSAGES.staffNotFound) });
/** `PUT /api/admin/consultants/{id}`: mark a staff member as a consultant, or not. */
export const markConsultantRequestSchema = z.object({ consultant: z.boolean() });
/** `PUT /api/admin/consultants/members/{id}`: give a member another consultant. */
export const assignConsultantRequestSchema = z.object({
  'consultant-id': z.uuid(SUPPORT_MESSAGES.staffNotFound),
});

/** `GET /api/support/attachable`: the caller's newest orders, top-ups and deliveries. */
export const attachableResponseSchema = z.object({ attachments: z.array(attachmentSchema) });
