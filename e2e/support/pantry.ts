import { randomInt } from 'node:crypto';
import postgres from 'postgres';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { testServer } from './test-server';
import { newAccount, signUpAndSignIn, type TestAccount } from './accounts';
import { setRole } from './database';

/**
 * An account whose display name is two words ('adaeze.okafor'), so its masked name reads like a
 * bank's name enquiry ('Ad*** Ok***'); the unique part lives in the email's domain.
 */
export function namedAccount(name: string): TestAccount {
  const id = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  // Staff screens show the full name (docs/decisions/0054): a first name from `name` and a
  // surname of letters only, unique to this account, so a test can find its own row.
  const first = name.split('.')[0]!.replace(/[^a-z]/gi, '');
  const surname = [...id].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join('');
  return {
    ...newAccount(),
    email: `${name}@p${id}.example.com`,
    firstName: first.charAt(0).toUpperCase() + first.slice(1),
    lastName: surname.charAt(0).toUpperCase() + surname.slice(1),
  };
}

/** The name staff see for an account made by `namedAccount`. */
export const fullNameOf = (account: TestAccount): string =>
  `${account.firstName} ${account.lastName}`;

/** Signs the context in and answers the user as `GET /api/auth/me` does (FAZA number…). */
export async function signedIn(context: BrowserContext, account: TestAccount) {
  await signUpAndSignIn(context, account);
  const me = await context.request.get(`${testServer().baseUrl}/api/auth/me`);
  return (await me.json()).data as { faza: string; name: string; user_id: string };
}

/** A signed-in admin's request context, to put food into pantries through the staff route. */
export async function staffRequest(context: BrowserContext): Promise<APIRequestContext> {
  const account = newAccount();
  await signUpAndSignIn(context, account);
  await setRole(account.email, 'admin');
  return context.request;
}

/** `POST /api/pantry/add` as staff: catalogue food into the pantry of `faza`. */
export async function giveFood(
  staff: APIRequestContext,
  faza: string,
  food: { name: string; type: string; quantity: number },
): Promise<string> {
  const res = await staff.post(`${testServer().baseUrl}/api/pantry/add`, {
    data: {
      name: food.name,
      'quantity-type': food.type,
      quantity: food.quantity,
      faza,
      reason: 'Test food for the browser tests',
    },
  });
  if (res.status() !== 201)
    throw new Error(`pantry add failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.item.id as string;
}

/** Moves a lot's expiry into the past, as time would (no screen can do this). */
export async function expireLot(lotId: string): Promise<void> {
  const sql = postgres(testServer().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update pantry_lots set expires_at = now() - interval '1 day' where id = ${lotId}`;
  } finally {
    await sql.end();
  }
}

/** A pantry card by the food's name. */
export const pantryCard = (page: Page, name: string) => page.getByRole('article', { name });
