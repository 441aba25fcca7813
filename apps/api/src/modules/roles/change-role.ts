import { normalizeEmail, normalizeNigerianPhone, type Role } from '@faza/shared';
import type { Sql, TransactionSql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';

export type RoleChange = {
  user: { id: string; email: string; phone: string };
  from: Role;
  to: Role;
};

/**
 * Changes a user's role, found by email or phone, and writes the audit record in the same
 * transaction. Used by the command line (`npm run cli -- users set-role`) and the staff console, so
 * both follow the same rules. Returns null when no such user exists.
 */
export async function changeRole(
  sql: Sql,
  who: { id: string } | { emailOrPhone: string },
  role: Role,
  actorId: string | null,
): Promise<RoleChange | null> {
  return withTransaction(sql, async (tx) => {
    const [user] = await tx<{ id: string; email: string; phone: string; role: Role }[]>`
      select id, email, phone, role from users where ${userMatch(tx, who)} for update`;
    if (!user) return null;
    if (user.role !== role) {
      await tx`update users set role = ${role}, updated_at = now() where id = ${user.id}`;
      await recordAudit(tx, {
        actorId,
        action: 'role.change',
        subjectType: 'user',
        subjectId: user.id,
        before: { role: user.role },
        after: { role },
      });
    }
    return {
      user: { id: user.id, email: user.email, phone: user.phone },
      from: user.role,
      to: role,
    };
  });
}

function userMatch(tx: TransactionSql, who: { id: string } | { emailOrPhone: string }) {
  if ('id' in who) return tx`id = ${who.id}`;
  // An email has an @; anything else is a phone number, typed with or without spaces and dashes.
  const text = who.emailOrPhone;
  const phone = text.includes('@') ? null : normalizeNigerianPhone(text.replace(/[\s-]/g, ''));
  return phone ? tx`phone = ${phone}` : tx`lower(email) = ${normalizeEmail(text)}`;
}
