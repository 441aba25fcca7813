import {
  formatDate,
  formatNaira,
  MEALS,
  monthLabel,
  type Insights,
  type WeekPlan,
} from '@faza/shared';
import { ConsultantPlanEditor } from './consultant-plan-editor';
import { useConsultantRecipes } from './use-consultant-recipes';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-cream-50 p-2">
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-bold text-ink-900">{value}</dd>
    </div>
  );
}

/** The member's saved meal plan, who wrote it, and the consultant's editor for it. */
export function PlanSection({ memberId, plan }: { memberId: string; plan: WeekPlan }) {
  const recipes = useConsultantRecipes(true);
  const nameOf = (id: string) => recipes.data?.recipes.find((r) => r.id === id)?.name ?? id;
  const planned = plan.days.filter((d) => MEALS.some((m) => d[m]));
  return (
    <section
      className="mt-3 space-y-2 border-t border-cream-200 pt-3"
      data-testid="consultant-plan"
    >
      <p className="text-sm font-semibold text-ink-800">Meal plan</p>
      {plan['written-by'] && (
        <p className="rounded-xl bg-palm-50 px-3 py-2 text-sm text-ink-800">
          Written by {plan['written-by'].name} on {formatDate(plan['written-by'].at)}: “
          {plan['written-by'].note}”
        </p>
      )}
      {planned.length === 0 ? (
        <p className="text-sm text-ink-600">No meals planned yet.</p>
      ) : (
        <ol className="divide-y divide-cream-200 text-sm">
          {plan.days.map((day, d) =>
            MEALS.some((m) => day[m]) ? (
              <li key={d} className="py-1.5">
                <span className="font-semibold text-ink-900">Day {d + 1}: </span>
                <span className="text-ink-700">
                  {MEALS.map((m) => (day[m] ? nameOf(day[m]) : '—')).join(' · ')}
                </span>
              </li>
            ) : null,
          )}
        </ol>
      )}
      <p className="text-sm text-ink-600">
        Household of {plan.household}
        {plan.budget !== null && ` · budget ${formatNaira(Math.round(plan.budget * 100))}`} · to buy{' '}
        {formatNaira(plan['shopping-list']['total-kobo'])}
      </p>
      <ConsultantPlanEditor key={JSON.stringify(plan.days)} memberId={memberId} plan={plan} />
    </section>
  );
}

/** This month's insights, the figures a consultant advises on. */
export function InsightsSection({ insights }: { insights: Insights }) {
  const days = insights.pantry.days_left;
  return (
    <section
      className="mt-3 space-y-2 border-t border-cream-200 pt-3"
      data-testid="consultant-insights"
    >
      <p className="text-sm font-semibold text-ink-800">
        {monthLabel(insights.month)}
        {insights.in_progress ? ' so far' : ''}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-center text-sm sm:grid-cols-4">
        <Figure label="Spent on food" value={formatNaira(insights.spend.total_kobo)} />
        <Figure label="Wasted" value={formatNaira(insights.waste.expired_kobo)} />
        <Figure
          label="Spoil rate"
          value={
            insights.waste.spoil_rate.percent === null
              ? `${insights.waste.spoil_rate.part} of ${insights.waste.spoil_rate.whole}`
              : `${insights.waste.spoil_rate.percent}%`
          }
        />
        <Figure label="Food left" value={days === null ? '—' : `${days} days`} />
      </dl>
    </section>
  );
}
