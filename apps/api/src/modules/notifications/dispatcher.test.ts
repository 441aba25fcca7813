import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { startFakePush, type FakePush } from '../../../test/fake-push';
import { deliveriesOf, subscribePush } from '../../../test/notification-helpers';
import type { TestContext } from '../../../test/test-app';
import { expiringLots } from '../pantry';
import { notificationJobs } from './notification-jobs';
import { notify } from './notify';

/*
 * The deliveries' dispatcher (docs/decisions/0065-drawings-side-by-side-and-notifications-by-
 * dispatcher.md): claims due deliveries in batches, skipping those another dispatcher holds, and
 * is woken by the one NOTIFY of the transaction that wrote them.
 */
type Who = Awaited<ReturnType<typeof signedInUser>>;

describe('the deliveries dispatcher', () => {
  let ctx: TestContext;
  let push: FakePush;
  let bola: Who;
  beforeAll(async () => {
    push = await startFakePush();
    ctx = await createAuthTestApp(push.env);
    bola = await signedInUser(ctx);
    expect((await subscribePush(ctx, bola.cookie, push.device())).statusCode).toBe(201);
  });
  afterAll(async () => {
    await ctx.close();
    await push.close();
  });
  beforeEach(async () => {
    await ctx.sql`truncate notifications cascade`;
    push.received.length = 0;
  });

  // Its timer an hour away: only a NOTIFY (or runOnce) makes it work.
  const dispatcher = () =>
    notificationJobs(ctx.sql, ctx.config, ctx.app.mailer, expiringLots, {
      pushCa: push.certificate,
      dispatchEveryMs: 3_600_000,
    }).dispatchers!.notification_deliveries!;
  const topUp = (tx: Parameters<typeof notify>[0]) =>
    notify(tx, {
      kind: 'topup.credited',
      userId: bola.user.user_id,
      topUpId: randomUUID(),
      amountKobo: 100_00,
    });
  const until = async (done: () => boolean | Promise<boolean>) => {
    for (const deadline = Date.now() + 30_000; !(await done());) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  it('sends each delivery once, however many dispatchers claim at the same moment', async () => {
    // More than one batch of them.
    for (let i = 0; i < 120; i++) await withTransaction(ctx.sql, topUp);
    await Promise.all([dispatcher(), dispatcher(), dispatcher()].map((d) => d.runOnce()));
    expect(push.received).toHaveLength(120);
    expect(new Set(push.received.map((p) => p.payload.id)).size).toBe(120);
    expect((await deliveriesOf(ctx)).every((d) => d.state === 'sent' && d.attempts === 1)).toBe(
      true,
    );
  });

  it('leaves a delivery another dispatcher claimed until its lease runs out', async () => {
    await withTransaction(ctx.sql, topUp);
    await ctx.sql`update notification_deliveries set claimed_until = now() + interval '1 minute'`;
    await dispatcher().runOnce();
    expect(push.received).toEqual([]);
    // That dispatcher died with it: once the lease has run out, the next claim sends it.
    await ctx.sql`update notification_deliveries set claimed_until = now() - interval '1 second'`;
    await dispatcher().runOnce();
    expect(push.received).toHaveLength(1);
  });

  it('is woken by one NOTIFY per transaction that wrote deliveries', async () => {
    const heard: string[] = [];
    const { unlisten } = await ctx.sql.listen('faza_deliveries', (payload) => heard.push(payload));
    const stop = await dispatcher().start({ warn: () => {} });
    try {
      await withTransaction(ctx.sql, async (tx) => {
        await topUp(tx);
        await topUp(tx);
      });
      await until(() => push.received.length === 2);
      // A later NOTIFY of our own marks the end of what that transaction sent.
      await ctx.sql`select pg_notify('faza_deliveries', 'end')`;
      await until(() => heard.includes('end'));
      expect(heard).toEqual(['', 'end']);
    } finally {
      await stop();
      await unlisten();
    }
  });
});
