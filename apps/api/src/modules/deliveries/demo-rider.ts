import type { TransactionSql } from '../../db/sql';

/** `npm run demo`'s rider (docs/decisions/0057): signs in at /rider and delivers demo bookings. */
export const DEMO_RIDER_ACCOUNT = {
  email: 'musa.rider@demo.faza.ng',
  phone: '+2348030000041',
  password: 'Demo&Pantry2024',
  displayName: 'Musa Ibrahim',
  label: 'rider',
} as const;

/** The demo seed's rider step: the account becomes a rider (an account made a user only). */
export async function makeDemoRider(
  tx: TransactionSql,
  accounts: readonly { id: string; email: string }[],
): Promise<void> {
  const rider = accounts.find((a) => a.email === DEMO_RIDER_ACCOUNT.email);
  if (!rider) return;
  await tx`update users set display_name = ${DEMO_RIDER_ACCOUNT.displayName}, role = 'rider'
           where id = ${rider.id} and role = 'user'`;
}
