import type { AttachmentType, SubscriptionTier, SupportTopic } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type ConversationRow = {
  id: string;
  customer_id: string;
  kind: 'support' | 'consultant';
  topic: SupportTopic;
  attachment_type: AttachmentType | null;
  attachment_id: string | null;
  status: 'open' | 'closed';
  assigned_to: string | null;
  assignee_name: string | null;
  created_at: Date;
  last_message_at: Date;
  last_reply_at: Date | null;
  waiting_since: Date | null;
  closed_at: Date | null;
};

/** A conversation as staff read it: with its customer and the tier in force now. */
export type StaffConversationRow = ConversationRow & {
  customer_name: string;
  customer_faza: string;
  tier: SubscriptionTier;
};

export type MessageRow = {
  id: string;
  conversation_id: string;
  from_staff: boolean;
  author_name: string | null;
  body: string;
  created_at: Date;
};

const COLUMNS = (db: Queryable) => db`
  c.id, c.customer_id, c.kind, c.topic, c.attachment_type, c.attachment_id, c.status,
  c.assigned_to, (select display_name from users a where a.id = c.assigned_to) as assignee_name,
  c.created_at, c.last_message_at, c.last_reply_at, c.waiting_since, c.closed_at`;

// The tier in force now, as the delivery queue reads it (docs/decisions/0015): a lapsed
// subscription is Basic.
const STAFF_COLUMNS = (db: Queryable) => db`
  ${COLUMNS(db)}, coalesce(u.first_name || ' ' || u.last_name, u.display_name) as customer_name, u.faza as customer_faza,
  case when u.subscription_tier <> 'basic'
        and (u.subscription_ends_at is null or u.subscription_ends_at > now())
       then u.subscription_tier else 'basic' end as tier`;

export async function insertConversation(
  db: Queryable,
  c: {
    customerId: string;
    kind: 'support' | 'consultant';
    topic: SupportTopic;
    attachment: { type: AttachmentType; id: string } | null;
    assignedTo: string | null;
  },
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    insert into support_conversations
      (customer_id, kind, topic, attachment_type, attachment_id, assigned_to)
    values (${c.customerId}, ${c.kind}, ${c.topic}, ${c.attachment?.type ?? null},
            ${c.attachment?.id ?? null}, ${c.assignedTo})
    returning id`;
  return row!.id;
}

export async function insertMessage(
  db: Queryable,
  m: { conversationId: string; authorId: string; fromStaff: boolean; body: string },
): Promise<string> {
  const [row] = await db<{ id: string }[]>`
    with m as (
      insert into support_messages (conversation_id, author_id, from_staff, body)
      values (${m.conversationId}, ${m.authorId}, ${m.fromStaff}, ${m.body})
      returning id, created_at
    ), c as (
      update support_conversations set
        last_message_at = (select created_at from m),
        last_reply_at = case when ${m.fromStaff} then (select created_at from m) else last_reply_at end,
        -- A staff reply answers everything before it; a customer's message starts the wait
        -- unless one is already running.
        waiting_since = case when ${m.fromStaff} then null
                             else coalesce(waiting_since, (select created_at from m)) end
      where id = ${m.conversationId}
    )
    select id from m`;
  return row!.id;
}

/** One conversation; `customerId` scopes it to its owner (anyone else gets nothing). */
export async function findConversation(
  db: Queryable,
  id: string,
  opts: { customerId?: string; forUpdate?: boolean } = {},
): Promise<StaffConversationRow | undefined> {
  const [row] = await db<StaffConversationRow[]>`
    select ${STAFF_COLUMNS(db)}
    from support_conversations c join users u on u.id = c.customer_id
    where c.id = ${id}
      ${opts.customerId ? db`and c.customer_id = ${opts.customerId}` : db``}
    ${opts.forUpdate ? db`for update of c` : db``}`;
  return row;
}

export async function listCustomerConversations(
  db: Queryable,
  customerId: string,
): Promise<ConversationRow[]> {
  return db<ConversationRow[]>`
    select ${COLUMNS(db)} from support_conversations c
    where c.customer_id = ${customerId}
    order by c.status = 'closed', c.last_message_at desc, c.id
    limit 100`;
}

/** The customer's open conversation with their consultant, if any. */
export async function findOpenConsultantConversation(
  db: Queryable,
  customerId: string,
): Promise<string | undefined> {
  const [row] = await db<{ id: string }[]>`
    select id from support_conversations
    where customer_id = ${customerId} and kind = 'consultant' and status = 'open'
    order by created_at desc limit 1`;
  return row?.id;
}

export type QueueFilter = {
  status: 'waiting' | 'replied' | 'closed';
  assignedTo: string | null;
  limit: number;
};

/**
 * The staff queue (docs/architecture.md §3a): Premium Plus, then Premium, then Basic, and within a
 * tier the customer who has waited longest first (`waiting_since`, else when it started).
 */
export async function listQueue(
  db: Queryable,
  filter: QueueFilter,
): Promise<StaffConversationRow[]> {
  const where =
    filter.status === 'waiting'
      ? db`c.status = 'open' and c.waiting_since is not null`
      : filter.status === 'replied'
        ? db`c.status = 'open' and c.waiting_since is null`
        : db`c.status = 'closed'`;
  return db<StaffConversationRow[]>`
    select * from (
      select ${STAFF_COLUMNS(db)}
      from support_conversations c join users u on u.id = c.customer_id
      where ${where} ${filter.assignedTo ? db`and c.assigned_to = ${filter.assignedTo}` : db``}
    ) q
    order by case q.tier when 'premium_plus' then 0 when 'premium' then 1 else 2 end,
             ${filter.status === 'closed' ? db`q.closed_at desc` : db`coalesce(q.waiting_since, q.created_at)`},
             q.id
    limit ${filter.limit}`;
}

export async function listMessages(db: Queryable, conversationId: string): Promise<MessageRow[]> {
  return db<MessageRow[]>`
    select m.id, m.conversation_id, m.from_staff, a.display_name as author_name, m.body,
           m.created_at
    from support_messages m left join users a on a.id = m.author_id
    where m.conversation_id = ${conversationId}
    order by m.created_at, m.id`;
}

export async function closeConversation(db: Queryable, id: string): Promise<void> {
  await db`update support_conversations set status = 'closed', closed_at = now(),
             waiting_since = null
           where id = ${id} and status = 'open'`;
}

export async function assignConversation(
  db: Queryable,
  id: string,
  staffId: string | null,
): Promise<void> {
  await db`update support_conversations set assigned_to = ${staffId} where id = ${id}`;
}
