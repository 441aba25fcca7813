import { randomInt } from 'node:crypto';
import { request, type APIRequestContext } from 'playwright-core';
import { newAccount, seedSession, type TestAccount } from './accounts';
import { setRole } from './database';
import { testServer } from './test-server';

/**
 * Each client is a different customer's phone: the e2e server trusts X-Forwarded-For from
 * loopback (TRUST_PROXY, as behind a load balancer), so per-address limits such as sign-ups per
 * hour count each client on its own, and the suite can create more accounts than one address may.
 */
export function clientAddressHeader(): Record<string, string> {
  return { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}` };
}

const open = new Set<APIRequestContext>();

/**
 * An HTTP client of the test server that is not a browser (Playwright's APIRequestContext): for
 * the people of a journey who only call the API (staff putting food in a pantry, a friend whose
 * FAZA number is needed). A browser context costs chromium about a second of CPU to open; this
 * costs it nothing (docs/decisions/0070).
 */
export async function newApiClient(
  cookies: Awaited<ReturnType<typeof seedSession>>[] = [],
): Promise<APIRequestContext> {
  const { baseUrl } = testServer();
  const { hostname } = new URL(baseUrl);
  const client = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: clientAddressHeader(),
    storageState: {
      cookies: cookies.map((c) => ({
        name: c.name,
        value: c.value,
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: c.httpOnly,
        secure: false,
        sameSite: c.sameSite,
      })),
      origins: [],
    },
  });
  open.add(client);
  return client;
}

export type SignedInClient = {
  request: APIRequestContext;
  account: TestAccount;
  /** As `GET /api/auth/me` answers. */
  me: { faza: string; name: string; user_id: string };
};

/** An API client signed in as a new account (`signUpAndSignIn`'s rows and options). */
export async function signedInClient(
  account: TestAccount = newAccount(),
  options: { verifyPhone?: boolean; named?: boolean } = {},
): Promise<SignedInClient> {
  const client = await newApiClient([await seedSession(account, options)]);
  const res = await client.get('/api/auth/me');
  if (!res.ok()) throw new Error(`/api/auth/me answered ${res.status()}`);
  const me = (await res.json()).data as SignedInClient['me'];
  return { request: client, account, me };
}

/** An API client signed in as a new member of staff (admin unless said). */
export async function staffClient(
  role: 'admin' | 'moderator' = 'admin',
): Promise<APIRequestContext> {
  const { request: client, account } = await signedInClient();
  await setRole(account.email, role);
  return client;
}

/** Ends the clients opened so far (a file's end, with its browser contexts). */
export async function disposeApiClients(): Promise<void> {
  const clients = [...open];
  open.clear();
  await Promise.all(clients.map((client) => client.dispose()));
}
