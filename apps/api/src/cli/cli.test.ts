import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../config';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';
import { createSql, type Sql } from '../db/sql';
import { SYSTEM_ACCOUNTS } from '../modules/ledger';
import { createTestDatabase } from '../../test/test-app';
import { runCli } from './main';
import { bundledEntry } from '../../test/server-bundle';

const {
  providerClearing: PROVIDER_CLEARING,
  giftsHeld: GIFTS_HELD,
  circlesHeld: CIRCLES_HELD,
} = SYSTEM_ACCOUNTS;

const root = findRepoRoot();

/**
 * Runs the CLI in this process: the same entry (`runCli`) with its output captured and its own
 * environment. `spawnCli` below proves the entry a newcomer types reaches it.
 */
async function cli(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const out = {
    log: (m: unknown) => lines.push(String(m)),
    error: (m: unknown) => lines.push(String(m)),
  };
  const code = await runCli(args, out, { ...process.env, DATABASE_URL: '', ...env });
  return { code, out: lines.map((l) => `${l}\n`).join('') };
}

/** Runs the CLI as a newcomer would (`npm run cli -- …` runs exactly this). */
function spawnCli(args: string[], env: Record<string, string>) {
  const res = spawnSync(process.execPath, [...bundledEntry('cli'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, out: res.stdout + res.stderr };
}

async function insertUser(sql: Sql, email: string, phone: string, faza: string) {
  await sql`insert into users (email, phone, faza, password_hash, display_name)
            values (${email}, ${phone}, ${faza}, 'x', 'ada')`;
}
/*
 * Each test waits on whole CLI processes (node loading the CLI at each start, seconds on a
 * busy machine; each capped at 60 s above), so a test's time is that of its processes, up to three:
 * the default 30 s failed a run beside other work.
 */
const CLI_TESTS = { timeout: 200_000 };

const roleOf = async (sql: Sql, email: string) =>
  (await sql<{ role: string }[]>`select role from users where email = ${email}`)[0]?.role;

describe('npm run cli -- users set-role', CLI_TESTS, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    await insertUser(db.sql, 'ada@example.com', '+2348031112222', '008031112222');
  });
  afterAll(() => db.drop());

  it('makes a user admin by email, prints the change and audits it', async () => {
    const res = spawnCli(['users', 'set-role', 'Ada@Example.com', 'admin'], {
      DATABASE_URL: db.url,
    });
    expect(res.out).toContain('ada@example.com (+2348031112222): role changed from user to admin.');
    expect(res.code).toBe(0);
    expect(await roleOf(db.sql, 'ada@example.com')).toBe('admin');
    const audit = await db.sql`select action, before, after from audit_log`;
    expect(audit).toEqual([
      { action: 'role.change', before: { role: 'user' }, after: { role: 'admin' } },
    ]);
  });

  it('finds a user by phone in any form users type', async () => {
    const res = await cli(['users', 'set-role', '0803 111 2222', 'moderator'], {
      DATABASE_URL: db.url,
    });
    expect(res.code).toBe(0);
    expect(await roleOf(db.sql, 'ada@example.com')).toBe('moderator');
  });

  it('refuses an unknown user, an unknown role and a wrong command, changing nothing', async () => {
    const unknown = await cli(['users', 'set-role', 'nobody@example.com', 'admin'], {
      DATABASE_URL: db.url,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No user with the email or phone "nobody@example.com".');
    const badRole = await cli(['users', 'set-role', 'ada@example.com', 'king'], {
      DATABASE_URL: db.url,
    });
    expect(badRole.code).toBe(2);
    expect(badRole.out).toContain('Unknown role "king"');
    expect((await cli(['users'], { DATABASE_URL: db.url })).out).toContain('Usage: npm run cli');
    expect(await roleOf(db.sql, 'ada@example.com')).toBe('moderator');
  });
});

describe('npm run cli -- ledger check', CLI_TESTS, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('prints one JSON report and exits 0 on clean books, 1 naming what is wrong', async () => {
    const clean = await cli(['ledger', 'check'], { DATABASE_URL: db.url });
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.out)).toEqual({
      ok: true,
      totalKobo: 0,
      salesKobo: 0,
      bankClearingKobo: 0,
      providerClearingKobo: 0,
      subscriptionRevenueKobo: 0,
      giftsHeldKobo: 0,
      circlesHeldKobo: 0,
      groupBuysHeldKobo: 0,
      payoutsPendingKobo: 0,
      mismatches: [],
    });

    await insertUser(db.sql, 'chi@example.com', '+2348034445555', '008034445555');
    const [order] = await db.sql<{ id: string }[]>`
      insert into orders (invoice_number, user_id, status, payment_method, total_kobo, paid_at)
      select 'INV-1700000000001', id, 'paid', 'bank_transfer', 990000, now()
        from users where email = 'chi@example.com'
      returning id`;
    // As a process: the report on stdout and the exit code 1 a scheduled check alerts on.
    const broken = spawnCli(['ledger', 'check'], { DATABASE_URL: db.url });
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.out)).toMatchObject({
      ok: false,
      mismatches: [
        {
          kind: 'order_payment',
          orderId: order!.id,
          invoice: 'INV-1700000000001',
          totalKobo: 990000,
          transfers: 0,
        },
      ],
    });
  });
});

