import { KYC_TIERS, type KycTier, type TierLimits } from '@faza/shared';
import type postgres from 'postgres';
import type { Config } from '../../config';
import type { TransactionSql } from '../../db/sql';
import type { Queryable } from '../../db/transaction';

/**
 * Ledger kinds that bring money into a wallet from outside it, counted against the day's limit in:
 * top-ups (card, bank, a transfer into the account number), sends from other members, and gifts
 * claimed. Money that was the customer's own coming back (refunds, returned gifts) is not counted.
 */
const INCOMING_KINDS = ['topup_card', 'topup_bank', 'topup_transfer', 'send', 'gift_claim'];

/**
 * Money out of Faza, counted against the day's limit out: a withdrawal's hold (amount and fee,
 * docs/decisions/0062-withdrawals.md), less what came back of a withdrawal held the same day (failed,
 * rejected or reversed: that money never left). A return of an earlier day's withdrawal does not
 * reopen today's limit.
 */
const OUTGOING_KIND = 'withdrawal_hold';
const RETURN_KINDS = ['withdrawal_return', 'withdrawal_fee_refund'];

export type WalletForLimits = {
  walletId: string;
  balanceKobo: number;
  tier: KycTier;
  limits: TierLimits;
};

type LimitsRow = {
  tier: number;
  daily_in_kobo: number;
  daily_out_kobo: number;
  max_balance_kobo: number | null;
};

const toLimits = (row: LimitsRow): TierLimits => ({
  dailyInKobo: Number(row.daily_in_kobo),
  dailyOutKobo: Number(row.daily_out_kobo),
  maxBalanceKobo: row.max_balance_kobo === null ? null : Number(row.max_balance_kobo),
});

/**
 * Locks the user's wallet row (opening the wallet if they have none) and reads its balance, the
 * account's tier and that tier's limits. Every movement of money into or out of a wallet takes this
 * lock (`ledger_transfer`), so once it is held the day's totals read next are complete.
 */
export async function lockWalletForLimits(
  tx: TransactionSql,
  userId: string,
): Promise<WalletForLimits> {
  const lock = () => lockStatement(tx, userId);
  let [row] = await lock();
  // The database opens a wallet with each user (migration 014); an older account may have none.
  if (!row) {
    await tx`insert into wallets (user_id) values (${userId}) on conflict (user_id) do nothing`;
    [row] = await lock();
  }
  if (!row) throw new Error(`no wallet for user ${userId}`);
  return toWallet(row);
}

type LockedRow = LimitsRow & { wallet_id: string; balance_kobo: number };

/** The lock of lockWalletForLimits, for a user given by id or by a statement that finds them. */
const lockStatement = (tx: TransactionSql, user: string | postgres.Fragment) => tx<LockedRow[]>`
  select w.id as wallet_id, w.balance_kobo, u.kyc_tier as tier,
         l.daily_in_kobo, l.daily_out_kobo, l.max_balance_kobo
  from wallets w
  join users u on u.id = w.user_id
  join kyc_tier_limits l on l.tier = u.kyc_tier
  where w.user_id = ${user}
  for update of w`;

const toWallet = (row: LockedRow): WalletForLimits => ({
  walletId: row.wallet_id,
  balanceKobo: Number(row.balance_kobo),
  tier: row.tier as KycTier,
  limits: toLimits(row),
});

/**
 * What came into and went out of a wallet since `since` (the start of the Lagos day), from the
 * ledger. A statement of its own, after the lock: one started before the lock was granted would
 * not see a movement that committed while it waited.
 */
export async function movedSince(
  db: Queryable,
  walletId: string,
  since: Date,
): Promise<{ inKobo: number; outKobo: number }> {
  return toMoved(await movedStatement(db, walletId, since));
}

type MovedRow = { in_kobo: string; out_kobo: string };

const toMoved = ([row]: readonly MovedRow[]) => ({
  inKobo: Number(row!.in_kobo),
  outKobo: Number(row!.out_kobo),
});

/** movedSince's statement, for a wallet given by id or by a statement that finds it. */
function movedStatement(db: Queryable, wallet: string | postgres.Fragment, since: Date) {
  return db<MovedRow[]>`
    select
      coalesce((select sum(amount_kobo) from ledger_transfers
                where credit_account = ${wallet} and created_at >= ${since}
                  and kind in ${db(INCOMING_KINDS)}), 0)::text as in_kobo,
      (coalesce((select sum(amount_kobo) from ledger_transfers
                 where debit_account = ${wallet} and created_at >= ${since}
                   and kind = ${OUTGOING_KIND}), 0)
       - coalesce((select sum(r.amount_kobo) from ledger_transfers r
                   where r.credit_account = ${wallet} and r.created_at >= ${since}
                     and r.kind in ${db(RETURN_KINDS)}
                     and exists (select 1 from ledger_transfers h
                                 where h.kind = ${OUTGOING_KIND} and h.reference = r.reference
                                   and h.created_at >= ${since})), 0))::text as out_kobo`;
}

