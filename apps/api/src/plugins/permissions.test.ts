import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission, ROLES, type Role } from '@faza/shared';
import { createAuthTestApp, sessionCookies, signInAs } from '../../test/auth-helpers';
import type { TestContext } from '../../test/test-app';

/**
 * Walks every route that declares a permission with every role: signed out → 401, a role without
 * the permission → 403, a role with it → past the guard (whatever the handler then answers).
 */
describe('permission guard', () => {
  let ctx: TestContext;
  const cookies = {} as Record<Role, string>;
  beforeAll(async () => {
    ctx = await createAuthTestApp({}, (app) => {
      // A staff-only route of the test's own, so the walk is never empty.
      app.post('/api/test/staff-only', { config: { permission: 'catalogue:edit' } }, async () => ({
        status: 'success',
        data: null,
      }));
    });
    for (const role of ROLES) cookies[role] = (await signInAs(ctx, role)).cookie;
  });
  afterAll(() => ctx.close());

  const guarded = () => ctx.app.apiRoutes.filter((r) => r.permission);
  const call = (method: string, url: string, cookie?: string) =>
    ctx.app.inject({
      method: method as 'GET',
      url: url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
      cookies: sessionCookies(ctx.app, cookie),
      headers: { 'idempotency-key': `walk-${Math.random()}` },
      payload: method === 'GET' ? undefined : {},
    });

  it('guards every staff route under /api/admin', () => {
    const unguarded = ctx.app.apiRoutes.filter(
      (r) => r.url.startsWith('/api/admin') && !r.permission,
    );
    expect(unguarded).toEqual([]);
    expect(guarded().length).toBeGreaterThan(0);
  });

  it('answers 401 signed out and 403 to a role without the permission, on every guarded route', async () => {
    for (const route of guarded()) {
      const out = await call(route.method, route.url);
      expect([route.url, out.statusCode]).toEqual([route.url, 401]);
      for (const role of ROLES) {
        const res = await call(route.method, route.url, cookies[role]);
        const allowed = hasPermission(role, route.permission!);
        const label = `${role} ${route.method} ${route.url}`;
        // A download (the stock journal's CSV) answers no JSON when it lets the role through.
        const json = String(res.headers['content-type']).startsWith('application/json');
        // The guard lets the role through; the route may still refuse on its own terms (a staff
        // member who is not a food consultant: NOT_A_CONSULTANT, docs/decisions/0039).
        if (allowed)
          expect([label, json ? res.json().code : res.statusCode]).not.toEqual([
            label,
            'FORBIDDEN',
          ]);
        else expect([label, res.statusCode, res.json().code]).toEqual([label, 403, 'FORBIDDEN']);
        expect([label, res.statusCode]).not.toEqual([label, 401]);
      }
    }
  });

  it('leaves the moderator payments, orders, deliveries, support, insights, food circles, stock to look at and the audit log, and nothing else', () => {
    const staff = guarded().filter((r) => r.url.startsWith('/api/admin'));
    const name = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    expect(
      staff
        .filter((r) => hasPermission('moderator', r.permission!))
        .map(name)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'GET /api/admin/audit',
        'GET /api/admin/deliveries',
        'GET /api/admin/insights',
        'GET /api/admin/insights.csv',
        'GET /api/admin/orders',
        'POST /api/admin/deliveries/:id/cancel',
        'POST /api/admin/deliveries/:id/deliver',
        'POST /api/admin/deliveries/:id/dispatch',
        'POST /api/admin/orders/:id/confirm-payment',
        'POST /api/admin/orders/:id/reject',
        'GET /api/admin/support',
        'GET /api/admin/support/:id',
        'POST /api/admin/support/:id/messages',
        'POST /api/admin/support/:id/assign',
        'GET /api/admin/consultant/members/:id',
        'GET /api/admin/circles',
        'GET /api/admin/circles/:id',
        'POST /api/admin/circles/:id/cancel',
        'GET /api/admin/stock',
        'GET /api/admin/stock/journal.csv',
      ]),
    );
    expect(
      staff
        .filter((r) => !hasPermission('moderator', r.permission!))
        .map(name)
        .sort(),
    ).toEqual([
      'GET /api/admin/catalogue',
      'GET /api/admin/catalogue/price-history',
      'GET /api/admin/consultants',
      'GET /api/admin/discounts',
      'GET /api/admin/recipes',
      'GET /api/admin/users',
      'GET /api/admin/users/:id',
      'PATCH /api/admin/catalogue/bundles/:id',
      'PATCH /api/admin/catalogue/products/:id',
      'POST /api/admin/discounts',
      'POST /api/admin/discounts/:id/end',
      'POST /api/admin/stock/adjustments',
      'POST /api/admin/stock/counts',
      'POST /api/admin/stock/receipts',
      'POST /api/admin/stock/write-offs',
      'POST /api/admin/users/:id/role',
      'PUT /api/admin/consultants/:id',
      'PUT /api/admin/consultants/members/:id',
      'PUT /api/admin/discounts/:id',
      'PUT /api/admin/recipes/:id',
      'PUT /api/admin/stock/:productId/reorder-level',
    ]);
  });
});