describe('npm run cli -- ledger check: money paid to a third person', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const ids: Record<string, string> = {};
  const move = (kind: string, kobo: number, debit: string, credit: string, reference: string) =>
    db.sql`select 1 from ledger_transfer(${kind}, ${kobo}::bigint, ${debit}::uuid, ${credit}::uuid,
                                         ${reference}, '{}'::jsonb)`;

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const [name, n] of [
      ['ada', 1],
      ['bola', 2],
      ['chidi', 3],
    ] as const) {
      await insertUser(db.sql, `${name}@example.com`, `+23480300000${n}0`, `00803000000${n}`);
      const [row] = await db.sql<{ user_id: string; wallet_id: string }[]>`
        select u.id as user_id, w.id as wallet_id from users u join wallets w on w.user_id = u.id
         where u.email = ${`${name}@example.com`}`;
      ids[name] = row!.user_id;
      ids[`${name}Wallet`] = row!.wallet_id;
      await move('adjustment', 100_000, PROVIDER_CLEARING, row!.wallet_id, `fund-${name}`);
    }
  });
  afterAll(() => db.drop());

  it('names a gift claim paid to someone other than its claimer', async () => {
    const [gift] = await db.sql<{ id: string }[]>`
      insert into gifts (sender_id, phone, claim_code, kind, amount_kobo, state, expires_at,
                         settled_at, claimed_by)
      values (${ids.ada!}, '+2348031234567', 'gift-claim-code-0000000', 'money', 5000, 'claimed',
              now() + interval '7 days', now(), ${ids.bola!})
      returning id`;
    await move('gift_hold', 5000, ids.adaWallet!, GIFTS_HELD, gift!.id);
    // Bola claimed it; the money went to Chidi's wallet.
    await move('gift_claim', 5000, GIFTS_HELD, ids.chidiWallet!, gift!.id);
    const res = await cli(['ledger', 'check'], { DATABASE_URL: db.url });
    expect(res.code).toBe(1);
    expect(JSON.parse(res.out).mismatches).toEqual([
      {
        kind: 'gift_claim_owner',
        giftId: gift!.id,
        giftKind: 'money',
        rowId: expect.any(String),
        expectedUserId: ids.bola,
        actualUserId: ids.chidi,
      },
    ]);
  });

  it('names a circle refund paid to someone other than the member', async () => {
    const [circle] = await db.sql<{ id: string }[]>`
      insert into circles (name, kind, creator_id, goal_kobo, price_kobo, schedule, instalments,
                           max_members, start_date, delivery_date, invite_code, state, closed_at,
                           closed_by, cancel_reason)
      values ('Rice for December', 'save_together', ${ids.ada!}, 8000, 8000, 'weekly', 2, 5,
              '2099-01-05', '2099-01-15', 'circle-invite-code-000', 'cancelled', now(), 'creator',
              'Changed our minds')
      returning id`;
    const [member] = await db.sql<{ id: string }[]>`
      insert into circle_members (circle_id, user_id, role, paid_kobo, status, refunded_kobo,
                                  settled_at)
      values (${circle!.id}, ${ids.bola!}, 'member', 4000, 'refunded', 4000, now())
      returning id`;
    await move('circle_payment', 4000, ids.bolaWallet!, CIRCLES_HELD, `${member!.id}:1`);
    // Bola's refund went to Chidi's wallet.
    await move('circle_refund', 4000, CIRCLES_HELD, ids.chidiWallet!, member!.id);
    const res = await cli(['ledger', 'check'], { DATABASE_URL: db.url });
    expect(res.code).toBe(1);
    // The gift of the test before is still named; this one is the circle's.
    const circleFindings = (JSON.parse(res.out).mismatches as { kind: string }[]).filter((m) =>
      m.kind.startsWith('circle'),
    );
    expect(circleFindings).toEqual([
      {
        kind: 'circle_refund_owner',
        transferId: expect.any(String),
        memberId: member!.id,
        expectedUserId: ids.bola,
        actualUserId: ids.chidi,
      },
    ]);
  });
});

describe('set-role against the embedded database of DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'faza-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('works while the app holds the database, and when nothing is running', async () => {
    // As `npm start` would: the embedded server running under DATA_DIR, migrated.
    const running = await startEmbeddedPostgres(dataDir);
    const sql = createSql(running.url, { max: 1 });
    try {
      await migrate(sql);
      await insertUser(sql, 'bola@example.com', '+2348039998888', '008039998888');
      const res = spawnCli(['users', 'set-role', 'bola@example.com', 'admin'], {
        DATA_DIR: dataDir,
      });
      expect(res.code).toBe(0);
      expect(await roleOf(sql, 'bola@example.com')).toBe('admin');
    } finally {
      await sql.end();
      await running.stop();
    }
    const stopped = spawnCli(['users', 'set-role', 'bola@example.com', 'user'], {
      DATA_DIR: dataDir,
    });
    expect(stopped.out).toContain('role changed from admin to user');
    expect(stopped.code).toBe(0);
  }, 120_000);
});
