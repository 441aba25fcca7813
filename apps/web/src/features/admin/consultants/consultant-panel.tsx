import { formatDate, formatNaira, SUPPORT_MESSAGES } from '@faza/shared';
import { Card } from '../../../components/ui/card';
import { SectionLoading } from '../shared';
import { InsightsSection, PlanSection } from './consultant-shared-sections';
import { useConsultantView } from './use-consultant-view';

/**
 * What the member shares with their consultant. Without consent the server answers 403 and this
 * says so: the consultant sees nothing but the conversation. Each shared section is one block: the
 * pantry, the meal plan (with the consultant's editor) and this month's insights.
 */
export function ConsultantPanel({ memberId }: { memberId: string }) {
  const view = useConsultantView(memberId);
  return (
    <Card className="p-4" data-testid="consultant-panel">
      <h3 className="font-bold text-ink-900">Shared with you as their consultant</h3>
      {view.isPending ? (
        <SectionLoading what="what the member shares" />
      ) : view.isError ? (
        <p className="mt-2 rounded-xl bg-cream-100 px-3 py-2 text-sm text-ink-700">
          {view.error.message || SUPPORT_MESSAGES.consentRequired}
        </p>
      ) : (
        <div className="mt-3 space-y-2">
          <p className="text-sm font-semibold text-ink-800">Pantry</p>
          <dl className="grid grid-cols-3 gap-2 text-center text-sm">
            <div className="rounded-xl bg-cream-50 p-2">
              <dt className="text-ink-600">Units</dt>
              <dd className="font-bold text-ink-900">{view.data.sections.pantry.units}</dd>
            </div>
            <div className="rounded-xl bg-cream-50 p-2">
              <dt className="text-ink-600">Expiring</dt>
              <dd className="font-bold text-ink-900">{view.data.sections.pantry.expiring_units}</dd>
            </div>
            <div className="rounded-xl bg-cream-50 p-2">
              <dt className="text-ink-600">Worth</dt>
              <dd className="font-bold text-ink-900">
                {formatNaira(view.data.sections.pantry.value_kobo)}
              </dd>
            </div>
          </dl>
          <ul className="divide-y divide-cream-200 text-sm">
            {view.data.sections.pantry.foods.map((f) => (
              <li
                key={`${f.name}-${f.quantity_type}`}
                className="flex justify-between gap-3 py-1.5"
              >
                <span className="min-w-0 truncate text-ink-900">{f.name}</span>
                <span className="shrink-0 text-ink-700 tabular-nums">
                  {f.quantity} × {f.quantity_type} · by {formatDate(f.next_expiry)}
                </span>
              </li>
            ))}
          </ul>
          <PlanSection memberId={memberId} plan={view.data.sections.plan} />
          <InsightsSection insights={view.data.sections.insights} />
        </div>
      )}
    </Card>
  );
}
