import postgres from 'postgres';
import { inject } from 'vitest';

/** Gives an account a role, as an admin would in the staff console (a later issue). */
export async function setRole(email: string, role: 'admin' | 'moderator' | 'user'): Promise<void> {
  const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
  try {
    const rows =
      await sql`update users set role = ${role} where email = ${email.toLowerCase()} returning id`;
    if (rows.length !== 1) throw new Error(`no account for ${email}`);
  } finally {
    await sql.end();
  }
}

/** Gives an account a paid tier for 30 days, as a subscription would (the wallet's own issue). */
export async function setTier(email: string, tier: 'basic' | 'premium' | 'premium_plus') {
  const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`update users set subscription_tier = ${tier},
                             subscription_ends_at = now() + interval '30 days'
                           where email = ${email.toLowerCase()} returning id`;
    if (rows.length !== 1) throw new Error(`no account for ${email}`);
  } finally {
    await sql.end();
  }
}
