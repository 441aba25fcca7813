import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../config';
import { seedCatalogue } from '../modules/catalogue';
import { createTestDatabase } from '../../test/test-app';
import { bundledEntry } from '../../test/server-bundle';

const root = findRepoRoot();

/** Runs the CLI as a newcomer would (`npm run cli -- stock check` runs exactly this). */
function cli(args: string[], env: Record<string, string>) {
  const res = spawnSync(process.execPath, [...bundledEntry('cli'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, out: res.stdout + res.stderr };
}

describe('npm run cli -- stock check', { timeout: 200_000 }, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedCatalogue(db.sql);
  });
  afterAll(() => db.drop());

  it('exits 0 on the seeded opening stock, 1 naming a product whose figures are off', async () => {
    const clean = cli(['stock', 'check'], { DATABASE_URL: db.url });
    expect(clean.code).toBe(0);
    const report = JSON.parse(clean.out) as {
      ok: boolean;
      products: { productId: string; cached: { onHand: number }; problems: string[] }[];
    };
    expect(report.ok).toBe(true);
    expect(report.products.find((p) => p.productId === 'parboiled-rice')?.cached.onHand).toBe(
      100_000,
    );

    // A cached figure moved without its journal row.
    await db.sql`update stock_levels set on_hand = on_hand + 1 where product_id = 'parboiled-rice'`;
    const broken = cli(['stock', 'check'], { DATABASE_URL: db.url });
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.out)).toMatchObject({ ok: false });
    const rice = (JSON.parse(broken.out) as typeof report).products.find(
      (p) => p.productId === 'parboiled-rice',
    );
    expect(rice?.problems).toEqual(['the cached figures differ from the journal']);
  });
});
