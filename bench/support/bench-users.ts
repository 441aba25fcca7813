import type { Sql } from '../../apps/api/src/db/sql';

export type BenchUser = { id: string; faza: string; cookie: string };

/**
 * Bench user number `i`, set up through SQL with email and phone verified (only verified phones
 * send and receive) and at Tier 3 (the bench measures the request path with its limit check, not
 * refusals; decision 0063), then signed in once for its session cookie.
 */
export async function createBenchUser(
  sql: Sql,
  base: string,
  i: number,
  password: { plain: string; hash: string },
): Promise<BenchUser> {
  const phone = `+23481${String(i).padStart(8, '0')}`;
  const [row] = await sql<{ id: string; faza: string }[]>`
    insert into users (email, phone, faza, password_hash, display_name, email_verified_at,
                       phone_verified_at, kyc_tier)
    values (${`bench${i}@example.com`}, ${phone}, ${`9${String(i).padStart(11, '0')}`},
            ${password.hash}, ${`Bench ${i}`}, now(), now(), 3)
    returning id, faza`;
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 'phone-number': phone, password: password.plain }),
  });
  // Sign-in also sets the device cookie (decision 0014); the requests need the session one.
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('faza_session='))
    ?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${await res.text()}`);
  return { ...row!, cookie };
}
