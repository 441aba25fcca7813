import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, orderDetailSchema, ordersListSchema } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { getOrder, orderAction, placeOrder } from '../../../test/order-helpers';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
let alice: string;
let bob: string;
beforeAll(async () => {
  ctx = await createAuthTestApp();
  alice = (await signedInUser(ctx)).cookie;
  bob = (await signedInUser(ctx)).cookie;
});
afterAll(() => ctx.close());

const listOrders = async (cookie: string) => {
  const res = await ctx.app.inject({
    url: '/api/orders',
    cookies: sessionCookies(ctx.app, cookie),
  });
  expect(res.statusCode).toBe(200);
  return ordersListSchema.parse(res.json().data).orders;
};

describe('customer orders', () => {
  it('lists my orders newest first, and nobody else’s', async () => {
    const first = await placeOrder(ctx, alice);
    const second = await placeOrder(ctx, alice);
    const bobs = await placeOrder(ctx, bob);
    const mine = (await listOrders(alice)).map((o) => o.id);
    expect(mine.slice(0, 2)).toEqual([second, first]);
    expect(mine).not.toContain(bobs);
    expect((await listOrders(bob)).map((o) => o.id)).toEqual([bobs]);
  });

  it('shows an order with its invoice details to its owner and to staff, and 404 to others', async () => {
    const id = await placeOrder(ctx, alice);
    const own = await getOrder(ctx, alice, id);
    expect(own.statusCode).toBe(200);
    const detail = orderDetailSchema.parse(own.json().data);
    expect(detail.bankDetails.accountNumber).toMatch(/^\d{10}$/);
    expect(detail.whatsappNumbers).toHaveLength(2);

    const other = await getOrder(ctx, bob, id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', error: ORDER_MESSAGES.notFound });
    // The same answer as for an order that does not exist at all.
    const missing = await getOrder(ctx, bob, '00000000-0000-4000-8000-000000000000');
    expect(missing.json()).toEqual(other.json());

    for (const role of ['moderator', 'admin'] as const) {
      const staff = await signInAs(ctx, role);
      const res = await getOrder(ctx, staff.cookie, id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.customerInfo).toEqual(detail.customerInfo);
    }
    expect((await getOrder(ctx, undefined, id)).statusCode).toBe(401);
    expect((await getOrder(ctx, alice, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('records "I have paid" with a note, once', async () => {
    const id = await placeOrder(ctx, alice);
    const res = await orderAction(ctx, alice, id, 'payment-submitted', {
      note: 'Paid from GTBank, Ada Obi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'payment_submitted',
      customerNote: 'Paid from GTBank, Ada Obi',
      expiresAt: null,
    });
    expect(res.json().data.paymentSubmittedAt).not.toBeNull();
    const again = await orderAction(ctx, alice, id, 'payment-submitted');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_AWAITING_PAYMENT' });
    // Once the customer says they paid, only staff may cancel it.
    const cancel = await orderAction(ctx, alice, id, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
  });

  it('lets the customer cancel before paying, and only then', async () => {
    const id = await placeOrder(ctx, alice);
    const res = await orderAction(ctx, alice, id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    expect(res.json().data.cancelledAt).not.toBeNull();
    expect((await orderAction(ctx, alice, id, 'cancel')).statusCode).toBe(409);
    expect((await orderAction(ctx, alice, id, 'payment-submitted')).statusCode).toBe(409);
  });

  it('never lets a user cancel or report payment for another user’s order', async () => {
    const id = await placeOrder(ctx, alice);
    for (const action of ['cancel', 'payment-submitted'] as const) {
      const res = await orderAction(ctx, bob, id, action);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    // Not even staff, through the customer routes: they reject through the staff route instead.
    const admin = await signInAs(ctx, 'admin');
    expect((await orderAction(ctx, admin.cookie, id, 'cancel')).statusCode).toBe(404);
    const [row] = await ctx.sql<{ status: string }[]>`select status from orders where id = ${id}`;
    expect(row!.status).toBe('awaiting_payment');
  });

  it('refuses a note longer than 500 characters and changes nothing', async () => {
    const id = await placeOrder(ctx, alice);
    const res = await orderAction(ctx, alice, id, 'payment-submitted', { note: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    const [row] = await ctx.sql<{ status: string }[]>`select status from orders where id = ${id}`;
    expect(row!.status).toBe('awaiting_payment');
  });

  it("tells the app once about each order staff confirmed ('Order Confirmed!')", async () => {
    const claim = (cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/confirmations/claim',
        cookies: sessionCookies(ctx.app, cookie),
      });
    const id = await placeOrder(ctx, alice);
    const unpaid = await placeOrder(ctx, alice);
    const admin = await signInAs(ctx, 'admin');
    // Confirmed by staff (the confirmation route itself is tested with the pantry and ledger).
    await ctx.sql`update orders set status = 'paid', paid_at = now(), confirmed_by = ${admin.user.user_id}
                  where id = ${id}`;
    expect((await claim(bob)).json().data.orders).toEqual([]);
    const first = await claim(alice);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.orders).toEqual([{ id, invoiceId: expect.stringMatching(/^INV-/) }]);
    expect((await claim(alice)).json().data.orders).toEqual([]);
    expect(unpaid).not.toBe(id);
  });
});
