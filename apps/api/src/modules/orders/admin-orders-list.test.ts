import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { orderAction, placeOrder } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';

describe('staff find orders', () => {
  let ctx: TestContext;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let moderator: string;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
    customer = await signedInUser(ctx, { email: 'emeka.orders@example.com' });
    other = await signedInUser(ctx);
    moderator = (await signInAs(ctx, 'moderator')).cookie;
  });
  afterAll(() => ctx.close());

  const list = (query: string, cookie = moderator) =>
    ctx.app.inject({
      url: `/api/admin/orders${query}`,
      cookies: sessionCookies(ctx.app, cookie),
    });
  const ids = (res: Awaited<ReturnType<typeof list>>) =>
    res.json().data.orders.map((o: { id: string }) => o.id);

  it('lists open bank transfers with "I have paid" first, then oldest first', async () => {
    const first = await placeOrder(ctx, customer.cookie);
    const second = await placeOrder(ctx, other.cookie);
    const paid = await placeOrder(ctx, other.cookie);
    await orderAction(ctx, other.cookie, paid, 'payment-submitted', { note: 'Sent from GTB' });
    const cancelled = await placeOrder(ctx, customer.cookie);
    await orderAction(ctx, customer.cookie, cancelled, 'cancel');

    const res = await list('?status=open&method=bank_transfer');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([paid, first, second]);
    expect(res.json().data.orders[0]).toMatchObject({
      status: 'payment_submitted',
      customerNote: 'Sent from GTB',
      customer: { id: other.user.user_id, faza: other.user.faza },
    });
    expect(ids(await list('?status=cancelled'))).toEqual([cancelled]);
  });

  it('names each customer in full, and one who never gave a name by their display name', async () => {
    await ctx.sql`update users set first_name = 'Emeka', last_name = 'Obi'
                  where id = ${customer.user.user_id}`;
    const named = await placeOrder(ctx, customer.cookie);
    const unnamed = await placeOrder(ctx, other.cookie);
    const orders = (await list('')).json().data.orders as {
      id: string;
      customer: { name: string };
    }[];
    expect(orders.find((o) => o.id === named)!.customer.name).toBe('Emeka Obi');
    const [row] = await ctx.sql<{ display_name: string }[]>`
      select display_name from users where id = ${other.user.user_id}`;
    expect(orders.find((o) => o.id === unnamed)!.customer.name).toBe(row!.display_name);
  });

  it('finds orders by invoice number, phone and email', async () => {
    const id = await placeOrder(ctx, customer.cookie);
    const invoice = (await list('')).json().data.orders.find((o: { id: string }) => o.id === id)
      .invoiceId as string;
    expect(ids(await list(`?q=${invoice}`))).toEqual([id]);
    expect(ids(await list(`?q=${customer.account.phone}`))).toContain(id);
    expect(ids(await list('?q=emeka.orders'))).toContain(id);
    expect(ids(await list('?q=emeka.orders'))).not.toContain(
      (await list(`?q=${other.account.phone}`)).json().data.orders[0].id,
    );
    expect(ids(await list('?q=%25'))).toEqual([]);
  });

  it('refuses customers and bad filters', async () => {
    expect((await list('', customer.cookie)).statusCode).toBe(403);
    expect((await list('?status=lost')).statusCode).toBe(400);
  });
});
