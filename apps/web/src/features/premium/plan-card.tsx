import { formatNaira, SUBSCRIPTION_PRICES, type BillingPeriod } from '@faza/shared';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { CheckIcon, CrownIcon } from './premium-icons';
import {
  ACTION_LABELS,
  benefitHref,
  priceLabel,
  yearlySavingLabel,
  type Plan,
  type PlanAction,
} from './premium-plans';

/** One tier: name, price for the chosen period (and the other), yearly saving, benefits, action. */
export function PlanCard({
  plan,
  period,
  action,
  current,
  disabled,
  deliveryBenefit,
  onChoose,
}: {
  plan: Plan;
  period: BillingPeriod;
  action: PlanAction;
  current: boolean;
  disabled: boolean;
  /** "Free delivery" from the server's tier percents; null when none or not loaded yet. */
  deliveryBenefit: string | null;
  onChoose: () => void;
}) {
  const plus = plan.tier === 'premium_plus';
  const headingId = `plan-${plan.tier}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'relative flex flex-col rounded-3xl p-5 shadow-card sm:p-6',
        plus ? 'bg-ink-900 text-white' : 'border border-cream-200 bg-white text-ink-900',
      )}
    >
      {current && (
        <span className="absolute top-5 right-5 rounded-full bg-leaf-50 px-2.5 py-1 text-xs font-bold text-leaf-800 ring-1 ring-leaf-100 ring-inset">
          Your plan
        </span>
      )}
      <div className="flex items-center gap-2">
        <span
          className={cx(
            'flex size-9 items-center justify-center rounded-full',
            plus ? 'bg-plantain-300 text-ink-900' : 'bg-palm-50 text-palm-700',
          )}
        >
          <CrownIcon size={18} />
        </span>
        <h2 id={headingId} className="text-xl font-extrabold">
          {plan.name}
        </h2>
      </div>
      <p className={cx('mt-2 text-sm', plus ? 'text-cream-200' : 'text-ink-600')}>{plan.tagline}</p>
      <p
        className="mt-4 text-3xl font-extrabold tracking-tight tabular-nums"
        data-testid="plan-price"
      >
        {priceLabel(plan.tier, period)}
      </p>
      <p className={cx('mt-1 text-sm', plus ? 'text-cream-200' : 'text-ink-600')}>
        {period === 'monthly'
          ? `or ${priceLabel(plan.tier, 'yearly')}`
          : `instead of ${formatNaira(SUBSCRIPTION_PRICES[plan.tier].monthly * 1200)} paying monthly`}
      </p>
      <p
        className={cx(
          'mt-2 inline-flex self-start rounded-full px-2.5 py-1 text-xs font-bold',
          plus
            ? 'bg-plantain-300 text-ink-900'
            : 'bg-leaf-50 text-leaf-800 ring-1 ring-leaf-100 ring-inset',
        )}
      >
        {yearlySavingLabel(plan.tier)} with yearly
      </p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {deliveryBenefit && (
          <li data-testid="delivery-benefit" className="flex items-start gap-2.5 text-sm font-bold">
            <CheckIcon
              size={18}
              className={cx('mt-px shrink-0', plus ? 'text-plantain-300' : 'text-leaf-700')}
            />
            {deliveryBenefit}
          </li>
        )}
        {plan.benefits.map((benefit) => {
          const href = benefitHref(benefit);
          return (
            <li key={benefit} className="flex items-start gap-2.5 text-sm">
              <CheckIcon
                size={18}
                className={cx('mt-px shrink-0', plus ? 'text-plantain-300' : 'text-leaf-700')}
              />
              {href ? (
                <Link href={href} className="underline decoration-1 underline-offset-2">
                  {benefit}
                </Link>
              ) : (
                benefit
              )}
            </li>
          );
        })}
      </ul>
      <Button
        size="lg"
        variant={plus ? 'inverse' : 'primary'}
        className="mt-6 w-full"
        disabled={disabled || action === 'unavailable'}
        onClick={onChoose}
        aria-label={
          action === 'unavailable' ? undefined : `${ACTION_LABELS[action]}: ${plan.name} ${period}`
        }
      >
        {ACTION_LABELS[action]}
      </Button>
    </article>
  );
}
