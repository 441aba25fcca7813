import type { Queryable } from '../../db/transaction';
import { addJob } from '../../jobs/add-job';

/** The job that asks the provider for a customer's account number (payload `{ userId }`). */
export const ASSIGN_ACCOUNT_TASK = 'assign_virtual_account';
const assignAccountJobKey = (userId: string) => `virtual-account:${userId}`;

export type VirtualAccountRow = {
  user_id: string;
  provider: 'sandbox' | 'paystack' | null;
  status: 'pending' | 'assigned';
  account_number: string | null;
  bank_name: string | null;
  account_name: string | null;
  provider_customer: string | null;
  attempts: number;
  last_activity_at: Date | null;
};

const COLUMNS = `user_id, provider, status, account_number, bank_name, account_name,
  provider_customer, attempts, last_activity_at`;

export async function findVirtualAccount(
  db: Queryable,
  userId: string,
): Promise<VirtualAccountRow | null> {
  const [row] = await db<VirtualAccountRow[]>`
    select ${db.unsafe(COLUMNS)} from virtual_accounts where user_id = ${userId}`;
  return row ?? null;
}

export async function findAccountByNumber(
  db: Queryable,
  accountNumber: string,
): Promise<(VirtualAccountRow & { wallet_id: string }) | null> {
  const [row] = await db<(VirtualAccountRow & { wallet_id: string })[]>`
    select va.*, w.id as wallet_id
    from virtual_accounts va join wallets w on w.user_id = va.user_id
    where va.account_number = ${accountNumber} and va.status = 'assigned'`;
  return row ?? null;
}

/**
 * A verified customer with no account row yet (one verified before accounts existed): the row
 * and its job, once (the migration's trigger does this for every phone verified from now on).
 */
export async function queueAccountIfMissing(db: Queryable, userId: string): Promise<void> {
  const inserted = await db`
    insert into virtual_accounts (user_id) values (${userId}) on conflict (user_id) do nothing`;
  if (inserted.count > 0)
    await addJob(
      db,
      ASSIGN_ACCOUNT_TASK,
      { userId },
      { jobKey: assignAccountJobKey(userId), maxAttempts: 12 },
    );
}

export async function markAssigned(
  db: Queryable,
  userId: string,
  account: {
    provider: 'sandbox' | 'paystack';
    accountNumber: string;
    bankName: string;
    accountName: string;
    providerCustomer: string;
  },
): Promise<void> {
  await db`
    update virtual_accounts set status = 'assigned', provider = ${account.provider},
      account_number = ${account.accountNumber}, bank_name = ${account.bankName},
      account_name = ${account.accountName}, provider_customer = ${account.providerCustomer},
      attempts = attempts + 1, last_error = null, assigned_at = now()
    where user_id = ${userId} and status = 'pending'`;
}

export async function markAttemptFailed(
  db: Queryable,
  userId: string,
  error: string,
  providerCustomer: string | null,
): Promise<void> {
  await db`
    update virtual_accounts set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
      provider_customer = coalesce(${providerCustomer}, provider_customer)
    where user_id = ${userId}`;
}

/** Money arrived: the requery job keeps asking about this account for a while. */
export async function touchAccount(db: Queryable, accountNumber: string): Promise<void> {
  await db`update virtual_accounts set last_activity_at = now()
           where account_number = ${accountNumber}`;
}

/** Accounts with money in the last `hours`, for the requery job. */
export async function recentlyActiveAccounts(
  db: Queryable,
  hours: number,
  limit: number,
): Promise<string[]> {
  const rows = await db<{ account_number: string }[]>`
    select account_number from virtual_accounts
    where last_activity_at > now() - make_interval(hours => ${hours}) and status = 'assigned'
    order by last_activity_at desc limit ${limit}`;
  return rows.map((r) => r.account_number);
}
