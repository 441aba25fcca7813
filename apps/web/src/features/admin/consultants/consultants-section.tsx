import { formatFaza } from '@faza/shared';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-fields';
import { toastError } from '../../../lib/toasts';
import { SectionEmpty, SectionError, SectionLoading } from '../shared';
import { useConsultantChange } from './use-consultant-change';
import { useConsultants } from './use-consultants';

/**
 * Admins choose who the food consultants are and move a Premium Plus member to another one. New
 * members get the least-loaded consultant by themselves (docs/decisions/0039).
 */
export function ConsultantsSection() {
  const overview = useConsultants();
  const change = useConsultantChange();
  const failed = (err: Error) => toastError({ title: 'Not saved', description: err.message });
  if (overview.isPending) return <SectionLoading what="consultants" />;
  if (overview.isError)
    return (
      <SectionError message={overview.error.message} onRetry={() => void overview.refetch()} />
    );
  const { staff, members } = overview.data;
  const consultants = staff.filter((s) => s.is_consultant);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <section aria-labelledby="consultant-staff" className="space-y-3">
        <h2 id="consultant-staff" className="text-lg font-bold text-ink-900">
          Staff
        </h2>
        <ul className="space-y-2">
          {staff.map((s) => (
            <li key={s.id}>
              <Card className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink-900">{s.name}</p>
                  <p className="text-sm text-ink-600">
                    {s.role} · {s.members} member{s.members === 1 ? '' : 's'}
                  </p>
                </div>
                <label className="flex min-h-11 shrink-0 items-center gap-2 text-sm font-semibold text-ink-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-palm-600"
                    checked={s.is_consultant}
                    disabled={change.isPending}
                    onChange={(e) =>
                      change.mutate(
                        { kind: 'mark', staffId: s.id, consultant: e.target.checked },
                        { onError: failed },
                      )
                    }
                  />
                  Consultant
                </label>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="consultant-members" className="space-y-3">
        <h2 id="consultant-members" className="text-lg font-bold text-ink-900">
          Premium Plus members
        </h2>
        {members.length === 0 ? (
          <SectionEmpty>No Premium Plus members yet.</SectionEmpty>
        ) : (
          <ul className="space-y-2">
            {members.map((m) => (
              <li key={m.id}>
                <Card className="space-y-2 p-3">
                  <p className="font-semibold text-ink-900">
                    {m.name}{' '}
                    <span className="text-sm font-normal text-ink-600">{formatFaza(m.faza)}</span>
                  </p>
                  <SelectField
                    label="Consultant"
                    value={m.consultant_id ?? ''}
                    disabled={change.isPending || consultants.length === 0}
                    onChange={(e) =>
                      e.target.value &&
                      change.mutate(
                        { kind: 'assign', memberId: m.id, consultantId: e.target.value },
                        { onError: failed },
                      )
                    }
                  >
                    <option value="">Assigned on their first visit</option>
                    {consultants.map((k) => (
                      <option key={k.id} value={k.id}>
                        {k.name}
                      </option>
                    ))}
                  </SelectField>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
