import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { loadConfig } from '../../apps/api/src/config';
import { createSql } from '../../apps/api/src/db/sql';
// The files themselves, not the module's index: that loads every auth route (0.7 s a test file).
import { hashPassword } from '../../apps/api/src/modules/auth/passwords';
import { seedSignedInAccount } from '../../apps/api/src/modules/auth/seeded-session';
import {
  sessionCookieName,
  sessionLifetimes,
} from '../../apps/api/src/modules/auth/session-plugin';
import { testServer } from './test-server';

export type TestAccount = {
  email: string;
  phone: string;
  password: string;
  /** The name as on the bank account; without one, sign-up gives 'Ada Obi'. */
  firstName?: string;
  lastName?: string;
};

/** A fresh, valid, unique account: random Nigerian mobile number and email. */
export function newAccount(): TestAccount {
  const id = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  const phone = `080${String(randomInt(1e8)).padStart(8, '0')}`;
  return { email: `e2e.${id}@example.com`, phone, password: 'Jollof&Rice2026' };
}

/**
 * Creates an account and signs the browser context in, for journeys that are not about signing
 * up: the rows a sign-up, sign-in and phone verification leave go straight into the server's
 * database through the auth module's own repository functions, and the session cookie into the
 * context's cookie jar (docs/decisions/0050). The real sign-ups are the journeys of
 * accounts.test.ts, invite-sign-up.test.ts and gifts.test.ts (whose new member's phone has gifts
 * waiting: sign-up's hook, which these accounts' fresh random phones never need).
 * `{ verifyPhone: false }` leaves the phone as sign-up does. It is given a name (an account
 * without one is asked for it before a send, docs/decisions/0054); `{ named: false }` gives none.
 */
export async function signUpAndSignIn(
  context: BrowserContext,
  account: TestAccount = newAccount(),
  options: { verifyPhone?: boolean; named?: boolean } = {},
): Promise<TestAccount> {
  await context.addCookies([await seedSession(account, options)]);
  return account;
}

/**
 * The rows of `signUpAndSignIn` for `account`, and the session cookie that signs a client in as
 * it (for a browser context's jar, or an API client's, e2e/support/api-client.ts).
 */
export async function seedSession(
  account: TestAccount,
  { verifyPhone = true, named = true }: { verifyPhone?: boolean; named?: boolean } = {},
) {
  const server = testServer();
  const sql = createSql(server.databaseUrl, { max: 1 });
  try {
    const seeded = await seedSignedInAccount(
      sql,
      {
        ...account,
        passwordHash: await passwordHash(account.password),
        ...(named
          ? { firstName: account.firstName ?? 'Ada', lastName: account.lastName ?? 'Obi' }
          : { firstName: undefined, lastName: undefined }),
      },
      { verifyPhone, lifetimes: SESSION_LIFETIMES },
    );
    return {
      name: sessionCookieName({ COOKIE_SECURE: false }),
      value: seeded.sessionToken,
      url: server.baseUrl,
      httpOnly: true,
      sameSite: 'Lax' as const,
    };
  } finally {
    await sql.end();
  }
}

// The test server runs on the defaults (e2e/global-setup.ts sets no session lifetimes).
const SESSION_LIFETIMES = sessionLifetimes(loadConfig({}));

/** argon2 is slow on purpose: one hash per password and test process, as sign-up would store. */
const hashes = new Map<string, Promise<string>>();
const passwordHash = (password: string): Promise<string> => {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
};

/**
 * The code of the newest text to `phone` (`080…`) in the server's outbox: its files are named
 * `…-sms-<the number's digits, 234…>.txt`.
 */
export function latestPhoneCodeFor(phone: string): string | null {
  const digits = `234${phone.replace(/\D/g, '').slice(-10)}`;
  const dir = path.join(testServer().dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(`-sms-${digits}.txt`));
  } catch {
    return null;
  }
  const newest = files.sort().at(-1);
  if (!newest) return null;
  return /\b(\d{6})\b/.exec(readFileSync(path.join(dir, newest), 'utf8'))?.[1] ?? null;
}

/** The newest message in the server's outbox (DATA_DIR/outbox) addressed to `email`. */
export function latestEmailTo(email: string): { subject: string; body: string } | null {
  const dir = path.join(testServer().dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const [head = '', ...rest] = text.split(/\r?\n\r?\n/);
    const to = /^To:\s*(.+)$/im.exec(head)?.[1]?.trim();
    if (to?.toLowerCase() === email.toLowerCase()) {
      return {
        subject: /^Subject:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '',
        body: rest.join('\n\n'),
      };
    }
  }
  return null;
}
