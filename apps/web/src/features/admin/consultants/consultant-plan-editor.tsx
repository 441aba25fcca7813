import { useState } from 'react';
import { MEALS, suitsMeal, type PlanDay, type WeekPlan } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { SectionLoading } from '../shared';
import { useWriteMemberPlan } from './use-consultant-plan';
import { useConsultantRecipes } from './use-consultant-recipes';

const EMPTY: PlanDay = { breakfast: null, lunch: null, dinner: null };

/**
 * The consultant writes the member's meal plan with a note (docs/decisions/0039): one dish picker
 * per day and meal, as the member's /plan/week has, up to the days the member's tier plans. The
 * server checks it with the member's own rules and tells the member.
 */
export function ConsultantPlanEditor({ memberId, plan }: { memberId: string; plan: WeekPlan }) {
  const [open, setOpen] = useState(false);
  const recipes = useConsultantRecipes(open);
  const write = useWriteMemberPlan(memberId);
  const maxDays = plan['max-days'];
  const [days, setDays] = useState<PlanDay[]>(() =>
    Array.from({ length: maxDays }, (_, d) => plan.days[d] ?? EMPTY),
  );
  const [note, setNote] = useState('');

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Write their plan
      </Button>
    );
  if (!recipes.data) return <SectionLoading what="the recipes" />;

  // From the latest days, not this render's: picks made in quick succession must all count.
  const pick = (d: number, meal: (typeof MEALS)[number], id: string) =>
    setDays((latest) => latest.map((day, i) => (i === d ? { ...day, [meal]: id || null } : day)));
  const submit = () =>
    write.mutate(
      { household: plan.household, days, tags: plan.tags, budget: plan.budget, note },
      {
        onSuccess: () => {
          toastSuccess({ title: 'Plan saved', description: 'The member has been told.' });
          setOpen(false);
          setNote('');
        },
        onError: (err) => toastError({ title: 'Could not save', description: err.message }),
      },
    );

  return (
    <form
      className="space-y-3"
      aria-label="Write their plan"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <ol className="grid gap-3">
        {days.map((day, d) => (
          <li key={d} className="rounded-xl bg-cream-50 p-3">
            <p className="text-sm font-semibold text-ink-900">Day {d + 1}</p>
            {MEALS.map((meal) => (
              <label key={meal} className="mt-1 block">
                <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                  {meal}
                </span>
                <select
                  value={day[meal] ?? ''}
                  onChange={(e) => pick(d, meal, e.target.value)}
                  aria-label={`Day ${d + 1} ${meal}`}
                  className="mt-1 block min-h-11 w-full rounded-xl border border-sand-300 bg-white px-3 text-sm"
                >
                  <option value="">No dish</option>
                  {recipes.data.recipes
                    .filter((r) => suitsMeal({ ...r, ingredients: [] }, meal, []))
                    .map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                </select>
              </label>
            ))}
          </li>
        ))}
      </ol>
      <label className="block">
        <span className="text-sm font-semibold text-ink-800">Note to the member</span>
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required
          maxLength={1000}
          rows={3}
          className="mt-1 block w-full rounded-xl border border-sand-300 px-3 py-2 text-base"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={write.isPending || !note.trim()}>
          {write.isPending ? 'Saving…' : 'Save plan and tell them'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
