import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/auth-helpers';
import { placeOrder } from '../../../test/order-helpers';
import { giveFood, RICE, sendFood } from '../../../test/pantry-helpers';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { fundWallet } from '../../../test/wallet-helpers';
import { jobQueueHealth } from '../../jobs/queue-health';
import { checkLedger } from '../ledger';
import { readOperationsFigures } from './operations-figures';

/** One sample's value from Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('readiness, metrics and the business figures', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ JOB_RUNNER: 'off', METRICS_TOKEN: 'a-long-enough-metrics-token' });
  });
  afterAll(() => ctx.close());

  it('is ready when the database answers and every migration has run', async () => {
    const res = await ctx.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ready: true,
      checks: { shutdown: 'no', database: 'up', migrations: 'current', jobQueue: 'off' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the part that is not ready', async () => {
    const [last] = await ctx.sql<{ name: string }[]>`
      select name from schema_migrations order by name desc limit 1`;
    await ctx.sql`delete from schema_migrations where name = ${last!.name}`;
    try {
      const res = await ctx.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'failed',
        code: 'NOT_READY',
        fields: { migrations: 'pending' },
      });
      expect(res.body).not.toContain(last!.name);
    } finally {
      await ctx.sql`insert into schema_migrations (name) values (${last!.name})`;
    }

    // A process that runs jobs waits for its runner, and fails with it.
    const { readiness } = ctx.app;
    readiness.runsJobs = true;
    try {
      expect((await ctx.app.inject('/api/ready')).json().fields).toEqual({ jobQueue: 'starting' });
      readiness.jobQueue = jobQueueHealth();
      readiness.jobQueue.events.emit('pool:listen:error', { error: new Error('refused') } as never);
      expect((await ctx.app.inject('/api/ready')).json().fields).toEqual({
        jobQueue: 'down',
      });
      readiness.jobQueue.events.emit('pool:listen:success', {} as never);
      expect((await ctx.app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      readiness.runsJobs = false;
      readiness.jobQueue = null;
    }

    readiness.draining = true;
    try {
      const res = await ctx.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().fields).toEqual({ shutdown: 'draining' });
      // Liveness is not readiness: a draining server is alive.
      expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      readiness.draining = false;
    }
  });

  it('names a failing part to the public, never the database error text', async () => {
    // A real driver error: PostgreSQL's own message names the relation it cannot find.
    await ctx.sql`alter table schema_migrations rename to schema_migrations_away`;
    try {
      const res = await ctx.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'NOT_READY',
        fields: { database: 'unreachable' },
      });
      expect(res.body).not.toMatch(/schema_migrations|does not exist|relation/i);
    } finally {
      await ctx.sql`alter table schema_migrations_away rename to schema_migrations`;
    }
  });

  it('serves /metrics to loopback callers, and to others only with the token', async () => {
    const local = await ctx.app.inject('/metrics');
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await ctx.app.inject({ url: '/metrics', ...remote })).statusCode).toBe(401);
    const wrong = { authorization: 'Bearer not-the-token-at-all' };
    expect((await ctx.app.inject({ url: '/metrics', headers: wrong, ...remote })).statusCode).toBe(
      401,
    );
    const right = { authorization: 'Bearer a-long-enough-metrics-token' };
    expect((await ctx.app.inject({ url: '/metrics', headers: right, ...remote })).statusCode).toBe(
      200,
    );
    // Forwarded by a proxy on this machine: not a loopback caller.
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    expect((await ctx.app.inject({ url: '/metrics', headers: proxied })).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with the process and pool figures', async () => {
    await ctx.app.inject('/api/shop');
    await ctx.app.inject('/api/orders/00000000-0000-4000-8000-000000000000');
    await ctx.app.inject('/api/no-such-thing');
    const text = (await ctx.app.inject('/metrics')).body;
    const count = (route: string, status: number, method = 'GET') =>
      sample(
        text,
        'faza_http_request_duration_seconds_count',
        `method="${method}",route="${route}",status="${status}"`,
      );
    expect(count('/api/shop', 200)).toBeGreaterThanOrEqual(1);
    // The pattern, never the id.
    expect(count('/api/orders/:id', 401)).toBe(1);
    expect(count('unmatched', 404)).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'faza_db_pool_max')).toBe(10);
    expect(sample(text, 'faza_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'faza_job_queue_depth', 'state="ready"')).toBe(0);
    expect(sample(text, 'faza_job_queue_oldest_ready_seconds')).toBe(0);
    expect(sample(text, 'faza_ledger_imbalance_kobo')).toBe(0);
    expect(sample(text, 'faza_pantry_journal_imbalance')).toBe(0);
    expect(sample(text, 'faza_notifications_undelivered')).toBe(0);
    // The seeded catalogue's opening stock, all of it free.
    expect(sample(text, 'faza_stock_base_units', 'product="parboiled-rice",figure="on_hand"')).toBe(
      100_000,
    );
    expect(sample(text, 'faza_stock_base_units', 'product="parboiled-rice",figure="free"')).toBe(
      100_000,
    );
  });

  it('reads the business figures: balances, and what waits for staff', async () => {
    const ada = await signedInUser(ctx);
    const bola = await signedInUser(ctx);
    const [wallet] = await ctx.sql<{ id: string }[]>`
      select id from wallets where user_id = ${ada.user.user_id}`;
    await fundWallet(ctx.sql, wallet!.id, 50_000_00);
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 3 });
    const sent = await sendFood(ctx, ada.cookie, {
      'food-name': RICE.name,
      'food-quantity': 1,
      'food-quantity-type': RICE.type,
      faza: bola.user.faza,
    });
    expect(sent.statusCode).toBe(200);
    await placeOrder(ctx, bola.cookie);
    await ctx.sql`update orders set created_at = now() - interval '2 hours'
                  where user_id = ${bola.user.user_id}`;

    const figures = await readOperationsFigures(ctx.sql);
    expect(figures).toMatchObject({
      ledgerImbalanceKobo: 0,
      pantryImbalance: 0,
      bankOrdersAwaitingPayment: 1,
      bankOrdersPaymentSubmitted: 0,
      bankTopUpsPending: 0,
      topUpsInReview: 0,
      cardTopUpsPending: 0,
    });
    expect(figures.oldestBankTransferSeconds).toBeGreaterThan(7000);

    // A cached balance that drifted from its transfers: the same figure checkLedger finds.
    await ctx.sql`update wallets set balance_kobo = balance_kobo + 7 where id = ${wallet!.id}`;
    try {
      const drifted = await readOperationsFigures(ctx.sql);
      expect(drifted.ledgerImbalanceKobo).toBe(7);
      expect((await checkLedger(ctx.sql)).totalKobo).toBe(7);
    } finally {
      await ctx.sql`update wallets set balance_kobo = balance_kobo - 7 where id = ${wallet!.id}`;
    }
  });

  it('counts notification deliveries that are due and not made, and those that gave up', async () => {
    const before = await readOperationsFigures(ctx.sql);
    const ada = await signedInUser(ctx);
    const [n] = await ctx.sql<{ id: string }[]>`
      insert into notifications (recipient_id, category, kind, event_key, title, body, deep_link)
      values (${ada.user.user_id}, 'food', 'food.received', ${`test-${Date.now()}`}, 'Food',
              'You received food', '/pantry')
      returning id`;
    await ctx.sql`
      insert into notification_deliveries (notification_id, channel, state, not_before)
      values (${n!.id}, 'push', 'pending', now()),
             -- Held for quiet hours: not due yet.
             (${n!.id}, 'email', 'pending', now() + interval '1 hour')`;
    const pending = await readOperationsFigures(ctx.sql);
    expect(pending.notificationsUndelivered - before.notificationsUndelivered).toBe(1);
    await ctx.sql`update notification_deliveries set state = 'failed', last_error = 'gone'
                  where notification_id = ${n!.id} and channel = 'push'`;
    const failed = await readOperationsFigures(ctx.sql);
    expect(failed.notificationsUndelivered).toBe(before.notificationsUndelivered);
    expect(failed.notificationsFailed - before.notificationsFailed).toBe(1);
    await ctx.sql`delete from notifications where id = ${n!.id}`;
  });
});
