import type { Queryable } from '../db/transaction';

export type AuditEntry = {
  /** The staff member who acted; null for the command line or the system. */
  actorId: string | null;
  /** What was done, e.g. `role.change`, `order.confirm_payment`. */
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
};

/** Appends to the audit log, in the caller's transaction so the record exists iff the change does. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db`
    insert into audit_log (actor_id, action, subject_type, subject_id, before, after)
    values (${entry.actorId}, ${entry.action}, ${entry.subjectType}, ${entry.subjectId},
            ${entry.before === undefined ? null : db.json(entry.before as never)},
            ${entry.after === undefined ? null : db.json(entry.after as never)})`;
}
