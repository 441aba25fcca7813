import type { AppNotification, NotificationCategory, NotificationKind } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

export type NotificationRow = {
  id: string;
  seq: number;
  recipient_id: string;
  category: NotificationCategory;
  kind: NotificationKind;
  title: string;
  body: string;
  deep_link: string;
  subject_type: string | null;
  subject_id: string | null;
  created_at: Date;
  read_at: Date | null;
};

export const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  category: row.category,
  kind: row.kind,
  title: row.title,
  body: row.body,
  deep_link: row.deep_link,
  subject_type: row.subject_type,
  subject_id: row.subject_id,
  created_at: row.created_at.toISOString(),
  read_at: row.read_at?.toISOString() ?? null,
});

/** One page of the person's inbox, newest first, with the unread count, in one round trip. */
export async function listInbox(
  db: Queryable,
  userId: string,
  page: { limit: number; before?: number | undefined },
): Promise<{ rows: NotificationRow[]; unread: number }> {
  const rows = await db<(NotificationRow & { unread: number })[]>`
    select n.id, n.seq, n.recipient_id, n.category, n.kind, n.title, n.body, n.deep_link,
           n.subject_type, n.subject_id, n.created_at, n.read_at, c.unread
    from (select count(*)::int as unread from notifications
          where recipient_id = ${userId} and in_inbox and read_at is null) c
    left join lateral (
      select * from notifications
      where recipient_id = ${userId} and in_inbox
        ${page.before !== undefined ? db`and seq < ${page.before}` : db``}
      order by seq desc
      limit ${page.limit}
    ) n on true
    order by n.seq desc`;
  return {
    rows: rows.filter((r) => r.id !== null).map(({ unread: _unread, ...row }) => row),
    unread: rows[0]?.unread ?? 0,
  };
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from notifications
    where recipient_id = ${userId} and in_inbox and read_at is null`;
  return row!.n;
}

/** Marks one of the person's notifications read; null when it is not theirs (or not there). */
export async function markRead(db: Queryable, userId: string, id: string): Promise<number | null> {
  const [row] = await db<{ found: boolean; unread: number }[]>`
    with target as (
      select id, read_at from notifications
      where id = ${id} and recipient_id = ${userId} and in_inbox
    ), marked as (
      update notifications set read_at = now()
      where id = (select id from target where read_at is null)
      returning id
    )
    select exists (select 1 from target) as found,
           (select count(*)::int from notifications
             where recipient_id = ${userId} and in_inbox and read_at is null)
           - (select count(*)::int from marked) as unread`;
  return row!.found ? row!.unread : null;
}

export async function markAllRead(db: Queryable, userId: string): Promise<void> {
  await db`update notifications set read_at = now()
           where recipient_id = ${userId} and in_inbox and read_at is null`;
}
