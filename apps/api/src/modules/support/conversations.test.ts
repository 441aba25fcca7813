import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@faza/shared';
import { createAuthTestApp, signedInUser, signInAs } from '../../../test/auth-helpers';
import { allNotifications, inbox } from '../../../test/notification-helpers';
import { placeOrder } from '../../../test/order-helpers';
import {
  conversationOf,
  staffReply,
  startConversation,
  supportCall,
} from '../../../test/support-helpers';
import type { TestContext } from '../../../test/test-app';

describe('support conversations: the customer side', () => {
  let ctx: TestContext;
  let ada: Awaited<ReturnType<typeof signedInUser>>;
  let bola: Awaited<ReturnType<typeof signedInUser>>;
  let moderator: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    ctx = await createAuthTestApp({
      SUPPORT_CONVERSATIONS_PER_HOUR: '3',
      SUPPORT_MESSAGES_PER_HOUR: '10',
    });
    ada = await signedInUser(ctx);
    bola = await signedInUser(ctx);
    moderator = await signInAs(ctx, 'moderator');
  });
  afterAll(() => ctx.close());

  it('starts a conversation about one of my orders, lists it and reads it back', async () => {
    const orderId = await placeOrder(ctx, ada.cookie);
    const res = await startConversation(ctx, ada.cookie, {
      topic: 'order',
      message: '  My rice has not reached my pantry.  ',
      'order-id': orderId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      kind: 'support',
      topic: 'order',
      status: 'open',
      waiting_for_us: true,
      last_reply_at: null,
      attachment: { type: 'order', id: orderId, status: 'awaiting_payment' },
      messages: [{ from: 'customer', body: 'My rice has not reached my pantry.' }],
    });
    expect(created.attachment.label).toMatch(/^Invoice INV-/);
    const list = await supportCall(ctx, ada.cookie, 'GET', '/api/support/conversations');
    expect(list.json().data.conversations.map((c: { id: string }) => c.id)).toContain(created.id);
    const attachable = await supportCall(ctx, ada.cookie, 'GET', '/api/support/attachable');
    expect(attachable.json().data.attachments).toContainEqual(
      expect.objectContaining({ type: 'order', id: orderId }),
    );
  });

  it('refuses to attach someone else’s order, as if it did not exist', async () => {
    const bolasOrder = await placeOrder(ctx, bola.cookie);
    const res = await startConversation(ctx, ada.cookie, {
      topic: 'order',
      message: 'About this order',
      'order-id': bolasOrder,
    });
    expect([res.statusCode, res.json().code]).toEqual([404, 'ATTACHMENT_NOT_FOUND']);
    const two = await startConversation(ctx, ada.cookie, {
      topic: 'order',
      message: 'Two things',
      'order-id': bolasOrder,
      'delivery-id': bolasOrder,
    });
    expect([two.statusCode, two.json().error]).toEqual([400, SUPPORT_MESSAGES.oneAttachment]);
  });

  it('answers 404 to another customer on every conversation and message route', async () => {
    const id = await conversationOf(ctx, ada.cookie, { topic: 'wallet', message: 'Top-up?' });
    const routes = [
      supportCall(ctx, bola.cookie, 'GET', `/api/support/conversations/${id}`),
      supportCall(ctx, bola.cookie, 'POST', `/api/support/conversations/${id}/messages`, {
        body: 'Let me in',
      }),
      supportCall(ctx, bola.cookie, 'POST', `/api/support/conversations/${id}/close`),
    ];
    for (const res of await Promise.all(routes))
      expect([res.statusCode, res.json().code]).toEqual([404, 'CONVERSATION_NOT_FOUND']);
    const list = await supportCall(ctx, bola.cookie, 'GET', '/api/support/conversations');
    expect(list.json().data.conversations.map((c: { id: string }) => c.id)).not.toContain(id);
    // Nothing changed: still open with the one message.
    const mine = await supportCall(ctx, ada.cookie, 'GET', `/api/support/conversations/${id}`);
    expect(mine.json().data).toMatchObject({ status: 'open', messages: [{ body: 'Top-up?' }] });
    // Customers never reach the staff routes.
    for (const res of await Promise.all([
      supportCall(ctx, bola.cookie, 'GET', `/api/admin/support/${id}`),
      supportCall(ctx, bola.cookie, 'POST', `/api/admin/support/${id}/messages`, { body: 'x' }),
      supportCall(ctx, bola.cookie, 'GET', '/api/admin/support'),
    ]))
      expect(res.statusCode).toBe(403);
    // Signed out: 401.
    const out = await supportCall(ctx, undefined, 'GET', `/api/support/conversations/${id}`);
    expect(out.statusCode).toBe(401);
  });

  it('a staff reply reaches the customer with a notification; then the customer closes it', async () => {
    const ada = await signedInUser(ctx);
    const id = await conversationOf(ctx, ada.cookie, { topic: 'delivery', message: 'Rider?' });
    const reply = await staffReply(ctx, moderator.cookie, id, 'Your rider is 10 minutes away.');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ assignee_id: moderator.user.user_id });

    const seen = await supportCall(ctx, ada.cookie, 'GET', `/api/support/conversations/${id}`);
    expect(seen.json().data).toMatchObject({ waiting_for_us: false });
    expect(seen.json().data.last_reply_at).not.toBeNull();
    expect(seen.json().data.messages.map((m: { from: string }) => m.from)).toEqual([
      'customer',
      'staff',
    ]);
    const notes = await inbox(ctx, ada.cookie);
    expect(notes.json().data.items[0]).toMatchObject({
      title: 'Faza support replied',
      body: `${moderator.user.name}: Your rider is 10 minutes away.`,
      deep_link: `/help/${id}`,
    });

    // The customer answers: the assignee hears of it.
    const more = await supportCall(
      ctx,
      ada.cookie,
      'POST',
      `/api/support/conversations/${id}/messages`,
      {
        body: 'Thank you!',
      },
    );
    expect(more.json().data.waiting_for_us).toBe(true);
    const told = (await allNotifications(ctx)).filter(
      (n) => n.recipient_id === moderator.user.user_id && n.kind === 'staff.support_message',
    );
    expect(told.map((n) => n.body)).toContain(`${ada.user.name}: Thank you!`);

    const closed = await supportCall(
      ctx,
      ada.cookie,
      'POST',
      `/api/support/conversations/${id}/close`,
    );
    expect(closed.json().data).toMatchObject({ status: 'closed', waiting_for_us: false });
    const after = await supportCall(
      ctx,
      ada.cookie,
      'POST',
      `/api/support/conversations/${id}/messages`,
      {
        body: 'One more thing',
      },
    );
    expect([after.statusCode, after.json().error]).toEqual([409, SUPPORT_MESSAGES.closed]);
    const staffAfter = await staffReply(ctx, moderator.cookie, id, 'Anything else?');
    expect(staffAfter.statusCode).toBe(409);
  });

  it('limits how many conversations and messages a customer writes an hour', async () => {
    const c = await signedInUser(ctx);
    const started = [];
    for (let i = 0; i < 4; i++) started.push(await startConversation(ctx, c.cookie));
    expect(started.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
    expect(started[3]!.json().error).toMatch(/started a lot of conversations/);
    const id = started[0]!.json().data.id as string;
    // Three first messages are spent of ten: seven more fit, the eighth is refused.
    const sent = [];
    for (let i = 0; i < 8; i++)
      sent.push(
        (
          await supportCall(ctx, c.cookie, 'POST', `/api/support/conversations/${id}/messages`, {
            body: `Message ${i}`,
          })
        ).statusCode,
      );
    expect(sent).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
    const [row] = await ctx.sql<{ n: number }[]>`
      select count(*)::int as n from support_messages where conversation_id = ${id}`;
    expect(row!.n).toBe(8);
  });

  it('refuses an empty or over-long message', async () => {
    const empty = await startConversation(ctx, ada.cookie, { topic: 'other', message: '   ' });
    expect([empty.statusCode, empty.json().error]).toEqual([400, SUPPORT_MESSAGES.messageRequired]);
    const long = await startConversation(ctx, ada.cookie, {
      topic: 'other',
      message: 'x'.repeat(2001),
    });
    expect([long.statusCode, long.json().error]).toEqual([400, SUPPORT_MESSAGES.messageTooLong]);
  });
});
