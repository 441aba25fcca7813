import type { AuditEntry } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

const AUDIT_PAGE_SIZE = 50;

type Row = {
  id: string;
  action: string;
  actor_id: string | null;
  actor_email: string | null;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  /** created_at to the microsecond: a millisecond cursor would skip rows of the same instant. */
  cursor_at: string;
};

/** The audit log, newest first, filtered by action prefix (`order.`) and subject. */
export async function listAudit(
  db: Queryable,
  filter: {
    action?: string | undefined;
    subjectId?: string | undefined;
    actor?: string | undefined;
    before?: string | undefined;
  },
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const [at, id] = filter.before?.split('|') ?? [];
  const cursor = at && id ? { at, id } : null;
  // `::text` first: postgres.js sends a timestamptz parameter through Date, dropping microseconds.
  const rows = await db<Row[]>`
    select a.id, a.action, a.actor_id, u.email as actor_email, a.subject_type, a.subject_id,
           a.before, a.after, a.created_at,
           to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
      from audit_log a left join users u on u.id = a.actor_id
     where true
       ${filter.action ? db`and a.action like ${`${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : db``}
       ${filter.subjectId ? db`and a.subject_id = ${filter.subjectId}` : db``}
       ${filter.actor ? db`and u.email ilike ${`%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : db``}
       ${cursor ? db`and (a.created_at, a.id) < (${cursor.at}::text::timestamptz, ${cursor.id}::uuid)` : db``}
     order by a.created_at desc, a.id desc
     limit ${AUDIT_PAGE_SIZE + 1}`;
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actor_id ? { id: r.actor_id, email: r.actor_email ?? '' } : null,
      subject_type: r.subject_type,
      subject_id: r.subject_id,
      before: r.before,
      after: r.after,
      created_at: r.created_at.toISOString(),
    })),
    nextCursor:
      rows.length > AUDIT_PAGE_SIZE ? `${page.at(-1)!.cursor_at}|${page.at(-1)!.id}` : null,
  };
}
