import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
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
 * Creates an account through the real API and signs the browser context in (the session cookie
 * lands in the context's cookie jar), for journeys that are not about signing up. Its phone is
 * verified the way a customer does it (the code texted to the SMS outbox), since sending and
 * receiving need that; `{ verifyPhone: false }` leaves it as sign-up does. It is given a name
 * (an account without one is asked for it before a send); `{ named: false }` gives none.
 */
export async function signUpAndSignIn(
  context: BrowserContext,
  account: TestAccount = newAccount(),
  { verifyPhone = true, named = true }: { verifyPhone?: boolean; named?: boolean } = {},
): Promise<TestAccount> {
  const base = testServer().baseUrl;
  const signup = await context.request.post(`${base}/api/auth/signup`, {
    data: {
      email: account.email,
      'phone-number': account.phone,
      password: account.password,
      ...(named
        ? { 'first-name': account.firstName ?? 'Ada', 'last-name': account.lastName ?? 'Obi' }
        : {}),
    },
  });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const signin = await context.request.post(`${base}/api/auth/signin`, {
    data: { 'phone-number': account.phone, password: account.password },
  });
  if (!signin.ok()) throw new Error(`signin failed: ${signin.status()} ${await signin.text()}`);
  if (verifyPhone) await verifyPhoneThroughApi(context, account.phone);
  return account;
}

/** Asks for the signed-in context's phone code, reads it from the SMS outbox and enters it. */
export async function verifyPhoneThroughApi(context: BrowserContext, phone: string) {
  const base = testServer().baseUrl;
  const sent = await context.request.post(`${base}/api/auth/phone-code`);
  if (!sent.ok()) throw new Error(`phone code not sent: ${sent.status()} ${await sent.text()}`);
  const code = latestPhoneCodeFor(phone);
  if (!code) throw new Error(`no code texted to ${phone}`);
  const verified = await context.request.post(`${base}/api/auth/verify-phone`, { data: { code } });
  if (!verified.ok())
    throw new Error(`phone not verified: ${verified.status()} ${await verified.text()}`);
}

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
