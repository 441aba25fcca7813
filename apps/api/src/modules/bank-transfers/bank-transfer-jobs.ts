import type { Config } from '../../config';
import type { Sql } from '../../db/sql';
import type { JobDefinitions } from '../../jobs/job-runner';
import { paymentProviders, type PaymentProvider } from '../top-ups';
import { requeryAccount } from './transfer-actions';
import {
  ASSIGN_ACCOUNT_TASK,
  findVirtualAccount,
  markAssigned,
  markAttemptFailed,
  recentlyActiveAccounts,
} from './virtual-accounts-repository';

const REQUERY_TASK = 'requery_virtual_accounts';
/** Accounts with money in the last day are asked about every run (every five minutes). */
const ACTIVE_HOURS = 24;
const BATCH = 200;

type Log = { error: (m: string) => void; warn: (m: string) => void; info: (m: string) => void };

/**
 * Asks the provider for the customer's account number (queued when their phone is verified). A
 * failure is recorded and thrown, so graphile-worker retries with exponential backoff; the wallet
 * says "being set up" meanwhile. An assigned account, or a customer whose phone is no longer
 * verified, ends the job.
 */
export async function assignVirtualAccount(
  sql: Sql,
  provider: PaymentProvider,
  userId: string,
): Promise<'assigned' | 'skipped'> {
  const row = await findVirtualAccount(sql, userId);
  if (!row || row.status === 'assigned') return 'skipped';
  const [user] = await sql<
    {
      email: string;
      phone: string | null;
      first_name: string | null;
      last_name: string | null;
      display_name: string;
      verified: boolean;
    }[]
  >`select email, phone, first_name, last_name, display_name,
           phone_verified_at is not null as verified
    from users where id = ${userId}`;
  if (!user?.verified || !user.phone) return 'skipped';
  const [first, ...rest] = user.display_name.trim().split(/\s+/);
  try {
    const account = await provider.assignVirtualAccount({
      userId,
      email: user.email,
      firstName: user.first_name ?? first ?? 'Faza',
      lastName: user.last_name ?? (rest.join(' ') || 'Customer'),
      phone: user.phone,
      providerCustomer: row.provider === provider.name ? row.provider_customer : null,
    });
    await markAssigned(sql, userId, { provider: provider.name, ...account });
    return 'assigned';
  } catch (err) {
    await markAttemptFailed(sql, userId, (err as Error).message, null);
    throw err;
  }
}

/** The requery run: every recently active account, one at a time; a failure skips to the next. */
export async function requeryActiveAccounts(
  sql: Sql,
  provider: PaymentProvider,
  log: Log,
): Promise<{ accounts: number; credited: number }> {
  const run = { accounts: 0, credited: 0 };
  for (const accountNumber of await recentlyActiveAccounts(sql, ACTIVE_HOURS, BATCH)) {
    run.accounts++;
    try {
      run.credited += await requeryAccount(sql, provider, accountNumber, log);
    } catch (err) {
      log.warn(`requery of account ${accountNumber} failed: ${(err as Error).message}`);
    }
  }
  return run;
}

/** The bank-transfers module's jobs: account assignment (queued), and the requery every 5 minutes. */
export const bankTransferJobs = (sql: Sql, config: Config): JobDefinitions => {
  const provider = paymentProviders(config, sql).current;
  return {
    tasks: {
      [ASSIGN_ACCOUNT_TASK]: async (payload) => {
        const { userId } = payload as { userId?: unknown };
        if (typeof userId === 'string') await assignVirtualAccount(sql, provider, userId);
      },
      [REQUERY_TASK]: async (_payload, helpers) => {
        const run = await requeryActiveAccounts(sql, provider, helpers.logger);
        if (run.credited > 0)
          helpers.logger.info(`requery credited missed transfers: ${JSON.stringify(run)}`);
      },
    },
    cron: [{ task: REQUERY_TASK, match: '*/5 * * * *', identifier: REQUERY_TASK }],
  };
};
