import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, sessionCookies, signInAs } from '../../../test/auth-helpers';
import { limitsOf, member, PNG, uploadAddress } from '../../../test/kyc-helpers';
import type { TestContext } from '../../../test/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('Tier 3: a proof of address, decided by another staff member (docs/decisions/0063)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp({ KYC_DOCUMENT_MAX_BYTES: '20000' });
  });
  afterAll(() => ctx.close());

  const decide = (cookie: string, id: string, action: 'approve' | 'reject', reason?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/address-reviews/${id}/${action}`,
      cookies: sessionCookies(ctx.app, cookie),
      headers: { 'idempotency-key': randomUUID() },
      ...(reason === undefined ? {} : { payload: { reason } }),
    });
  const reviewOf = async (userId: string) =>
    (
      await ctx.sql<{ id: string }[]>`
      select id from address_reviews where user_id = ${userId} order by created_at desc limit 1`
    )[0]!.id;

  it('needs Tier 2 first, takes a photo or PDF within the size limit, one at a time', async () => {
    const ada = await member(ctx);
    expect((await uploadAddress(ctx, ada.cookie)).json().code).toBe('ADDRESS_NEEDS_TIER_2');
    await ctx.sql`update users set kyc_tier = 2 where id = ${ada.user.user_id}`;
    const wrongType = await uploadAddress(ctx, ada.cookie, Buffer.from('hello'), 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    const disguised = await uploadAddress(ctx, ada.cookie, Buffer.from('not a png at all'));
    expect(disguised.json().code).toBe('DOCUMENT_TYPE');
    const large = await uploadAddress(
      ctx,
      ada.cookie,
      Buffer.concat([PDF, Buffer.alloc(20_001)]),
      'application/pdf',
    );
    expect(large.statusCode).toBe(413);
    const ok = await uploadAddress(ctx, ada.cookie, PDF, 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.address).toEqual({ state: 'pending', reason: null });
    expect((await uploadAddress(ctx, ada.cookie)).json().code).toBe('ADDRESS_REVIEW_PENDING');
  });

  it('staff approve it (never the customer, never whoever sent it): Tier 3, no balance cap, audited', async () => {
    const ada = await member(ctx, undefined, 2);
    const staff = await signInAs(ctx, 'moderator');
    const other = await signInAs(ctx, 'admin');
    await ctx.sql`update users set kyc_tier = 2, phone_verified_at = now() where id = ${staff.user.user_id}`;
    expect((await uploadAddress(ctx, ada.cookie)).statusCode).toBe(200);
    const id = await reviewOf(ada.user.user_id);
    // The customer has no console; a staff member's own proof is not theirs to decide.
    expect((await decide(ada.cookie, id, 'approve')).statusCode).toBe(403);
    expect((await uploadAddress(ctx, staff.cookie)).statusCode).toBe(200);
    const own = await decide(staff.cookie, await reviewOf(staff.user.user_id), 'approve');
    expect(own.json()).toMatchObject({ code: 'ADDRESS_REVIEW_OWN' });

    const list = await ctx.app.inject({
      url: '/api/admin/address-reviews',
      cookies: sessionCookies(ctx.app, staff.cookie),
    });
    expect(list.json().data.reviews.map((r: { id: string }) => r.id)).toContain(id);
    const doc = await ctx.app.inject({
      url: `/api/admin/address-reviews/${id}/document`,
      cookies: sessionCookies(ctx.app, staff.cookie),
    });
    expect(doc.headers['content-type']).toBe('image/png');
    expect(doc.rawPayload.equals(PNG)).toBe(true);

    const approved = await decide(staff.cookie, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.review).toMatchObject({
      state: 'approved',
      decidedBy: staff.user.user_id,
      tier: 3,
    });
    expect(await limitsOf(ctx, ada.cookie)).toMatchObject({
      tier: 3,
      maxBalanceKobo: null,
      address: { state: 'approved' },
    });
    expect((await decide(other.cookie, id, 'reject', 'Too late')).json().code).toBe(
      'ADDRESS_REVIEW_DECIDED',
    );
    const [audit] = await ctx.sql`
      select actor_id, action from audit_log where subject_id = ${id} and action like 'address_review.%'`;
    expect(audit).toEqual({ actor_id: staff.user.user_id, action: 'address_review.approve' });
  });

  it('a proof staff sent for a customer is decided by someone else; a rejection carries its reason', async () => {
    const ada = await member(ctx, undefined, 2);
    const sender = await signInAs(ctx, 'moderator');
    const checker = await signInAs(ctx, 'moderator');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ada.user.faza}/address-document`,
      cookies: sessionCookies(ctx.app, sender.cookie),
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = await reviewOf(ada.user.user_id);
    expect((await decide(sender.cookie, id, 'approve')).json().code).toBe('ADDRESS_REVIEW_OWN');
    expect((await decide(checker.cookie, id, 'reject', 'x')).statusCode).toBe(400);
    const rejected = await decide(checker.cookie, id, 'reject', 'The bill is older than 3 months');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await limitsOf(ctx, ada.cookie)).toMatchObject({
      tier: 2,
      address: { state: 'rejected', reason: 'The bill is older than 3 months' },
    });
    // The database holds the four eyes too.
    await expect(
      ctx.sql`update address_reviews set decided_by = ${sender.user.user_id} where id = ${id}`,
    ).rejects.toThrow(/address_reviews_four_eyes/);
  });
});