/**
 * lockWalletForLimits and movedSince for whoever holds a FAZA number (a verified phone, other than
 * the sender), sent at once without waiting for each other's answers: PostgreSQL still runs them
 * one after the other, so the totals are read after the lock is held, as movedSince requires.
 * No wallet (no such member, or one whose wallet is not open yet) answers null.
 */
export function lockRecipientForLimits(
  tx: TransactionSql,
  recipient: { faza: string; notUserId: string },
  since: Date,
): Promise<(WalletForLimits & { moved: { inKobo: number; outKobo: number } }) | null> {
  const holder = tx`(select id from users
                     where faza = ${recipient.faza} and phone_verified_at is not null
                       and id <> ${recipient.notUserId})`;
  const locking = lockStatement(tx, holder).execute();
  const moving = movedStatement(
    tx,
    tx`(select id from wallets where user_id = ${holder})`,
    since,
  ).execute();
  moving.catch(() => {}); // awaited below, once the lock's answer is in
  return locking.then(async ([row]) => {
    const moved = toMoved(await moving);
    return row ? { ...toWallet(row), moved } : null;
  });
}

/** Reads a wallet's tier, limits and balance without locking (`GET /api/account/limits`). */
export async function readWalletForLimits(
  db: Queryable,
  userId: string,
): Promise<Omit<WalletForLimits, 'walletId'> & { walletId: string | null }> {
  const [row] = await db<(LimitsRow & { wallet_id: string | null; balance_kobo: number | null })[]>`
    select w.id as wallet_id, w.balance_kobo, u.kyc_tier as tier,
           l.daily_in_kobo, l.daily_out_kobo, l.max_balance_kobo
    from users u
    join kyc_tier_limits l on l.tier = u.kyc_tier
    left join wallets w on w.user_id = u.id
    where u.id = ${userId}`;
  return {
    walletId: row!.wallet_id,
    balanceKobo: Number(row!.balance_kobo ?? 0),
    tier: row!.tier as KycTier,
    limits: toLimits(row!),
  };
}

const kobo = (naira: number) => naira * 100;

/** The tiers' limits as the KYC_TIER* settings give them. */
function configuredLimits(config: Config): Record<KycTier, TierLimits> {
  const cap = (naira: number | null) => (naira === null ? null : kobo(naira));
  return {
    1: {
      dailyInKobo: kobo(config.KYC_TIER1_DAILY_NAIRA),
      dailyOutKobo: kobo(config.KYC_TIER1_DAILY_NAIRA),
      maxBalanceKobo: cap(config.KYC_TIER1_MAX_BALANCE_NAIRA),
    },
    2: {
      dailyInKobo: kobo(config.KYC_TIER2_DAILY_NAIRA),
      dailyOutKobo: kobo(config.KYC_TIER2_DAILY_NAIRA),
      maxBalanceKobo: cap(config.KYC_TIER2_MAX_BALANCE_NAIRA),
    },
    3: {
      dailyInKobo: kobo(config.KYC_TIER3_DAILY_NAIRA),
      dailyOutKobo: kobo(config.KYC_TIER3_DAILY_NAIRA),
      maxBalanceKobo:
        config.KYC_TIER3_MAX_BALANCE_NAIRA === 0 ? null : kobo(config.KYC_TIER3_MAX_BALANCE_NAIRA),
    },
  };
}

/** At start-up: the configured limits become the ones every check reads. */
export async function writeTierLimits(db: Queryable, config: Config): Promise<void> {
  const limits = configuredLimits(config);
  for (const tier of KYC_TIERS) {
    const l = limits[tier];
    await db`
      insert into kyc_tier_limits (tier, daily_in_kobo, daily_out_kobo, max_balance_kobo)
      values (${tier}, ${l.dailyInKobo}, ${l.dailyOutKobo}, ${l.maxBalanceKobo})
      on conflict (tier) do update set daily_in_kobo = excluded.daily_in_kobo,
        daily_out_kobo = excluded.daily_out_kobo, max_balance_kobo = excluded.max_balance_kobo
      where (kyc_tier_limits.daily_in_kobo, kyc_tier_limits.daily_out_kobo,
             kyc_tier_limits.max_balance_kobo)
        is distinct from (excluded.daily_in_kobo, excluded.daily_out_kobo,
                          excluded.max_balance_kobo)`;
  }
}
