import postgres from 'postgres';
import { testServer } from './test-server';

/** Gives an account a role, as an admin would in the staff console (a later issue). */
export async function setRole(
  email: string,
  role: 'admin' | 'moderator' | 'user' | 'rider',
): Promise<void> {
  const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
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
  const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`update users set subscription_tier = ${tier},
                             subscription_ends_at = now() + interval '30 days'
                           where email = ${email.toLowerCase()} returning id`;
    if (rows.length !== 1) throw new Error(`no account for ${email}`);
  } finally {
    await sql.end();
  }
}

/** Sets an account's verification tier (decision 0063), as a BVN check or an address review would. */
export async function setKycTier(email: string, tier: 1 | 2 | 3) {
  const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`update users set kyc_tier = ${tier}
                           where email = ${email.toLowerCase()} returning id`;
    if (rows.length !== 1) throw new Error(`no account for ${email}`);
  } finally {
    await sql.end();
  }
}

/**
 * Makes a user's pending card top-ups two hours old and queues the expiry job, which the server's
 * own worker then runs (as its 15-minute schedule would).
 */
export async function expireAbandonedTopUps(userId: string): Promise<void> {
  const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update wallet_topups set created_at = now() - interval '2 hours'
              where user_id = ${userId} and method = 'card' and status = 'pending'`;
    await sql`select graphile_worker.add_job('expire_abandoned_topups')`;
  } finally {
    await sql.end();
  }
}
