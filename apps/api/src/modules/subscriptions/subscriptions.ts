import {
  addBillingPeriod,
  premiumFlags,
  subscriptionPriceKobo,
  SUBSCRIPTION_TIER_LABELS,
  unusedCreditKobo,
  type BillingPeriod,
  type PaidTier,
  type SubscribeResponse,
  type SubscriptionTier,
} from '@faza/shared';
import type { TransactionSql } from '../../db/sql';
import { AppError, refuse } from '../../lib/app-error';
import { transfer, SYSTEM_ACCOUNTS, newReference, walletOfUser } from '../ledger';

export type SubscribeInput = { userId: string; tier: PaidTier; period: BillingPeriod; now?: Date };

/**
 * `POST /api/user/subscribe/{type}`, in the caller's transaction: charges the
 * spec price from the wallet, and sets the tier and its end date. The same tier again extends from
 * the current end date; premium → premium_plus starts now and first credits back the unused part
 * of the paid Premium periods (pro rata, never more than was paid). Short of money: refused, and
 * the rollback undoes the credit too.
 */
export async function subscribe(
  tx: TransactionSql,
  input: SubscribeInput,
): Promise<SubscribeResponse> {
  const now = input.now ?? new Date();
  // Wallet before user row: the same order as checkout (wallet, then the pantry reads the user).
  const wallet = await walletOfUser(tx, input.userId);
  await tx`select id from wallets where id = ${wallet.id} for update`;
  const [user] = await tx<
    { subscription_tier: SubscriptionTier; subscription_ends_at: Date | null }[]
  >`
    select subscription_tier, subscription_ends_at from users where id = ${input.userId} for update`;
  const flags = premiumFlags(user!.subscription_tier, user!.subscription_ends_at, now);
  const current: SubscriptionTier = flags.isPremiumPlus
    ? 'premium_plus'
    : flags.isPremium
      ? 'premium'
      : 'basic';
  if (current === 'premium_plus' && input.tier === 'premium')
    throw refuse('SUBSCRIPTION_DOWNGRADE');

  const reference = newReference('SUB');
  let creditedKobo = 0;
  let startsAt = now;
  if (current === input.tier) {
    startsAt = user!.subscription_ends_at ?? now;
  } else if (current === 'premium') {
    creditedKobo = await creditUnusedPremium(tx, input.userId, wallet.id, reference, now);
  }

  const priceKobo = subscriptionPriceKobo(input.tier, input.period);
  const label = `${SUBSCRIPTION_TIER_LABELS[input.tier]} ${input.period} subscription`;
  const { transfer: charged, balances } = await transfer(tx, {
    kind: 'subscription',
    amountKobo: priceKobo,
    debit: wallet.id,
    credit: SYSTEM_ACCOUNTS.subscriptionRevenue,
    reference,
    metadata: { tier: input.tier, period: input.period, description: label },
  }).catch((err: unknown) => {
    // The balance the refusal would name includes the credit for unused Premium, which is undone
    // with it: "You have" would be a sum the wallet never shows. Say only that it is short.
    if (creditedKobo > 0 && err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE')
      throw refuse('INSUFFICIENT_BALANCE', { field: 'amount' });
    throw err;
  });
  const endsAt = addBillingPeriod(startsAt, input.period);
  await tx`
    insert into subscription_periods (user_id, tier, period, price_kobo, starts_at, ends_at, transfer_id)
    values (${input.userId}, ${input.tier}, ${input.period}, ${priceKobo}, ${startsAt}, ${endsAt},
            ${charged.id})`;
  await tx`update users set subscription_tier = ${input.tier}, subscription_ends_at = ${endsAt},
                            updated_at = now()
           where id = ${input.userId}`;
  const after = premiumFlags(input.tier, endsAt, now);
  const balanceKobo = balances.get(wallet.id)!;
  return {
    tier: input.tier,
    period: input.period,
    ends_at: endsAt.toISOString(),
    charged: priceKobo,
    credited: creditedKobo,
    balance: balanceKobo / 100,
    balance_kobo: balanceKobo,
    is_premium: after.isPremium,
    is_premium_plus: after.isPremiumPlus,
  };
}

async function creditUnusedPremium(
  tx: TransactionSql,
  userId: string,
  walletId: string,
  reference: string,
  now: Date,
): Promise<number> {
  const periods = await tx<{ id: string; price_kobo: number; starts_at: Date; ends_at: Date }[]>`
    update subscription_periods set credited_back_at = ${now}
    where user_id = ${userId} and tier = 'premium' and ends_at > ${now} and credited_back_at is null
    returning id, price_kobo, starts_at, ends_at`;
  const credit = unusedCreditKobo(
    periods.map((p) => ({ priceKobo: p.price_kobo, startsAt: p.starts_at, endsAt: p.ends_at })),
    now,
  );
  if (credit > 0)
    await transfer(tx, {
      kind: 'subscription_credit',
      amountKobo: credit,
      debit: SYSTEM_ACCOUNTS.subscriptionRevenue,
      credit: walletId,
      reference,
      metadata: { periods: periods.map((p) => p.id) },
    });
  return credit;
}
