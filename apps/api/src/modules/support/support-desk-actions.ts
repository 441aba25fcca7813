import { SUPPORT_MESSAGES, type StaffConversationDetail } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { findAttachment } from './attachments-repository';
import { findStaff, listSupportStaff } from './consultants-repository';
import {
  assignConversation,
  closeConversation,
  findConversation,
  listQueue,
  type QueueFilter,
} from './conversations-repository';
import { toStaffConversation } from './support-mappers';
import { addStaffReply, staffDetail } from './support-service';

// The staff's support desk (docs/architecture.md §1 "Adding a feature", docs/decisions/0039):
// each one function a route calls once; the changes run in the transaction idempotent() opens.

/** The queue with each conversation's attachment, and the staff it can be assigned to. */
export async function supportQueue(sql: Sql, filter: QueueFilter) {
  const [rows, staff] = await Promise.all([listQueue(sql, filter), listSupportStaff(sql)]);
  const now = new Date();
  const conversations = await Promise.all(
    rows.map(async (row) =>
      toStaffConversation(
        row,
        row.attachment_type && row.attachment_id
          ? await findAttachment(sql, row.attachment_type, row.attachment_id, null)
          : null,
        now,
      ),
    ),
  );
  return { conversations, staff: [...staff] };
}

/** A staff reply; whoever answers an unassigned conversation takes it. */
export async function replyToConversation(
  tx: TransactionSql,
  staffId: string,
  conversationId: string,
  body: string,
): Promise<StaffConversationDetail> {
  const detail = await addStaffReply(tx, staffId, conversationId, body);
  if (!detail.assignee_id) {
    await assignConversation(tx, detail.id, staffId);
    return staffDetail(tx, detail.id);
  }
  return detail;
}

/** A conversation assigned to a staff member (or to nobody); audited. */
export async function assignConversationTo(
  tx: TransactionSql,
  conversationId: string,
  staffId: string | null,
  actorId: string,
): Promise<StaffConversationDetail> {
  const row = await findConversation(tx, conversationId, { forUpdate: true });
  if (!row) throw refuse('CONVERSATION_NOT_FOUND');
  if (staffId && !(await findStaff(tx, staffId))) throw refuse('STAFF_NOT_FOUND');
  await assignConversation(tx, row.id, staffId);
  await recordAudit(tx, {
    actorId,
    action: 'support.assign',
    subjectType: 'support_conversation',
    subjectId: row.id,
    before: { assignedTo: row.assigned_to },
    after: { assignedTo: staffId },
  });
  return staffDetail(tx, row.id);
}

/** Staff close a conversation. */
export async function closeConversationAsStaff(
  tx: TransactionSql,
  conversationId: string,
): Promise<StaffConversationDetail> {
  const row = await findConversation(tx, conversationId, { forUpdate: true });
  if (!row) throw refuse('CONVERSATION_NOT_FOUND');
  if (row.status === 'closed')
    throw refuse('CONVERSATION_CLOSED', { message: SUPPORT_MESSAGES.alreadyClosed });
  await closeConversation(tx, row.id);
  return staffDetail(tx, row.id);
}
