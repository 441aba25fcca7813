import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction';
import { createAuthTestApp, signedInUser } from '../../../test/auth-helpers';
import { allNotifications, deliveriesOf } from '../../../test/notification-helpers';
import { runQueuedJobs } from '../../../test/jobs';
import { giveFood, RICE } from '../../../test/pantry-helpers';
import type { TestContext } from '../../../test/test-app';
import { sendFood } from './send-food';

describe('the notification of a food send lives and dies with the send', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('tells nobody when the transaction of a send rolls back after the send ran', async () => {
    const ada = await signedInUser(ctx);
    const bola = await signedInUser(ctx);
    await giveFood(ctx.sql, ada.user.user_id, { ...RICE, quantity: 2 });
    // Sign-up's own jobs (the account numbers of verified phones, docs/decisions/0055) are done.
    await runQueuedJobs(ctx);
    const send = (tx: Parameters<typeof sendFood>[0]) =>
      sendFood(tx, {
        senderId: ada.user.user_id,
        foodName: RICE.name,
        quantity: 1,
        quantityType: RICE.type,
        faza: bola.user.faza,
      });
    await expect(
      withTransaction(ctx.sql, async (tx) => {
        await send(tx);
        // The send itself wrote its notification in this transaction…
        const [row] = await tx`select count(*)::int as n from notifications`;
        expect(row!.n).toBe(1);
        throw new Error('something after the send failed');
      }),
    ).rejects.toThrow('something after the send failed');
    // …and it went with the rollback, deliveries and all.
    expect(await allNotifications(ctx)).toEqual([]);
    expect(await deliveriesOf(ctx)).toEqual([]);

    await withTransaction(ctx.sql, send);
    expect((await allNotifications(ctx)).map((n) => n.recipient_id)).toEqual([bola.user.user_id]);
  });
});
