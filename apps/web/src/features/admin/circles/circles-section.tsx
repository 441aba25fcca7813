import { useDeferredValue, useState } from 'react';
import {
  CIRCLE_KINDS,
  CIRCLE_MESSAGES as M,
  CIRCLE_STATES,
  formatDate,
  formatFaza,
  formatNaira,
  type AdminCircleSummary,
  type CircleKind,
  type CircleState,
} from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CircleStateBadge } from '../../circles';
import { FilterChips, inputClass, SectionEmpty, SectionError, SectionLoading } from '../shared';
import { CircleDetail } from './circle-detail';
import { useAdminCircles } from './use-admin-circles';

const STATES = [
  { value: '', label: 'All' },
  ...CIRCLE_STATES.map((s) => ({ value: s, label: M.stateLabel[s] })),
] as const;
const KINDS = [
  { value: '', label: 'Both kinds' },
  ...CIRCLE_KINDS.map((k) => ({ value: k, label: M.kindLabel[k] })),
] as const;

/** Every food circle: find one, read it as its members do, cancel it with a reason. */
export function CirclesSection() {
  const [q, setQ] = useState('');
  const [state, setState] = useState<CircleState | ''>('');
  const [kind, setKind] = useState<CircleKind | ''>('');
  const [open, setOpen] = useState<string | null>(null);
  const search = useDeferredValue(q.trim());
  const circles = useAdminCircles({
    ...(state ? { state } : {}),
    ...(kind ? { kind } : {}),
    ...(search ? { q: search } : {}),
  });
  if (open) return <CircleDetail id={open} onBack={() => setOpen(null)} />;
  return (
    <section aria-labelledby="circles-heading" className="space-y-4">
      <h2 id="circles-heading" className="sr-only">
        Circles
      </h2>
      <label className="block">
        <span className="mb-1 block text-sm font-semibold text-ink-800">Find a circle</span>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Circle name, or the FAZA number or name of who runs it"
          className={inputClass}
        />
      </label>
      <FilterChips label="Circle state" options={STATES} value={state} onChange={setState} />
      <FilterChips label="Circle kind" options={KINDS} value={kind} onChange={setKind} />
      {circles.isPending ? (
        <SectionLoading what="circles" />
      ) : circles.isError ? (
        <SectionError message={circles.error.message} onRetry={() => void circles.refetch()} />
      ) : circles.data.length === 0 ? (
        <SectionEmpty>{search ? `No circles match “${search}”.` : 'No circles here.'}</SectionEmpty>
      ) : (
        <ul className="space-y-3">
          {circles.data.map((c) => (
            <li key={c.id}>
              <CircleRow circle={c} onOpen={() => setOpen(c.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CircleRow({ circle: c, onOpen }: { circle: AdminCircleSummary; onOpen: () => void }) {
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4" data-testid="admin-circle">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink-900">{c.name}</p>
        <p className="truncate text-sm text-ink-600">
          {M.kindLabel[c.kind]} · {c['run-by'].name} ({formatFaza(c['run-by'].faza)}) ·{' '}
          {c['members-count']}/{c['max-members']} · delivery{' '}
          {formatDate(`${c['delivery-date']}T12:00:00Z`)}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className="font-bold text-ink-900 tabular-nums">
          holds {formatNaira(c['held-kobo'])}
        </span>
        <CircleStateBadge state={c.state} />
      </div>
      <Button variant="secondary" onClick={onOpen}>
        Open
      </Button>
    </Card>
  );
}
