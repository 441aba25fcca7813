import { formatNaira, type AccountLimits } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { AddressUpload } from './address-upload';
import { IdentityForm } from './identity-form';
import { useAccountLimits } from './use-account-limits';

const TIER_TEXT = {
  1: 'Tier 1 · phone verified',
  2: 'Tier 2 · BVN or NIN verified',
  3: 'Tier 3 · address verified',
} as const;

/**
 * The account's verification tier and the Central Bank's limits on it (docs/decisions/0063): what
 * came in and went out today and what is left, the most the wallet may hold, and the next step up.
 */
export function LimitsCard({ phoneVerified }: { phoneVerified: boolean }) {
  const limits = useAccountLimits();
  return (
    <section
      aria-labelledby="limits-heading"
      data-testid="limits-card"
      className="mt-4 rounded-3xl bg-white px-5 py-5 shadow-card sm:px-8"
    >
      <h2 id="limits-heading" className="text-base font-bold text-ink-900">
        Account limits
      </h2>
      {limits.data ? (
        <LimitsBody limits={limits.data} phoneVerified={phoneVerified} />
      ) : limits.isError ? (
        <p role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700">
          Your limits could not be loaded.
          <Button variant="secondary" onClick={() => void limits.refetch()}>
            Try Again
          </Button>
        </p>
      ) : (
        <div role="status" aria-label="Loading your limits" className="mt-3">
          <Skeleton className="h-8 w-48" />
        </div>
      )}
    </section>
  );
}

function LimitsBody({ limits, phoneVerified }: { limits: AccountLimits; phoneVerified: boolean }) {
  const { identity, address } = limits;
  return (
    <>
      <p data-testid="kyc-tier" className="mt-1 text-sm font-semibold text-palm-700">
        {phoneVerified || limits.tier > 1
          ? TIER_TEXT[limits.tier]
          : 'Tier 1 · verify your phone to move money'}
      </p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <Figure
          label="Received today"
          testId="limit-in"
          value={`${formatNaira(limits.dailyIn.usedKobo)} of ${formatNaira(limits.dailyIn.limitKobo)}`}
          note={`${formatNaira(limits.dailyIn.leftKobo)} left`}
        />
        <Figure
          label="Sent to banks today"
          testId="limit-out"
          value={`${formatNaira(limits.dailyOut.usedKobo)} of ${formatNaira(limits.dailyOut.limitKobo)}`}
          note={`${formatNaira(limits.dailyOut.leftKobo)} left`}
        />
        <Figure
          label="Most your wallet may hold"
          testId="limit-balance"
          value={limits.maxBalanceKobo === null ? 'No limit' : formatNaira(limits.maxBalanceKobo)}
          note="Daily limits start again at midnight"
        />
      </dl>
      {identity.state === 'failed' && limits.tier === 1 && (
        <p role="alert" data-testid="identity-failed" className="mt-3 text-sm text-red-700">
          {identity.failureReason}
        </p>
      )}
      {identity.state === 'pending' && (
        <p role="status" className="mt-3 text-sm text-ink-700">
          We are checking your {identity.idType?.toUpperCase()}…
        </p>
      )}
      {limits.nextStep === 'identity' && identity.state !== 'pending' && phoneVerified && (
        <IdentityForm />
      )}
      {limits.nextStep === 'address' && address.state === 'pending' && (
        <p role="status" className="mt-3 text-sm text-ink-700">
          Your proof of address is waiting for review.
        </p>
      )}
      {limits.nextStep === 'address' && address.state === 'rejected' && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Your proof of address was not accepted: {address.reason}
        </p>
      )}
      {limits.nextStep === 'address' && address.state !== 'pending' && <AddressUpload />}
    </>
  );
}

function Figure(props: { label: string; value: string; note: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-cream-50 px-3 py-2 ring-1 ring-cream-200 ring-inset">
      <dt className="text-xs text-ink-600">{props.label}</dt>
      <dd data-testid={props.testId} className="font-bold text-ink-900">
        {props.value}
      </dd>
      <dd className="text-xs text-ink-600">{props.note}</dd>
    </div>
  );
}
