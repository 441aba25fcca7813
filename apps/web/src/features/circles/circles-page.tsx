import { Link } from 'wouter';
import {
  CIRCLE_MESSAGES as M,
  CIRCLE_SCREEN_TEXTS as T,
  formatNaira,
  PATHS,
  type CircleSummary,
} from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../auth';
import {
  circlePath,
  CircleStateBadge,
  formatDay,
  MemberStateBadge,
  ProgressBar,
} from './circle-bits';
import { useCircles } from './use-circles';

/** /circles: the circles I am in and the ones I am invited to (docs/decisions/0043-food-circles.md). */
export function CirclesPage() {
  const list = useCircles();
  const { user } = useSession();
  const canStart = Boolean(user?.is_premium);
  const empty = list.isSuccess && list.data.mine.length + list.data.invitations.length === 0;
  return (
    <MainLayout title={T.listTitle} description={T.listDescription}>
      {!empty && (
        <div className="mb-6">
          <StartButton canStart={canStart} />
        </div>
      )}
      {list.isPending ? (
        <div role="status" aria-label="Loading your circles" className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-2.5 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </Card>
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{T.loadFailed}</p>
          <p className="mt-1 text-sm">{list.error.message}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : empty ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-bold text-ink-900">{T.emptyTitle}</p>
          {T.emptyLines.map((line) => (
            <p key={line} className="mx-auto mt-1 max-w-lg text-ink-600">
              {line}
            </p>
          ))}
          <div className="mt-5 flex flex-col items-center gap-2">
            <StartButton canStart={canStart} />
            {!canStart && <p className="text-sm text-ink-600">{T.basicCanJoin}</p>}
          </div>
        </Card>
      ) : (
        <div className="space-y-8">
          {list.data.invitations.length > 0 && (
            <CircleList title={T.invitations} circles={list.data.invitations} />
          )}
          {list.data.mine.length > 0 && <CircleList title={T.mine} circles={list.data.mine} />}
        </div>
      )}
    </MainLayout>
  );
}

function StartButton({ canStart }: { canStart: boolean }) {
  return canStart ? (
    <Link href={PATHS.newCircle} className={buttonClasses({ size: 'lg' })}>
      {T.startCircle}
    </Link>
  ) : (
    <Link href={PATHS.premium} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
      {T.upgradeToStart}
    </Link>
  );
}

function CircleList({ title, circles }: { title: string; circles: CircleSummary[] }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-bold text-ink-900">{title}</h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {circles.map((c) => (
          <li key={c.id}>
            <CircleCard circle={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CircleCard({ circle: c }: { circle: CircleSummary }) {
  const invited = c.role === 'invitee';
  return (
    <Link
      href={circlePath(c.id)}
      data-testid="circle-card"
      className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-cream-200 transition-colors hover:ring-palm-300"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-ink-900">{c.name}</p>
          <p className="text-sm text-ink-600">
            {M.kindLabel[c.kind]} · run by {c['run-by']}
          </p>
        </div>
        <CircleStateBadge state={c.state} />
      </div>
      {invited ? (
        <p className="mt-3 text-sm text-ink-800">
          {c['invited-by'] ? `${c['invited-by']} invited you. ` : ''}
          {formatNaira(c['price-kobo'])} each, in instalments of {formatNaira(c['instalment-kobo'])}
          .
        </p>
      ) : (
        <>
          <div className="mt-4">
            <ProgressBar
              paid={c['paid-by-me-kobo']}
              due={c['price-kobo']}
              label={`${c.name}: paid by me`}
            />
          </div>
          <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="font-semibold text-ink-900">
              {formatNaira(c['paid-by-me-kobo'])} of {formatNaira(c['price-kobo'])} paid
            </span>
            {c['my-state'] && <MemberStateBadge state={c['my-state']} />}
          </p>
        </>
      )}
      <p className="mt-2 text-sm text-ink-600">
        {c['members-count']}/{c['max-members']} members
        {c['next-due-date'] && <> · next due {formatDay(c['next-due-date'])}</>} · delivery{' '}
        {formatDay(c['delivery-date'])}
      </p>
    </Link>
  );
}
