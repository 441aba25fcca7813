import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('orders in the OpenAPI document', () => {
  it('tells the whole contract of every order route: success and each failure status', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort();
    // 404: the pantry's OWNER_NOT_FOUND, reachable from the buy (route-error-codes.test.ts).
    expect(statuses('/api/shop/buy', 'post')).toEqual(
      ['201', '400', '401', '403', '404', '409', '413', '415', '422', '429', '500'].sort(),
    );
    expect(statuses('/api/orders/{id}', 'get')).toEqual(['200', '400', '401', '404', '500']);
    expect(statuses('/api/admin/orders/{id}/confirm-payment', 'post')).toEqual(
      ['200', '400', '401', '403', '404', '409', '422', '500'].sort(),
    );
    expect(statuses('/api/orders/{id}/cancel', 'post')).toContain('409');
  });
});
