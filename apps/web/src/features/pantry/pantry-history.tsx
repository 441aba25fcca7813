import type { PantryHistoryEntry } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../lib/cx';
import { describeHistoryEntry, formatPantryDateTime } from './pantry-format';
import {
  ArrowDownLeftIcon,
  ArrowUpRightIcon,
  BagIcon,
} from '../../components/icons/transfer-icons';
import { TruckIcon } from './pantry-icons';
import { PantryError } from './pantry-states';
import { usePantryHistory } from './use-pantry';

function KindIcon({ entry }: { entry: PantryHistoryEntry }) {
  if (entry.kind === 'purchase') return <BagIcon size={18} />;
  if (entry.kind === 'delivery' || entry.kind === 'delivery_return') return <TruckIcon size={18} />;
  return entry.quantity > 0 ? <ArrowDownLeftIcon size={18} /> : <ArrowUpRightIcon size={18} />;
}

/** The pantry journal: received from, sent to, bought, delivered — newest first. */
export function PantryHistory() {
  const { data, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    usePantryHistory();

  if (!data) {
    if (isError) return <PantryError onRetry={() => void refetch()} retrying={isFetching} />;
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-ink-600">
        <Spinner className="size-5" />
        Loading your history…
      </div>
    );
  }
  const entries = data.pages.flatMap((page) => page.entries);
  if (entries.length === 0)
    return (
      <p className="rounded-2xl border border-cream-200 bg-white px-6 py-10 text-center text-ink-600 shadow-card">
        Nothing has moved in or out of your pantry yet.
      </p>
    );

  return (
    <div>
      <ol
        aria-label="Pantry history"
        className="divide-y divide-cream-200 overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-card"
      >
        {entries.map((entry) => {
          const line = describeHistoryEntry(entry);
          return (
            <li
              key={entry.id}
              data-testid="history-entry"
              className="flex items-center gap-3 px-4 py-3"
            >
              <span
                className={cx(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  line.incoming ? 'bg-leaf-50 text-leaf-700' : 'bg-palm-50 text-palm-700',
                )}
              >
                <KindIcon entry={entry} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink-900">{line.title}</p>
                <p className="truncate text-sm text-ink-600">{line.detail}</p>
                <p className="text-xs text-ink-500">
                  <time dateTime={new Date(entry['created-at'] * 1000).toISOString()}>
                    {formatPantryDateTime(entry['created-at'])}
                  </time>
                </p>
              </div>
              <span
                className={cx(
                  'shrink-0 text-base font-extrabold tabular-nums',
                  line.incoming ? 'text-leaf-700' : 'text-palm-700',
                )}
              >
                {line.amount}
              </span>
            </li>
          );
        })}
      </ol>
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage && <Spinner className="size-4 border-2" />}
            Show older
          </Button>
        </div>
      )}
    </div>
  );
}
