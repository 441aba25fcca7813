import { useState } from 'react';
import { Link } from 'wouter';
import {
  daysLeft,
  STORAGE_DURATION_DAYS,
  SUBSCRIPTION_TIER_LABELS,
  type BillingPeriod,
  type PaidTier,
  type SubscriptionTier,
} from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { PATHS } from '../../lib/route-paths';
import { Skeleton } from '../../components/ui/skeleton';
import { cx } from '../../lib/cx';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { useSession } from '../auth';
import { useWalletBalance } from '../cart';
import { useMyConsultant } from '../support';
import { PlanCard } from './plan-card';
import { formatPlanDate, planAction, PLANS } from './premium-plans';
import { CrownIcon } from './premium-icons';
import { SubscribeDialog } from './subscribe-dialog';
import { useSubscription } from './use-subscription';
import { useDeliveryBenefits } from './use-tier-fees';

const PERIODS: { id: BillingPeriod; label: string }[] = [
  { id: 'monthly', label: 'Monthly' },
  { id: 'yearly', label: 'Yearly' },
];

/** /premium: both tiers, prices, the current tier and Subscribe. */
export function PremiumPage() {
  const { user } = useSession();
  const online = useOnline();
  const subscription = useSubscription();
  const balance = useWalletBalance(user?.wallet_id);
  const delivery = useDeliveryBenefits();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [choice, setChoice] = useState<PaidTier | null>(null);
  // The session's stored tier answers while the status loads (and offline).
  const tier: SubscriptionTier = subscription.data?.tier ?? user?.subscription_tier ?? 'basic';

  return (
    <MainLayout
      title="Premium"
      description="Longer pantry storage and priority delivery, paid from your wallet."
    >
      <CurrentPlan
        loading={subscription.isPending && !subscription.isError}
        tier={tier}
        endsAt={subscription.data?.ends_at ?? null}
      />
      {tier === 'premium_plus' && <MyConsultantLine />}
      {subscription.isError && !subscription.data && (
        <p
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-red-50 px-4 py-2.5 text-sm font-medium text-red-700 ring-1 ring-red-200 ring-inset"
        >
          Your plan could not be checked: {subscription.error.message}
          <button
            type="button"
            onClick={() => void subscription.refetch()}
            className="min-h-9 rounded-full px-3 font-semibold underline underline-offset-2 hover:bg-red-100"
          >
            Try Again
          </button>
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div
          role="radiogroup"
          aria-label="Billing period"
          className="inline-flex rounded-full bg-white p-1 ring-1 ring-sand-300 ring-inset"
        >
          {PERIODS.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={period === p.id}
              onClick={() => setPeriod(p.id)}
              className={cx(
                'min-h-10 rounded-full px-5 text-sm font-semibold transition-colors',
                period === p.id
                  ? 'bg-palm-600 text-white shadow-sm'
                  : 'text-ink-800 hover:bg-palm-50',
              )}
            >
              {p.label}
            </button>
          ))}
        </div>
        <Link
          href={PATHS.wallet}
          className="text-sm font-semibold text-palm-700 underline underline-offset-2"
        >
          My Wallet
        </Link>
      </div>
      {!online && (
        <p role="status" className="mt-3 text-sm font-medium text-amber-800">
          {OFFLINE_ACTION_REASON}
        </p>
      )}
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            period={period}
            action={planAction(tier, plan.tier)}
            current={tier === plan.tier}
            disabled={!online}
            deliveryBenefit={delivery.data?.[plan.tier] ?? null}
            onChoose={() => setChoice(plan.tier)}
          />
        ))}
      </div>
      {choice && (
        <SubscribeDialog
          tier={choice}
          period={period}
          action={planAction(tier, choice)}
          balanceKobo={balance.data}
          onClose={() => setChoice(null)}
        />
      )}
    </MainLayout>
  );
}

function CurrentPlan({
  loading,
  tier,
  endsAt,
}: {
  loading: boolean;
  tier: SubscriptionTier;
  endsAt: string | null;
}) {
  const paid = tier !== 'basic' && endsAt;
  return (
    <section
      aria-labelledby="current-plan"
      data-testid="current-plan"
      className="flex items-center gap-4 rounded-2xl border border-cream-200 bg-white px-5 py-4 shadow-card"
    >
      <span
        className={cx(
          'flex size-12 shrink-0 items-center justify-center rounded-full',
          paid ? 'bg-plantain-300 text-ink-900' : 'bg-cream-100 text-ink-600',
        )}
      >
        <CrownIcon size={22} />
      </span>
      <div className="min-w-0">
        <h2 id="current-plan" className="text-sm font-semibold text-ink-600">
          Your plan
        </h2>
        {loading ? (
          <Skeleton className="mt-1 h-6 w-40" />
        ) : (
          <>
            <p data-testid="current-tier" className="text-xl font-extrabold text-ink-900">
              {SUBSCRIPTION_TIER_LABELS[tier]}
            </p>
            <p data-testid="current-ends" className="text-sm text-ink-600">
              {paid
                ? `Active until ${formatPlanDate(endsAt)} (${daysLeft(new Date(endsAt), new Date())} days left)`
                : `Free plan: food is kept in your pantry for ${STORAGE_DURATION_DAYS.basic} days.`}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/** A Premium Plus member's consultant, and where to talk to them (docs/architecture.md §3a). */
function MyConsultantLine() {
  const mine = useMyConsultant();
  const name = mine.data?.consultant?.name;
  if (!mine.data?.eligible) return null;
  return (
    <p
      data-testid="premium-consultant"
      className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl border border-cream-200 bg-white px-5 py-3 text-sm shadow-card"
    >
      <span className="text-ink-700">
        Your food consultant:{' '}
        <span className="font-bold text-ink-900">{name ?? 'being assigned'}</span>
      </span>
      <Link href={PATHS.help} className="font-semibold text-palm-700 underline underline-offset-2">
        Talk to my consultant
      </Link>
    </p>
  );
}
