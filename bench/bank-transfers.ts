// Bank-transfer latency: the time from the provider's event to the credited wallet
// (docs/decisions/0055). The real server runs in its own process (sandbox provider, as
// `npm run serve` starts it); this script plays the sandbox bank: it records each transfer in the
// sandbox's books, signs the `charge.success` event exactly as Paystack does (HMAC-SHA512 of the
// raw body) and posts it to /api/payments/sandbox/webhook over loopback HTTP. The webhook answers
// after the transaction that stores and credits the transfer commits, so the round trip is the
// event-to-credit time (signature, the provider's re-check, the ledger credit, the notification).
//
//   node --import tsx bench/bank-transfers.ts
//   BENCH_EVENTS=1000 BENCH_CONCURRENCY=8 node --import tsx bench/bank-transfers.ts
//
// Prints the median, p95 and p99 in milliseconds and checks every event credited once; writes
// bench/results/bank-transfers.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { createSql } from '../apps/api/src/db/sql';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';
import { assignVirtualAccount } from '../apps/api/src/modules/bank-transfers/bank-transfer-jobs';
import {
  dedicatedNubanEvent,
  SANDBOX_WEBHOOK_KEY,
  signBody,
} from '../apps/api/src/modules/bank-transfers/transfer-events';
import { seedCatalogue } from '../apps/api/src/modules/catalogue/catalogue-seed';
import { createSandboxProvider } from '../apps/api/src/modules/top-ups/sandbox-provider';
import { startServer } from '../e2e/support/server';
import { boundedInt, openBenchDatabase, runConcurrently } from './support/bench-database';
import { createBenchUser } from './support/bench-users';

const EVENTS = boundedInt(process.env.BENCH_EVENTS, 300, 10, 100_000);
const CONCURRENCY = boundedInt(process.env.BENCH_CONCURRENCY, 4, 1, 64);
const USERS = 20;
const DEADLINE_MS = 600_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const root = findRepoRoot();
  const db = await openBenchDatabase(root, 'bank-transfers');
  const sql = createSql(db.url, { max: 4 });
  const timer = setTimeout(() => {
    console.error(`bench did not finish within ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  try {
    await migrate(sql);
    await seedCatalogue(sql);
    const server = await startServer({
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      WEB_DIST: path.join(db.dataDir, 'no-web-build'),
      JOB_RUNNER: 'off',
      PAYMENT_PROVIDER: 'sandbox',
    });
    try {
      const hash = await hashPassword('Bench&Password1');
      const provider = createSandboxProvider(sql);
      const accounts: string[] = [];
      for (let i = 0; i < USERS; i++) {
        const user = await createBenchUser(sql, server.baseUrl, i, {
          plain: 'Bench&Password1',
          hash,
        });
        await assignVirtualAccount(sql, provider, user.id);
        const [row] = await sql<{ account_number: string }[]>`
          select account_number from virtual_accounts where user_id = ${user.id}`;
        accounts.push(row!.account_number);
      }
      const latencies: number[] = [];
      const seconds = await runConcurrently(EVENTS, CONCURRENCY, async (i) => {
        const reference = `BENCH-${process.pid}-${i}`;
        const accountNumber = accounts[i % accounts.length]!;
        const amountKobo = 100_00 + (i % 50) * 100;
        await sql`insert into sandbox_bank_transfers
                    (reference, account_number, amount_kobo, sender_name, sender_bank)
                  values (${reference}, ${accountNumber}, ${amountKobo}, 'BENCH SENDER', 'Bench Bank')`;
        const body = JSON.stringify(
          dedicatedNubanEvent({
            reference,
            accountNumber,
            amountKobo,
            currency: 'NGN',
            senderName: 'BENCH SENDER',
            senderBank: 'Bench Bank',
            receivedAt: new Date(),
            bankName: 'Faza Sandbox Bank',
          }),
        );
        const started = performance.now();
        const res = await fetch(`${server.baseUrl}/api/payments/sandbox/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': signBody(body, SANDBOX_WEBHOOK_KEY),
          },
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
      });
      const [credited] = await sql<{ n: number }[]>`
        select count(*)::int as n from inbound_transfers where state = 'credited'`;
      if (credited!.n !== EVENTS) throw new Error(`${credited!.n} of ${EVENTS} credited`);
      const sorted = [...latencies].sort((a, b) => a - b);
      const result = {
        events: EVENTS,
        concurrency: CONCURRENCY,
        eventsPerSecond: Math.round((EVENTS / seconds) * 10) / 10,
        medianMs: Math.round(percentile(sorted, 50) * 10) / 10,
        p95Ms: Math.round(percentile(sorted, 95) * 10) / 10,
        p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
      };
      console.log(
        `event → credited wallet: median ${result.medianMs} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms ` +
          `(${EVENTS} events, ${CONCURRENCY} at a time, ${result.eventsPerSecond}/s, all credited once)`,
      );
      const out = path.join(root, 'bench', 'results');
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, 'bank-transfers.json'), `${JSON.stringify(result, null, 2)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    clearTimeout(timer);
    await sql.end();
    await db.stop();
  }
}

await main();
