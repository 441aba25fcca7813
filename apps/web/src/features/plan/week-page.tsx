import { useEffect, useState } from 'react';
import {
  DIETARY_TAGS,
  formatDate,
  formatNaira,
  MEALS,
  PLAN_MESSAGES,
  PATHS,
  suitsMeal,
  type DietaryTag,
  type PlanDay,
  type Recipe,
  type WeekPlan,
} from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useShopItems } from '../catalogue';
import { HouseholdStepper } from './household-stepper';
import { addSuggestionsToCart } from './missing-to-cart';
import { PlanShell, UpgradeCard } from './plan-shell';
import { usePlanForMe, useRecipes, useSaveWeek, useWeek } from './use-plan';
import { ShoppingListCard } from './shopping-list-card';

const TAG_LABEL: Record<DietaryTag, string> = {
  vegetarian: 'Vegetarian',
  'no-pork': 'No pork',
  'no-beef': 'No beef',
};
const DAY_NAMES = ['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7'];

/** `/plan/week`: the meal plan, picked by hand or by "Plan for me" (Premium Plus: the week). */
export function WeekPage() {
  return (
    <PlanShell
      current={PATHS.planWeek}
      title="Meal plan"
      description="Breakfast, lunch and dinner planned to your budget, pantry food first."
    >
      {({ isPremiumPlus }) => <Week isPremiumPlus={isPremiumPlus} />}
    </PlanShell>
  );
}

function Week({ isPremiumPlus }: { isPremiumPlus: boolean }) {
  const week = useWeek(true);
  const recipes = useRecipes(true);
  if (week.error && 'status' in week.error && week.error.status === 403)
    return <UpgradeCard message={week.error.message} />;
  if (!week.data || !recipes.data)
    return week.isError || recipes.isError ? (
      <Card className="p-6">
        <p className="text-ink-800">{(week.error ?? recipes.error)?.message}</p>
        <Button className="mt-4" onClick={() => void week.refetch()}>
          Try Again
        </Button>
      </Card>
    ) : (
      <Skeleton className="h-96 rounded-2xl" />
    );
  return (
    <WeekEditor week={week.data} recipes={recipes.data.recipes} isPremiumPlus={isPremiumPlus} />
  );
}

function WeekEditor({
  week,
  recipes,
  isPremiumPlus,
}: {
  week: WeekPlan;
  recipes: Recipe[];
  isPremiumPlus: boolean;
}) {
  const maxDays = week['max-days'];
  const [household, setHousehold] = useState(week.household);
  const [budget, setBudget] = useState(String(week.budget ?? (isPremiumPlus ? 60000 : 25000)));
  const [tags, setTags] = useState<DietaryTag[]>(week.tags);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveWeek();
  const auto = usePlanForMe();
  const shop = useShopItems();
  const days: PlanDay[] = Array.from(
    { length: maxDays },
    (_, d) => week.days[d] ?? { breakfast: null, lunch: null, dinner: null },
  );
  useEffect(() => setHousehold(week.household), [week.household]);

  const pick = (d: number, meal: (typeof MEALS)[number], id: string) => {
    const next = days.map((day, i) => (i === d ? { ...day, [meal]: id || null } : day));
    save.mutate(
      { household, days: next, tags, budget: Number(budget) || null },
      { onError: (err) => toastError({ title: 'Could not save', description: err.message }) },
    );
  };
  const planForMe = () => {
    setNotice(null);
    auto.mutate(
      { budget: Number(budget) || 0, household, days: maxDays, tags },
      {
        onSuccess: (plan) =>
          toastSuccess({
            title: 'Your plan is ready',
            description: `${formatNaira(plan['shopping-list']['total-kobo'])} to buy, against ${formatNaira(Math.round(plan['buy-all-new'] * 100))} buying everything new.`,
          }),
        onError: (err) => setNotice(err.message),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-5">
        {week['written-by'] && (
          <div
            className="space-y-1 rounded-2xl border border-palm-200 bg-palm-50 p-5"
            data-testid="consultant-note"
          >
            <p className="font-semibold text-ink-900">
              {PLAN_MESSAGES.writtenByConsultant(
                week['written-by'].name,
                formatDate(week['written-by'].at),
              )}
            </p>
            <p className="text-ink-800">“{week['written-by'].note}”</p>
          </div>
        )}
        <Card className="space-y-4 p-5">
          <HouseholdStepper value={household} onChange={setHousehold} label="Household" />
          <label className="block">
            <span className="text-sm font-semibold text-ink-800">
              Budget for the {maxDays} days (₦)
            </span>
            <input
              inputMode="numeric"
              value={budget}
              onChange={(e) => setBudget(e.target.value.replace(/\D/g, ''))}
              className="mt-1 block min-h-11 w-full rounded-xl border border-sand-300 px-4 text-base"
              aria-label="Budget in naira"
            />
          </label>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink-800">Every dish must be</legend>
            {DIETARY_TAGS.map((tag) => (
              <label
                key={tag}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-cream-100 px-4 text-sm"
              >
                <input
                  type="checkbox"
                  checked={tags.includes(tag)}
                  onChange={(e) =>
                    setTags(e.target.checked ? [...tags, tag] : tags.filter((t) => t !== tag))
                  }
                />
                {TAG_LABEL[tag]}
              </label>
            ))}
          </fieldset>
          <Button onClick={planForMe} disabled={auto.isPending} size="lg">
            {auto.isPending ? 'Planning…' : 'Plan for me'}
          </Button>
          {notice && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {notice}
            </p>
          )}
          {!isPremiumPlus && (
            <p className="text-sm text-ink-600">
              Premium plans 3 days. Premium Plus plans the whole week.
            </p>
          )}
        </Card>
        <ol className="grid gap-4 sm:grid-cols-2" aria-label="Planned days">
          {days.map((day, d) => (
            <li key={d}>
              <Card className="space-y-3 p-4">
                <h2 className="font-bold text-ink-900">{DAY_NAMES[d]}</h2>
                {MEALS.map((meal) => (
                  <label key={meal} className="block">
                    <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                      {meal}
                    </span>
                    <select
                      value={day[meal] ?? ''}
                      onChange={(e) => pick(d, meal, e.target.value)}
                      aria-label={`${DAY_NAMES[d]} ${meal}`}
                      className="mt-1 block min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-sm"
                    >
                      <option value="">Choose a dish</option>
                      {recipes
                        .filter((r) => suitsMeal({ ...r, ingredients: [] }, meal, []))
                        .map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.name}
                          </option>
                        ))}
                    </select>
                  </label>
                ))}
              </Card>
            </li>
          ))}
        </ol>
      </div>
      <ShoppingListCard
        list={week['shopping-list']}
        onAddAll={() =>
          addSuggestionsToCart(week['shopping-list'].items, shop.data) ||
          toastError({ title: 'Could not add', description: 'The shop has not loaded yet.' })
        }
      />
    </div>
  );
}
