import {
  replyDue,
  REPLY_TARGET_MINUTES,
  SUPPORT_MESSAGES,
  type Conversation,
  type StaffConversation,
  type SupportAttachment,
  type SupportMessage,
} from '@faza/shared';
import type { ConversationRow, MessageRow, StaffConversationRow } from './conversations-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toConversation(
  row: ConversationRow,
  attachment: SupportAttachment | null,
): Conversation {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    status: row.status,
    attachment,
    assignee_name: row.assignee_name,
    created_at: row.created_at.toISOString(),
    last_message_at: row.last_message_at.toISOString(),
    last_reply_at: iso(row.last_reply_at),
    waiting_for_us: row.waiting_since !== null,
    closed_at: iso(row.closed_at),
  };
}

export function toStaffConversation(
  row: StaffConversationRow,
  attachment: SupportAttachment | null,
  now = new Date(),
): StaffConversation {
  const due = replyDue(row.tier, row.waiting_since, now);
  return {
    ...toConversation(row, attachment),
    customer: {
      id: row.customer_id,
      name: row.customer_name,
      faza: row.customer_faza,
      tier: row.tier,
    },
    assignee_id: row.assigned_to,
    waiting_since: iso(row.waiting_since),
    target_minutes: REPLY_TARGET_MINUTES[row.tier],
    due_at: iso(due.dueAt),
    overdue_minutes: due.overdueMinutes,
  };
}

/** Staff appear to the customer by name; a deleted author as the team. */
export const toMessage = (row: MessageRow): SupportMessage => ({
  id: row.id,
  from: row.from_staff ? 'staff' : 'customer',
  author_name: row.author_name ?? (row.from_staff ? SUPPORT_MESSAGES.faza : SUPPORT_MESSAGES.you),
  body: row.body,
  created_at: row.created_at.toISOString(),
});
