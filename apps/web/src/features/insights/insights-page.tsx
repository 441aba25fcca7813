import { useState } from 'react';
import { Link } from 'wouter';
import { INSIGHTS_MESSAGES as M, lagosMonthOf, MONTH_PATTERN, monthLabel } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/route-paths';
import { useSession } from '../auth';
import { monthOptions } from './insights-format';
import { sampleInsights } from './insights-sample';
import {
  FoodSection,
  HeadlineFigures,
  SpendSection,
  WasteAndMoneySection,
} from './insights-sections';
import { isPremiumWall, useInsights } from './use-insights';

/**
 * /insights: monthly food analytics for Premium and Premium Plus (docs/architecture.md §3a). A basic
 * member sees a sample month, marked as not theirs, with the way to upgrade.
 */
export function InsightsPage() {
  const { user } = useSession();
  const premium = user?.is_premium === true;
  // The monthly digest links to /insights?month=YYYY-MM; anything else opens this month.
  const [month, setMonth] = useState(() => {
    const asked = new URLSearchParams(window.location.search).get('month') ?? '';
    return MONTH_PATTERN.test(asked) && asked <= lagosMonthOf(new Date())
      ? asked
      : lagosMonthOf(new Date());
  });
  const query = useInsights(month, premium);
  const walled = !premium || (query.isError && isPremiumWall(query.error));
  const data = walled ? sampleInsights() : query.data;

  return (
    <MainLayout
      title="Food insights"
      description="Where your food money went, what you ate, gave and wasted, and what prices did."
    >
      {walled ? (
        <div
          role="note"
          className="mb-6 flex flex-col gap-3 rounded-2xl bg-plantain-100 p-4 ring-1 ring-plantain-300 sm:flex-row sm:items-center"
        >
          <Badge tone="plantain">Sample</Badge>
          <p className="flex-1 font-medium text-ink-900">{M.sampleNotice}</p>
          <Link href={PATHS.premium} className={buttonClasses({})}>
            Upgrade to Premium
          </Link>
        </div>
      ) : (
        <div className="mb-6 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink-800">
            Month
            <select
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              className="min-h-11 rounded-xl border border-sand-300 bg-white px-3 text-base text-ink-900"
            >
              {monthOptions().map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <p className="pb-3 text-sm text-ink-600">
            Compared with {monthLabel(data?.previous_month ?? month)}. Lagos time.
          </p>
        </div>
      )}

      {data ? (
        <div className="space-y-4" data-testid={walled ? 'insights-sample' : 'insights'}>
          <HeadlineFigures data={data} />
          <SpendSection data={data} />
          <FoodSection data={data} />
          <WasteAndMoneySection data={data} />
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">We could not load your insights.</p>
          <p className="mt-1 text-sm">{query.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
          <Spinner className="size-5" /> Loading your month…
        </p>
      )}
    </MainLayout>
  );
}
