import { Link } from 'wouter';
import {
  formatNaira,
  hasSufficientBalance,
  subscriptionPriceKobo,
  SUBSCRIPTION_TIER_LABELS,
  WALLET_MESSAGES,
  type BillingPeriod,
  type PaidTier,
} from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { DialogClose, SheetDialog } from '../../components/ui/sheet-dialog';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toasts';
import { formatPlanDate, type PlanAction } from './premium-plans';
import { useSubscribe } from './use-subscribe';

/**
 * Confirms the charge before subscribing: what is bought, for how long, the price and the wallet
 * it comes from. Too little in the wallet: a clear message and a Top Up link, nothing charged.
 */
export function SubscribeDialog({
  tier,
  period,
  action,
  balanceKobo,
  onClose,
}: {
  tier: PaidTier;
  period: BillingPeriod;
  action: PlanAction;
  balanceKobo: number | undefined;
  onClose: () => void;
}) {
  const subscribe = useSubscribe(tier, period);
  const priceKobo = subscriptionPriceKobo(tier, period);
  const name = SUBSCRIPTION_TIER_LABELS[tier];
  // Upgrading credits unused Premium first, so only the server knows whether it is enough then.
  const short =
    action !== 'upgrade' &&
    balanceKobo !== undefined &&
    !hasSufficientBalance(balanceKobo, priceKobo);
  const refusedForBalance =
    subscribe.error instanceof ApiError && subscribe.error.code === 'INSUFFICIENT_BALANCE';

  function confirm() {
    subscribe.mutate(undefined, {
      onSuccess: (result) => {
        toastSuccess({
          title: WALLET_MESSAGES.subscribeSuccess.title,
          description: WALLET_MESSAGES.subscribeSuccess.description(
            SUBSCRIPTION_TIER_LABELS[result.tier],
            formatPlanDate(result.ends_at),
          ),
        });
        onClose();
      },
    });
  }

  return (
    <SheetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={subscribe.isPending}
      title={`${action === 'upgrade' ? 'Upgrade to' : action === 'extend' ? 'Extend' : 'Subscribe to'} ${name}`}
      description="Paid from your wallet. Please confirm the charge."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={subscribe.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            onClick={confirm}
            disabled={short || refusedForBalance || subscribe.isPending}
            aria-busy={subscribe.isPending || undefined}
          >
            {subscribe.isPending && (
              <Spinner className="size-4 border-2 border-white/40 border-t-white" />
            )}
            Pay {formatNaira(priceKobo)}
          </Button>
        </>
      }
    >
      <dl className="divide-y divide-cream-200 rounded-2xl bg-cream-50 px-4 ring-1 ring-cream-200 ring-inset">
        <Row label="Plan" value={`${name}, ${period === 'monthly' ? '1 month' : '1 year'}`} />
        <Row label="Charge" value={formatNaira(priceKobo)} strong />
        <Row
          label="Wallet balance"
          value={balanceKobo === undefined ? '…' : formatNaira(balanceKobo)}
        />
      </dl>
      {action === 'extend' && (
        <p className="mt-3 text-sm text-ink-700">
          Your plan is extended from its current end date.
        </p>
      )}
      {action === 'upgrade' && (
        <p className="mt-3 text-sm text-ink-700">
          Premium Plus starts now. The unused days of your Premium plan are credited back to your
          wallet first.
        </p>
      )}
      {(short || refusedForBalance) && (
        <div
          role="alert"
          data-testid="insufficient-balance"
          className="mt-4 rounded-xl bg-red-50 px-3 py-3 text-sm text-red-800 ring-1 ring-red-200 ring-inset"
        >
          <p className="font-semibold">{WALLET_MESSAGES.insufficientBalance}</p>
          <p className="mt-0.5">
            Top up at least {formatNaira(Math.max(0, priceKobo - (balanceKobo ?? 0)) || priceKobo)}{' '}
            to pay for this plan.
          </p>
          <Link
            href={PATHS.wallet}
            className={buttonClasses({ className: 'mt-3', variant: 'primary' })}
          >
            Top Up Wallet
          </Link>
        </div>
      )}
      {subscribe.isError && !refusedForBalance && (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700 ring-1 ring-red-200 ring-inset"
        >
          {subscribe.error.message}
        </p>
      )}
    </SheetDialog>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className={strong ? 'text-lg font-extrabold text-ink-900' : 'font-semibold text-ink-900'}>
        {value}
      </dd>
    </div>
  );
}
