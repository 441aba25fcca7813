import type { Sql } from '../../db/sql';
import { verifyPassword } from './passwords';

/**
 * Whether `password` is the signed-in owner's, asked again before money leaves (a withdrawal):
 * argon2 verify against the stored hash, outside any transaction (it takes CPU, not locks).
 */
export async function passwordMatches(
  sql: Sql,
  userId: string,
  password: string,
): Promise<boolean> {
  const [row] = await sql<{ password_hash: string }[]>`
    select password_hash from users where id = ${userId}`;
  return row ? verifyPassword(row.password_hash, password) : false;
}
