import { addDays, lagosToday } from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import type { SessionUser } from '../auth';
import { payInstalment } from './circle-money';
import { acceptInvitation, createCircle } from './circle-service';
import { findCircle, membersOf } from './circles-repository';

export const DEMO_CIRCLE_NAME = 'December foodstuff';

type Member = Pick<SessionUser, 'id' | 'subscription_tier' | 'subscription_ends_at'>;

const memberRow = async (tx: TransactionSql, id: string): Promise<Member> => {
  const [row] = await tx<Member[]>`
    select id, subscription_tier, subscription_ends_at from users where id = ${id}`;
  return row!;
};

/**
 * `npm run demo`: the creator (Premium Plus) runs a save-together circle for the Family Pack, four
 * monthly instalments from next week, which `joiner` has joined; both paid the first instalment
 * early, so the circle's page shows progress and a payment history. Once: a creator who already
 * has it is left alone.
 */
export async function fillDemoCircle(
  tx: TransactionSql,
  creatorId: string,
  joinerId: string,
  now = new Date(),
): Promise<void> {
  const [existing] = await tx`select 1 from circles
                               where creator_id = ${creatorId} and name = ${DEMO_CIRCLE_NAME}`;
  if (existing) return;
  const creator = await memberRow(tx, creatorId);
  const id = await createCircle(
    tx,
    creator,
    {
      name: DEMO_CIRCLE_NAME,
      kind: 'save_together',
      goal: { 'bundle-id': 'family-pack' },
      schedule: 'monthly',
      instalments: 4,
      'max-members': 6,
      'start-date': addDays(lagosToday(now), 7),
    },
    now,
  );
  await acceptInvitation(tx, id, { id: joinerId }, (await findCircle(tx, id))!.invite_code, now);
  const circle = (await findCircle(tx, id, { lock: true }))!;
  for (const member of await membersOf(tx, id))
    await payInstalment(tx, circle, member, 'payment', now);
}
