import {
  premiumFlags,
  type AttachmentType,
  type ConversationDetail,
  type CreateConversationRequest,
  type StaffConversationDetail,
  type SupportAttachment,
} from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { notify } from '../notifications';
import type { SessionUser } from '../auth';
import { findAttachment } from './attachments-repository';
import {
  findConversation,
  insertConversation,
  insertMessage,
  listMessages,
  type ConversationRow,
  type StaffConversationRow,
} from './conversations-repository';
import { assignLeastLoaded, findAssignment } from './consultants-repository';
import { toConversation, toMessage, toStaffConversation } from './support-mappers';

const missing = () => refuse('CONVERSATION_NOT_FOUND');

const attachmentOf = (row: ConversationRow, db: Queryable) =>
  row.attachment_type && row.attachment_id
    ? findAttachment(db, row.attachment_type, row.attachment_id, row.customer_id)
    : Promise.resolve(null);

/** Starts a conversation with its first message; the attachment must be the customer's own. */
export async function startConversation(
  tx: Queryable,
  customerId: string,
  request: CreateConversationRequest,
): Promise<ConversationDetail> {
  const wanted: [AttachmentType, string | undefined][] = [
    ['order', request['order-id']],
    ['top_up', request['top-up-id']],
    ['delivery', request['delivery-id']],
  ];
  const [type, id] = wanted.find(([, value]) => value) ?? [null, undefined];
  let attachment: SupportAttachment | null = null;
  if (type && id) {
    // Someone else's order answers as a missing one: nothing tells it exists.
    attachment = await findAttachment(tx, type, id, customerId);
    if (!attachment) throw refuse('ATTACHMENT_NOT_FOUND');
  }
  const conversationId = await insertConversation(tx, {
    customerId,
    kind: 'support',
    topic: request.topic,
    attachment: attachment ? { type: attachment.type, id: attachment.id } : null,
    assignedTo: null,
  });
  await insertMessage(tx, {
    conversationId,
    authorId: customerId,
    fromStaff: false,
    body: request.message.trim(),
  });
  return customerDetail(tx, customerId, conversationId);
}

/** A customer's next message in their own open conversation; the assignee hears of it. */
export async function addCustomerMessage(
  tx: Queryable,
  customerId: string,
  conversationId: string,
  body: string,
): Promise<ConversationDetail> {
  const row = await findConversation(tx, conversationId, { customerId, forUpdate: true });
  if (!row) throw missing();
  if (row.status === 'closed') throw refuse('CONVERSATION_CLOSED');
  const messageId = await insertMessage(tx, {
    conversationId,
    authorId: customerId,
    fromStaff: false,
    body,
  });
  if (row.assigned_to)
    await notify(tx, {
      kind: 'staff.support_message',
      staffId: row.assigned_to,
      customerId,
      conversationId,
      messageId,
      body,
    });
  return customerDetail(tx, customerId, conversationId);
}

/** A staff reply: answers the wait, reopens nothing, and tells the customer in this transaction. */
export async function addStaffReply(
  tx: Queryable,
  staffId: string,
  conversationId: string,
  body: string,
): Promise<StaffConversationDetail> {
  const row = await findConversation(tx, conversationId, { forUpdate: true });
  if (!row) throw missing();
  if (row.customer_id === staffId) throw refuse('OWN_CONVERSATION');
  if (row.status === 'closed') throw refuse('CONVERSATION_CLOSED');
  const messageId = await insertMessage(tx, {
    conversationId,
    authorId: staffId,
    fromStaff: true,
    body,
  });
  await notify(tx, {
    kind: 'support.reply',
    userId: row.customer_id,
    staffId,
    conversationId,
    messageId,
    body,
  });
  return staffDetail(tx, conversationId);
}

export async function customerDetail(
  db: Queryable,
  customerId: string,
  id: string,
): Promise<ConversationDetail> {
  const row = await findConversation(db, id, { customerId });
  if (!row) throw missing();
  const [attachment, messages] = await Promise.all([attachmentOf(row, db), listMessages(db, id)]);
  return { ...toConversation(row, attachment), messages: messages.map(toMessage) };
}

export async function staffDetail(db: Queryable, id: string): Promise<StaffConversationDetail> {
  const row: StaffConversationRow | undefined = await findConversation(db, id);
  if (!row) throw missing();
  const [attachment, messages] = await Promise.all([attachmentOf(row, db), listMessages(db, id)]);
  return { ...toStaffConversation(row, attachment), messages: messages.map(toMessage) };
}

/** Whether the user is a Premium Plus member now (a lapsed subscription is not). */
export const isPremiumPlus = (
  user: Pick<SessionUser, 'subscription_tier' | 'subscription_ends_at'>,
) => premiumFlags(user.subscription_tier, user.subscription_ends_at).isPremiumPlus;

/**
 * The member's consultant, assigning the least-loaded one the first time a Premium Plus member
 * asks (docs/decisions/0039). Undefined for anyone else, or while no staff member is a consultant.
 */
export async function consultantOf(tx: Queryable, user: SessionUser) {
  if (!isPremiumPlus(user)) return undefined;
  return (await findAssignment(tx, user.id)) ?? (await assignLeastLoaded(tx, user.id));
}

/**
 * "Talk to my consultant": the message goes to the member's open conversation with their
 * consultant, or starts one assigned straight to that person.
 */
export async function talkToConsultant(
  tx: Queryable,
  user: SessionUser,
  message: string,
  openId: string | undefined,
): Promise<ConversationDetail> {
  if (!isPremiumPlus(user)) throw refuse('PREMIUM_PLUS_REQUIRED');
  const assignment = await consultantOf(tx, user);
  if (!assignment) throw refuse('NO_CONSULTANT');
  if (openId) return addCustomerMessage(tx, user.id, openId, message);
  const conversationId = await insertConversation(tx, {
    customerId: user.id,
    kind: 'consultant',
    topic: 'food_advice',
    attachment: null,
    assignedTo: assignment.consultant_id,
  });
  const messageId = await insertMessage(tx, {
    conversationId,
    authorId: user.id,
    fromStaff: false,
    body: message,
  });
  await notify(tx, {
    kind: 'staff.support_message',
    staffId: assignment.consultant_id,
    customerId: user.id,
    conversationId,
    messageId,
    body: message,
  });
  return customerDetail(tx, user.id, conversationId);
}
