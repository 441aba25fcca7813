import { Button } from '../../components/ui/button';
import { MainLayout } from '../../components/layouts/main-layout';
import { Skeleton } from '../../components/ui/skeleton';
import type { GroupBuy } from '@faza/shared';
import { GroupCard } from './group-buy-bits';
import { useGroupBuys } from './group-buy-queries';
import { StartGroupForm } from './start-group-form';

/**
 * /group-buys: open group buys closing soonest, mine, and "Start a group buy"
 * (docs/decisions/0064-group-buys.md).
 */
export function GroupBuysPage() {
  const list = useGroupBuys();
  const now = new Date();
  return (
    <MainLayout
      title="Group buys"
      description="Buy together: share a bulk bag at the bulk price, each share straight into its owner's pantry."
    >
      <div className="space-y-8">
        <StartGroupForm />
        {list.isPending ? (
          <div role="status" aria-label="Loading group buys" className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
            <p className="font-semibold">Group buys could not load.</p>
            <p className="mt-1 text-sm">{list.error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <>
            <GroupList title="Mine" groups={list.data.mine} now={now} empty="" />
            <GroupList
              title="Open near closing"
              groups={list.data.open}
              now={now}
              empty="No open group buys right now. Start one and share the link."
            />
          </>
        )}
      </div>
    </MainLayout>
  );
}

function GroupList({
  title,
  groups,
  now,
  empty,
}: {
  title: string;
  groups: GroupBuy[];
  now: Date;
  empty: string;
}) {
  if (groups.length === 0 && !empty) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-bold text-ink-900">{title}</h2>
      {groups.length === 0 ? (
        <p className="text-ink-600">{empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {groups.map((g) => (
            <li key={g.id}>
              <GroupCard group={g} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
