import { SUPPORT_MESSAGES, type ConversationDetail } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { refuse } from '../../lib/app-error';
import { findAttachment } from './attachments-repository';
import {
  closeConversation,
  findConversation,
  listCustomerConversations,
} from './conversations-repository';
import { toConversation } from './support-mappers';
import { customerDetail } from './support-service';

// A customer's conversations (docs/architecture.md §1 "Adding a feature", docs/decisions/0039),
// scoped to the customer: another's conversation answers 404, as a missing one does.

/** The customer's conversations, each with its attachment. */
export async function listMyConversations(sql: Sql, customerId: string) {
  const rows = await listCustomerConversations(sql, customerId);
  return Promise.all(
    rows.map(async (row) =>
      toConversation(
        row,
        row.attachment_type && row.attachment_id
          ? await findAttachment(sql, row.attachment_type, row.attachment_id, row.customer_id)
          : null,
      ),
    ),
  );
}

/** The customer closes their conversation, in the transaction idempotent() opens for it. */
export async function closeMyConversation(
  tx: TransactionSql,
  customerId: string,
  conversationId: string,
): Promise<ConversationDetail> {
  const row = await findConversation(tx, conversationId, { customerId, forUpdate: true });
  if (row?.status === 'closed')
    throw refuse('CONVERSATION_CLOSED', { message: SUPPORT_MESSAGES.alreadyClosed });
  if (row) await closeConversation(tx, row.id);
  return customerDetail(tx, customerId, conversationId);
}
