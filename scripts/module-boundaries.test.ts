import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The module boundaries of eslint.config.js (README, Architecture) fail the lint on a bad import:
 * each snippet is linted as if it were the named file, with the repository's own config.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// `npm run lint` checks the tree itself; these check that the rules catch what they should.
describe('module boundaries', () => {
  // The first lint loads the TypeScript parser: seconds on a busy machine.
  beforeAll(() => boundaryErrors('packages/shared/src/warm-up.ts', 'export {};\n'), 60_000);

  it('refuse packages/shared importing an app', async () => {
    const errors = await boundaryErrors(
      'packages/shared/src/rules/bad.ts',
      "import { buildApp } from '../../../../apps/api/src/app';\nexport const x = buildApp;\n",
    );
    expect(errors.join()).toContain('packages/shared must not import from an app');
  });

  it('refuse apps/web importing apps/api, and the reverse', async () => {
    const web = await boundaryErrors(
      'apps/web/src/lib/bad.ts',
      "import type { Config } from '../../../api/src/config';\nexport type X = Config;\n",
    );
    expect(web.join()).toContain('apps/web must not import from apps/api');
    const api = await boundaryErrors(
      'apps/api/src/lib/bad.ts',
      "import { apiFetch } from '../../../web/src/lib/api-client';\nexport const x = apiFetch;\n",
    );
    expect(api.join()).toContain('apps/api must not import from apps/web');
  });

  it("refuse a feature reaching into another feature's files, and allow its index.ts", async () => {
    const deep = await boundaryErrors(
      'apps/api/src/modules/admin/bad.ts',
      "import { walletAccountNumber } from '../wallet/wallet-accounts';\nexport const x = walletAccountNumber;\n",
    );
    expect(deep.join()).toContain('through its index.ts');
    const web = await boundaryErrors(
      'apps/web/src/features/shop/bad.ts',
      "import { useCartCount } from '../cart/cart-store';\nexport const x = useCartCount;\n",
    );
    expect(web.join()).toContain('through its index.ts');

    const allowed = [
      ['apps/api/src/modules/admin/ok.ts', "import { x } from '../wallet';\nexport const y = x;\n"],
      ['apps/web/src/features/shop/ok.ts', "import { x } from '../cart';\nexport const y = x;\n"],
      [
        'apps/web/src/features/shop/ok2.ts',
        "import { x } from '../../lib/api-client';\nexport const y = x;\n",
      ],
      [
        'apps/web/src/features/shop/ok3.ts',
        "import { x } from './shop-states';\nexport const y = x;\n",
      ],
      [
        'apps/web/src/features/shop/ok4.ts',
        "import { x } from '@faza/shared';\nexport const y = x;\n",
      ],
    ];
    for (const [file, code] of allowed)
      expect([file, await boundaryErrors(file!, code!)]).toEqual([file, []]);
  });

  it("refuse a feature's sections reaching into each other's files, and allow their index.ts", async () => {
    const sibling = await boundaryErrors(
      'apps/web/src/features/admin/payments/bad.ts',
      "import { x } from '../orders/use-admin-orders';\nexport const y = x;\n",
    );
    expect(sibling.join()).toContain('Import another section through its index.ts');
    const fromPage = await boundaryErrors(
      'apps/web/src/features/admin/bad.ts',
      "import { x } from './orders/orders-section';\nexport const y = x;\n",
    );
    expect(fromPage.join()).toContain('Import a section through its index.ts');
    const otherFeature = await boundaryErrors(
      'apps/web/src/features/admin/payments/bad2.ts',
      "import { x } from '../../orders/order-status-badge';\nexport const y = x;\n",
    );
    expect(otherFeature.join()).toContain('Import another feature through its index.ts');

    const allowed = [
      [
        'apps/web/src/features/admin/payments/ok.ts',
        "import { x } from '../orders';\nexport const y = x;\n",
      ],
      [
        'apps/web/src/features/admin/payments/ok2.ts',
        "import { x } from '../shared';\nexport const y = x;\n",
      ],
      [
        'apps/web/src/features/admin/payments/ok3.ts',
        "import { x } from './topup-card';\nexport const y = x;\n",
      ],
      [
        'apps/web/src/features/admin/payments/ok4.ts',
        "import { x } from '../../orders';\nexport const y = x;\n",
      ],
      [
        'apps/web/src/features/admin/payments/ok5.ts',
        "import { x } from '../../../lib/cx';\nexport const y = x;\n",
      ],
      ['apps/web/src/features/admin/ok.ts', "import { x } from './orders';\nexport const y = x;\n"],
    ];
    for (const [file, code] of allowed)
      expect([file, await boundaryErrors(file!, code!)]).toEqual([file, []]);
  });
});
