import { formatFaza } from '@faza/shared';
import type { Sql } from '../../db/sql';
import { withTransaction } from '../../db/transaction';
import { findUserByPhone, hashPassword, insertUserWithWallet } from '../auth';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { demoSeedSteps, type DemoSeedStep } from './demo-steps';

type Log = { info: (message: string) => void; warn: (message: string) => void };

/**
 * `npm run demo`: makes sure the demo accounts exist (email and phone verified, with their known
 * passwords), runs every module's demo step, and prints how to sign in. Idempotent.
 */
export async function seedDemo(
  sql: Sql,
  log: Log,
  steps: readonly DemoSeedStep[] = demoSeedSteps,
): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    let user = await findUserByPhone(sql, demo.phone);
    const [firstName, ...rest] = demo.name.split(' ');
    const lastName = rest.join(' ');
    if (!user) {
      await insertUserWithWallet(sql, {
        email: demo.email,
        phone: demo.phone,
        passwordHash: await hashPassword(demo.password),
        displayName: demo.email.split('@')[0]!,
        firstName,
        lastName,
      });
      user = await findUserByPhone(sql, demo.phone);
    } else if (user.email !== demo.email) {
      log.warn(`Phone ${demo.phone} belongs to ${user.email}, not a demo account; left alone.`);
      continue;
    }
    // Demo accounts send food to each other from the first minute: their made-up phones count
    // as verified, which a real account earns with a texted code (docs/decisions/0027), and
    // they have names, also given to those made before names were asked (docs/decisions/0054-real-names.md).
    await sql`update users set email_verified_at = coalesce(email_verified_at, now()),
                               phone_verified_at = coalesce(phone_verified_at, now()),
                               first_name = coalesce(first_name, ${firstName!}),
                               last_name = coalesce(last_name, ${lastName})
              where id = ${user!.id}`;
    accounts.push({
      id: user!.id,
      email: demo.email,
      phone: demo.phone,
      password: demo.password,
      faza: user!.faza,
      walletId: user!.wallet_id,
    });
  }
  for (const step of steps) await withTransaction(sql, (tx) => step.run(tx, accounts));

  // One line each: the log is JSON, where a multi-line message would show as \n escapes.
  log.info('Demo accounts: sign in at /signin with one of these phone numbers and passwords');
  for (const a of accounts) {
    const demo = DEMO_ACCOUNTS.find((d) => d.email === a.email);
    const label = demo && 'label' in demo ? ` (${demo.label})` : '';
    log.info(
      `Demo account ${a.phone.replace('+234', '0')}${label}, password ${a.password}, FAZA ${formatFaza(a.faza)}`,
    );
  }
  return accounts;
}
