import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_TEXTS } from '@faza/shared';
import {
  createAuthTestApp,
  sessionCookies,
  signedInUser,
  signInAs,
} from '../../../test/auth-helpers';
import { DEFAULT_RULE_ID } from '../../../test/discount-helpers';
import type { TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: { cookie: string; user: { user_id: string } };
beforeAll(async () => {
  ctx = await createAuthTestApp();
  admin = await signInAs(ctx, 'admin');
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, cookies: sessionCookies(ctx.app, cookie), payload });

const auditOf = (subjectId: string) =>
  ctx.sql<{ action: string; actor_id: string; before: unknown; after: unknown }[]>`
    select action, actor_id, before, after from audit_log
     where subject_type = 'discount_rule' and subject_id = ${subjectId} order by created_at`;

const EIGHT_FROM_50 = {
  kind: 'line',
  percentBp: 800,
  minBaseUnits: 50,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
};

describe('the discount table', () => {
  it('is seeded with 5 % off lines of 25 base units or more, open to everyone to read', async () => {
    const res = await call('GET', '/api/discounts');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rules).toEqual([
      {
        id: DEFAULT_RULE_ID,
        kind: 'line',
        percentBp: 500,
        minBaseUnits: 25,
        minOrderKobo: null,
        startsAt: '2024-01-01T00:00:00.000Z',
        endsAt: null,
      },
    ]);
  });

  it('is kept by admins only', async () => {
    const moderator = await signInAs(ctx, 'moderator');
    const customer = await signedInUser(ctx);
    expect((await call('GET', '/api/admin/discounts')).statusCode).toBe(401);
    for (const cookie of [moderator.cookie, customer.cookie]) {
      expect((await call('GET', '/api/admin/discounts', cookie)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/discounts', cookie, EIGHT_FROM_50)).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', `/api/admin/discounts/${DEFAULT_RULE_ID}/end`, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/discounts', admin.cookie)).statusCode).toBe(200);
  });

  it('refuses a rule without its threshold, above 50 %, or ending before it starts', async () => {
    const bad = [
      [{ ...EIGHT_FROM_50, minBaseUnits: null }, 'minBaseUnits', DISCOUNT_TEXTS.lineNeedsUnits],
      [{ ...EIGHT_FROM_50, kind: 'order' }, 'minOrderKobo', DISCOUNT_TEXTS.orderNeedsAmount],
      [{ ...EIGHT_FROM_50, percentBp: 5_001 }, 'percentBp', DISCOUNT_TEXTS.percentRange],
      [{ ...EIGHT_FROM_50, percentBp: 0 }, 'percentBp', DISCOUNT_TEXTS.percentRange],
      [
        { ...EIGHT_FROM_50, endsAt: '2025-12-31T00:00:00Z' },
        'endsAt',
        DISCOUNT_TEXTS.endsBeforeStart,
      ],
    ] as const;
    for (const [body, field, message] of bad) {
      const res = await call('POST', '/api/admin/discounts', admin.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
  });

  it('creates, edits and ends a rule, auditing each step with who and what', async () => {
    const created = await call('POST', '/api/admin/discounts', admin.cookie, EIGHT_FROM_50);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({
      percentBp: 800,
      minBaseUnits: 50,
      minOrderKobo: null,
    });

    // An order rule in its place: the line threshold is dropped, the amount kept.
    const edited = await call('PUT', `/api/admin/discounts/${id}`, admin.cookie, {
      ...EIGHT_FROM_50,
      kind: 'order',
      percentBp: 250,
      minOrderKobo: 20_000_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      kind: 'order',
      percentBp: 250,
      minBaseUnits: null,
      minOrderKobo: 20_000_000,
    });
    expect(
      (await call('GET', '/api/discounts')).json().data.rules.map((r: { id: string }) => r.id),
    ).toContain(id);

    const ended = await call('POST', `/api/admin/discounts/${id}/end`, admin.cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(Date.parse(ended.json().data.endsAt)).toBeLessThanOrEqual(Date.now());
    // Ended: gone from what the shop reads, still listed for staff, and cannot end twice.
    expect(
      (await call('GET', '/api/discounts')).json().data.rules.map((r: { id: string }) => r.id),
    ).not.toContain(id);
    const list = (await call('GET', '/api/admin/discounts', admin.cookie)).json().data.rules;
    expect(list.map((r: { id: string }) => r.id)).toContain(id);
    const again = await call('POST', `/api/admin/discounts/${id}/end`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DISCOUNT_TEXTS.alreadyEnded);

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual([
      'discount.create',
      'discount.update',
      'discount.end',
    ]);
    expect(audit.every((a) => a.actor_id === admin.user.user_id)).toBe(true);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ kind: 'line', percentBp: 800 }),
      after: expect.objectContaining({ kind: 'order', percentBp: 250 }),
    });
  });

  it('ends a scheduled rule before it ever applies', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call('POST', '/api/admin/discounts', admin.cookie, {
      ...EIGHT_FROM_50,
      startsAt: future,
    });
    const id = created.json().data.id as string;
    const ended = await call('POST', `/api/admin/discounts/${id}/end`, admin.cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    const rule = ended.json().data;
    expect(Date.parse(rule.startsAt)).toBeLessThan(Date.parse(rule.endsAt));
    expect(Date.parse(rule.endsAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answers 404 for a rule that does not exist', async () => {
    const res = await call(
      'PUT',
      '/api/admin/discounts/6b1f3f3e-0000-4000-8000-000000000000',
      admin.cookie,
      EIGHT_FROM_50,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(DISCOUNT_TEXTS.notFound);
  });
});
