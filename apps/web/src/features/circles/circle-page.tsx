import { Link, useLocation } from 'wouter';
import {
  CIRCLE_MESSAGES as M,
  CIRCLE_SCREEN_TEXTS as T,
  formatNaira,
  isCircleActive,
  PATHS,
  type Circle,
} from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toastSuccess } from '../../lib/toasts';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { useSession } from '../auth';
import { CircleActions } from './circle-actions';
import { CircleStateBadge, ProgressBar } from './circle-bits';
import { CircleInvitePanel } from './circle-invite-panel';
import { CircleMembers, CirclePayments } from './circle-members';
import { ScheduleList } from './circle-schedule';
import { GoalLines } from './goal-lines';
import { useAcceptCircle } from './use-accept-circle';
import { useCircle } from './use-circle';
import { useVerifiedPhoneFirst } from './use-verified-phone-first';

/** /circles/<id>: the goal, the schedule, progress, members, payments and my actions. */
export function CirclePage() {
  const [location] = useLocation();
  const id = location.split('/').at(-1) ?? '';
  const circle = useCircle(id);
  if (circle.isPending)
    return (
      <MainLayout title="Circle">
        <div role="status" aria-label="Loading the circle" className="grid gap-4 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/4" />
            </Card>
          ))}
        </div>
      </MainLayout>
    );
  if (circle.isError)
    return (
      <MainLayout title="Circle">
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{T.circleLoadFailed}</p>
          <p className="mt-1 text-sm">{circle.error.message}</p>
          <div className="mt-3 flex gap-3">
            <Button variant="secondary" onClick={() => void circle.refetch()}>
              Try Again
            </Button>
            <Link href={PATHS.circles} className={buttonClasses({ variant: 'ghost' })}>
              My circles
            </Link>
          </div>
        </div>
      </MainLayout>
    );
  return <CircleView circle={circle.data} />;
}

const Dot = () => (
  <span aria-hidden="true" className="mr-2">
    ·
  </span>
);

export function CircleHeaderFacts({ circle }: { circle: Circle }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
      <CircleStateBadge state={circle.state} />
      <span>{M.kindLabel[circle.kind]}</span>
      {/* Each dot rides with the fact after it, so a wrapped line never ends on one. */}
      <span>
        <Dot />
        run by {circle['run-by'].name}
      </span>
      {circle.beneficiary && (
        <span>
          <Dot />
          for <strong className="text-ink-900">{circle.beneficiary.name}</strong>
        </span>
      )}
    </div>
  );
}

function CircleView({ circle }: { circle: Circle }) {
  const { user } = useSession();
  const { me } = circle;
  const isMember = me.role === 'creator' || me.role === 'member';
  const invitee = me.role === 'invitee';
  const stillIn = me.state !== null && !['left', 'refunded'].includes(me.state);
  return (
    <MainLayout title={circle.name} description={<CircleHeaderFacts circle={circle} />}>
      {circle['cancel-reason'] && (
        <p
          role="status"
          className="mb-4 rounded-2xl bg-cream-100 p-4 text-ink-800 ring-1 ring-cream-200"
        >
          {M.stateLabel[circle.state]}: {circle['cancel-reason']}
        </p>
      )}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-5">
          <Card className="p-5">
            <div className="flex items-end justify-between gap-3">
              <div>
                <p className="text-xs font-semibold text-ink-600 uppercase">Price per member</p>
                <p className="text-2xl font-extrabold text-ink-900">
                  {formatNaira(circle['price-kobo'])}
                </p>
              </div>
              {!invitee && (
                <p className="text-right text-sm text-ink-600">
                  {formatNaira(circle.progress['paid-kobo'])} of{' '}
                  {formatNaira(circle.progress['due-kobo'])} paid in
                </p>
              )}
            </div>
            {/* An invitee is not told what the members paid (docs/decisions/0048). */}
            {!invitee && (
              <div className="mt-3">
                <ProgressBar
                  paid={circle.progress['paid-kobo']}
                  due={circle.progress['due-kobo']}
                  label="Paid into the circle"
                />
              </div>
            )}
          </Card>
          {invitee && <AcceptCard circle={circle} />}
          {isMember && <CircleActions circle={circle} />}
          <Card className="p-5">
            <h2 className="mb-2 text-lg font-bold text-ink-900">The goal</h2>
            <GoalLines goal={circle.goal} />
          </Card>
          <Card className="p-5">
            <h2 className="mb-2 text-lg font-bold text-ink-900">Schedule</h2>
            <ScheduleList
              schedule={circle.schedule}
              kind={circle['schedule-kind']}
              paid={isMember ? me['instalments-paid'] : undefined}
              deliveryDate={circle['delivery-date']}
            />
          </Card>
        </div>
        <div className="space-y-5">
          <CircleMembers circle={circle} />
          {isMember && stillIn && circle.state === 'open' && (
            <CircleInvitePanel circle={circle} inviter={user?.name ?? 'A friend'} />
          )}
          {!invitee && <CirclePayments circle={circle} />}
        </div>
      </div>
    </MainLayout>
  );
}

/** For someone invited by FAZA number: the rules are on the link page; here, Accept. */
function AcceptCard({ circle }: { circle: Circle }) {
  const accept = useAcceptCircle(circle.id);
  const online = useOnline();
  const canJoin = isCircleActive(circle.state);
  const phone = useVerifiedPhoneFirst();
  return (
    <Card className="p-5" data-testid="circle-accept">
      <h2 className="text-lg font-bold text-ink-900">You are invited</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-800">
        {M.rules(circle.kind).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <Button
        variant="confirm"
        size="lg"
        className="mt-4 w-full sm:w-auto"
        disabled={!canJoin || accept.isPending || !online}
        title={online ? undefined : OFFLINE_ACTION_REASON}
        onClick={() =>
          phone.run(() =>
            accept.mutate(undefined, {
              onSuccess: (answer) => toastSuccess({ title: answer.message }),
            }),
          )
        }
      >
        {accept.isPending ? 'Joining…' : 'Accept and join'}
      </Button>
      {accept.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {accept.error.message}
        </p>
      )}
    </Card>
  );
}
