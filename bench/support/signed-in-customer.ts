import { randomUUID } from 'node:crypto';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded';
import { createSql } from '../../apps/api/src/db/sql';
import { DEMO_ACCOUNTS, seedDemo } from '../../apps/api/src/modules/demo';

/**
 * A customer as the signed-in pages see one every week: the demo seed's pantry (food added at
 * different times, some of it expiring) and funded wallet, then a few orders and wallet sends
 * through the API, so /pantry, /wallet and /orders draw full lists. Answers its session cookie.
 */
export async function signedInCustomer(base: string, dataDir: string): Promise<string> {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`the server started no embedded PostgreSQL for ${dataDir}`);
  const sql = createSql(url, { max: 1 });
  try {
    await seedDemo(sql, { info: () => {}, warn: (m) => console.warn(m) });
  } finally {
    await sql.end();
  }
  const [me, other] = DEMO_ACCOUNTS;
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 'phone-number': me.phone, password: me.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('faza_session='))
    ?.split(';')[0];
  if (signIn.status !== 200 || !cookie) throw new Error(`sign-in failed: ${await signIn.text()}`);
  const otherFaza = await fazaOf(base, other.phone, other.password);
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  };
  const shop = (await (await fetch(`${base}/api/shop`)).json()) as {
    data: { items: { name: string; 'food-quantity-type': string[] }[] };
  };
  const items = shop.data.items;
  for (let i = 0; i < 4; i++) {
    const picks = items.slice(i * 2, i * 2 + 3).map((item, n) => ({
      name: item.name,
      'quantity-type': item['food-quantity-type'][0]!,
      quantity: n + 1,
    }));
    await post('/shop/buy', { items: picks, bundles: [], 'payment-method': 'bank_transfer' });
  }
  for (let i = 0; i < 6; i++)
    await post('/wallet/send', { faza: otherFaza, amount: 500 + 250 * i, note: `Market ${i + 1}` });
  return cookie;
}

async function fazaOf(base: string, phone: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 'phone-number': phone, password }),
  });
  const body = (await res.json()) as { data?: { faza?: string } };
  if (!body.data?.faza) throw new Error(`sign-in of ${phone} failed`);
  return body.data.faza;
}
