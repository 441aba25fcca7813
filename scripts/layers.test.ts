import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The layers and the no-circle rule of .dependency-cruiser.cjs (docs/architecture.md §1), run on
 * small trees written for the purpose: each rule must catch what it names, and the layered
 * imports must pass. `npm run lint` runs the same rules on the real tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(
  path.join(root, '.dependency-cruiser.cjs'),
) as IConfiguration;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function violations(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faza-layers-'));
  dirs.push(dir);
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  const { output } = await cruise(['apps'], {
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  return (output as ICruiseResult).summary.violations.map(
    (v) => `${v.rule.name}: ${v.from} → ${v.to}`,
  );
}

describe('layers and import circles', () => {
  it('refuse a web feature importing the app layer, and lib importing a feature', async () => {
    const found = await violations({
      'apps/web/src/app/routes.ts':
        "import { Page } from '../features/shop/page';\nexport const r = Page;\n",
      'apps/web/src/features/shop/page.ts':
        "import { r } from '../../app/routes';\nexport const Page = r;\n",
      'apps/web/src/lib/helper.ts':
        "import { Page } from '../features/shop/page';\nexport const h = Page;\n",
    });
    expect(found).toContain(
      'web-features-below-app: apps/web/src/features/shop/page.ts → apps/web/src/app/routes.ts',
    );
    expect(found).toContain(
      'web-shared-code-below-features: apps/web/src/lib/helper.ts → apps/web/src/features/shop/page.ts',
    );
  });

  it('refuse an API plugin importing a module, and a module importing the app', async () => {
    const found = await violations({
      'apps/api/src/app.ts': 'export const app = 1;\n',
      'apps/api/src/plugins/session.ts':
        "import { u } from '../modules/auth/users';\nexport const s = u;\n",
      'apps/api/src/modules/auth/users.ts':
        "import { app } from '../../app';\nexport const u = app;\n",
    });
    expect(found).toContain(
      'api-shared-code-below-modules: apps/api/src/plugins/session.ts → apps/api/src/modules/auth/users.ts',
    );
    expect(found).toContain(
      'api-modules-below-app: apps/api/src/modules/auth/users.ts → apps/api/src/app.ts',
    );
  });

  it('refuse an import circle, even within one feature', async () => {
    const found = await violations({
      'apps/web/src/features/cart/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'apps/web/src/features/cart/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(found.some((v) => v.startsWith('no-circular: apps/web/src/features/cart/'))).toBe(true);
  });

  it("refuse a section's files reached from outside it except through its index.ts", async () => {
    const found = await violations({
      'apps/web/src/features/admin/page.ts':
        "import { o } from './orders/orders-section';\nimport { p } from './payments';\nexport const page = [o, p];\n",
      'apps/web/src/features/admin/orders/orders-section.ts': 'export const o = 1;\n',
      'apps/web/src/features/admin/orders/index.ts': "export { o } from './orders-section';\n",
      'apps/web/src/features/admin/payments/index.ts':
        "import { o } from '../orders/orders-section';\nimport { s } from '../orders';\nexport const p = [o, s];\n",
    });
    expect(found.sort()).toEqual([
      'web-feature-through-its-sections-index: apps/web/src/features/admin/page.ts → apps/web/src/features/admin/orders/orders-section.ts',
      'web-sections-through-their-index: apps/web/src/features/admin/payments/index.ts → apps/web/src/features/admin/orders/orders-section.ts',
    ]);
  });

  it('let imports point down the layers', async () => {
    const found = await violations({
      'apps/web/src/app/routes.ts':
        "import { Page } from '../features/shop';\nexport const r = Page;\n",
      'apps/web/src/features/shop/index.ts':
        "import { cx } from '../../lib/cx';\nexport const Page = cx;\n",
      'apps/web/src/lib/cx.ts': 'export const cx = 1;\n',
      'apps/api/src/app.ts': "import { m } from './modules/auth';\nexport const app = m;\n",
      'apps/api/src/modules/auth/index.ts':
        "import { e } from '../../lib/errors';\nexport const m = e;\n",
      'apps/api/src/lib/errors.ts': 'export const e = 1;\n',
    });
    expect(found).toEqual([]);
  });
});
