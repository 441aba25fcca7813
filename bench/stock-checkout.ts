// Checkout cost with stock reservation (docs/decisions/0056-warehouse-stock.md). Runs the checkout
// action itself (the one transaction `POST /api/shop/buy` runs behind its idempotency key: price,
// create, reserve, and for the wallet pay and fill the pantry) in this process against a fresh
// embedded database, so the figure is the database work, not HTTP. Two shapes at concurrency 8:
//   spread — each checkout buys one of ten products at random (stock rows rarely contended);
//   hot    — every checkout buys the same product (its stock row serialises them).
// Half the checkouts pay from the wallet, half await a bank transfer.
//
//   node --import tsx bench/stock-checkout.ts
//   BENCH_CHECKOUTS=1000 node --import tsx bench/stock-checkout.ts
//
// For "before", run this same file against the commit before stock keeping (its checkout action
// has the same signature); the decision record keeps both figures.
import path from 'node:path';
import { findRepoRoot, loadConfig } from '../apps/api/src/config';
import { migrateJobQueue } from '../apps/api/src/db/job-queue-schema';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { withTransaction } from '../apps/api/src/db/transaction';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { checkout } from '../apps/api/src/modules/orders/customer-order-actions';
import { boundedInt, openBenchDatabase, runConcurrently } from './support/bench-database';
import { fundWallets } from './support/wallet-sends';

const CHECKOUTS = boundedInt(process.env.BENCH_CHECKOUTS, 600, 20, 20_000);
const CONCURRENCY = 8;
const USERS = 40;
const PRODUCTS = [
  'Foreign parboiled rice',
  'Local rice (Ofada)',
  'Honey beans (oloyin)',
  'Onions',
  'Garri (Ijebu)',
  'Palm oil',
  'Vegetable oil',
  'Yam tuber',
  'Spaghetti (500 g)',
  'Tomato paste (400 g tin)',
];
const TIER: Record<string, string> = {
  'Palm oil': '1 litre',
  'Vegetable oil': '1 litre',
  'Yam tuber': '1 tuber',
  'Spaghetti (500 g)': '1 packet',
  'Tomato paste (400 g tin)': '1 tin',
};

const root = findRepoRoot();
const db = await openBenchDatabase(root, 'stock-checkout');
const sql = createSql(db.url, { max: 10 });
try {
  await migrate(sql, path.join(root, 'apps/api/migrations'));
  // A bank-transfer order queues its 48-hour expiry job in the same transaction.
  await migrateJobQueue(db.url);
  await seedCatalogue(sql);
  const config = loadConfig({ ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
  const users: { id: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const [row] = await sql<{ id: string }[]>`
      insert into users (email, phone, faza, password_hash, display_name, email_verified_at,
                         phone_verified_at)
      values (${`stock${i}@example.com`}, ${`+23481${String(i).padStart(8, '0')}`},
              ${`9${String(i).padStart(11, '0')}`}, 'x', ${`Bench ${i}`}, now(), now())
      returning id`;
    users.push(row!);
  }
  await fundWallets(sql, users, 1_000_000_000_00);

  const shapes = {
    spread: () => PRODUCTS[Math.floor(Math.random() * PRODUCTS.length)]!,
    hot: () => PRODUCTS[0]!,
  };
  const results: Record<
    string,
    { perSecond: number; meanMs: number; p95Ms: number; refused: number }
  > = {};
  for (const [shape, pick] of Object.entries(shapes)) {
    const times: number[] = [];
    let refused = 0;
    const seconds = await runConcurrently(CHECKOUTS, CONCURRENCY, async (i) => {
      const name = pick();
      const start = performance.now();
      try {
        await withTransaction(sql, (tx) =>
          checkout(
            tx,
            users[i % USERS]!.id,
            {
              items: [{ name, 'quantity-type': TIER[name] ?? '1kg', quantity: 1 }],
              bundles: [],
              'payment-method': i % 2 === 0 ? 'wallet' : 'bank_transfer',
            },
            config,
          ),
        );
      } catch (err) {
        if (refused++ === 0) console.error(`first refusal: ${String(err)}`);
      }
      times.push(performance.now() - start);
    });
    times.sort((a, b) => a - b);
    results[shape] = {
      perSecond: Math.round(CHECKOUTS / seconds),
      meanMs: Math.round((times.reduce((s, t) => s + t, 0) / times.length) * 10) / 10,
      p95Ms: Math.round(times[Math.floor(times.length * 0.95)]! * 10) / 10,
      refused,
    };
    console.log(`${shape}: ${JSON.stringify(results[shape])}`);
  }
} finally {
  await sql.end();
  await db.stop();
}
