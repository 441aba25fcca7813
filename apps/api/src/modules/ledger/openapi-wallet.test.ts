import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('wallet in the OpenAPI document', () => {
  it('documents every wallet route with its failure statuses', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort();
    const routes: [string, string, string[]][] = [
      ['/api/wallet/balance/{id}', 'get', ['200', '400', '401', '404', '500']],
      ['/api/wallet/transactions', 'get', ['200', '400', '401', '500']],
      ['/api/wallet/topup', 'post', ['201', '400', '401', '409', '422', '429', '500', '502']],
      [
        '/api/wallet/verify/{reference}/{userId}',
        'post',
        ['200', '400', '401', '404', '422', '429', '500', '502'],
      ],
      ['/api/wallet/send', 'post', ['200', '400', '401', '409', '422', '429', '500']],
      ['/api/user/subscribe/{type}', 'post', ['200', '400', '401', '409', '422', '429', '500']],
      ['/api/user/subscription', 'get', ['200', '401', '500']],
      ['/api/admin/topups', 'get', ['200', '400', '401', '403', '500']],
      [
        '/api/admin/topups/{id}/confirm',
        'post',
        ['200', '400', '401', '403', '404', '409', '422', '500'],
      ],
      [
        '/api/admin/topups/{id}/reject',
        'post',
        ['200', '400', '401', '403', '404', '409', '422', '500'],
      ],
      ['/api/payments/paystack/webhook', 'post', ['200', '400', '401', '404', '500', '502']],
    ];
    for (const [path, method, expected] of routes)
      // The framework adds what it answers itself (403 cross-site, 413, 415…): at least these.
      expect(statuses(path, method), `${method} ${path}`).toEqual(expect.arrayContaining(expected));
  });
});
