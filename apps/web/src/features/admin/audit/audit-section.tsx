import { useDeferredValue, useState } from 'react';
import { formatDateTime, type AuditEntry } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { inputClass } from '../shared';
import { auditChanges } from './audit-change';
import { useAuditLog } from './use-audit-log';

/** Every staff action, newest first: who, when, what, and the record before and after. */
export function AuditSection() {
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const log = useAuditLog(useDeferredValue(action.trim()), useDeferredValue(actor.trim()));
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  // The previous filter's rows, shown dimmed while the new filter's answer is on its way.
  const stale = log.isPlaceholderData;

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="sr-only">
        Audit log
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="mb-1 block text-sm font-semibold text-ink-800">Filter by action</span>
          <input
            value={action}
            onChange={(e) => setAction(e.target.value)}
            placeholder="e.g. order. or delivery."
            className={inputClass}
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-semibold text-ink-800">Filter by staff</span>
          <input
            value={actor}
            onChange={(e) => setActor(e.target.value)}
            placeholder="Email of who acted"
            className={inputClass}
          />
        </label>
      </div>
      {log.isPending ? (
        <p role="status" className="py-8 text-center text-ink-600">
          Loading the audit log…
        </p>
      ) : log.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          <p>{log.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void log.refetch()}>
            Try Again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="py-8 text-center text-ink-600">Nothing recorded yet.</p>
      ) : (
        <ol
          aria-busy={stale || undefined}
          className={cx('space-y-2 transition-opacity', stale && 'opacity-60')}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditRow entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && !stale && (
        <Button
          variant="secondary"
          className="w-full"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Card className="p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <code className="font-semibold text-palm-700">{entry.action}</code>
        <time className="text-ink-500" dateTime={entry.created_at}>
          {formatDateTime(entry.created_at)}
        </time>
      </div>
      <p className="mt-1 text-ink-700">
        {entry.actor ? entry.actor.email : 'System or command line'} · {entry.subject_type}{' '}
        <span className="break-all text-ink-500">{entry.subject_id}</span>
      </p>
      <AuditDiff before={entry.before} after={entry.after} />
    </Card>
  );
}

function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditChanges(before, after);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 rounded-xl bg-cream-50 px-3 py-2 ring-1 ring-cream-200 ring-inset">
      {rows.map((row) => (
        <div key={row.field} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-600">{row.field}</dt>
          <dd className="break-words text-ink-900">
            {row.before !== null && (
              <>
                <span className="text-ink-500 line-through decoration-ink-300">{row.before}</span>
                {' → '}
              </>
            )}
            <span className="font-semibold">{row.after ?? '—'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
