import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('bank transfers in the OpenAPI document', () => {
  it('documents every bank-transfer route with its failure statuses', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).sort();
    const routes: [string, string, string[]][] = [
      ['/api/wallet/account', 'get', ['200', '401', '500']],
      ['/api/wallet/account/requery', 'post', ['200', '401', '429', '500', '502']],
      ['/api/wallet/sandbox/transfers', 'post', ['200', '400', '401', '500']],
      ['/api/payments/sandbox/webhook', 'post', ['200', '400', '401', '500', '502']],
      ['/api/admin/inbound-transfers', 'get', ['200', '400', '401', '403', '500']],
      [
        '/api/admin/inbound-transfers/{id}/credit',
        'post',
        ['200', '400', '401', '403', '404', '409', '422', '500'],
      ],
      [
        '/api/admin/inbound-transfers/{id}/return',
        'post',
        ['200', '400', '401', '403', '404', '409', '500'],
      ],
    ];
    for (const [path, method, expected] of routes)
      expect(statuses(path, method), `${method} ${path}`).toEqual(expect.arrayContaining(expected));
  });
});
