import { Link, useLocation } from 'wouter';
import {
  CIRCLE_MESSAGES as M,
  CIRCLE_SCREEN_TEXTS as T,
  formatNaira,
  PATHS,
  type CircleInvitePreview,
} from '@faza/shared';
import { PageMain } from '../../components/layouts/page-main';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { toastSuccess } from '../../lib/toasts';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { signInPathFor, signUpPathFor, useSession } from '../auth';
import { circlePath } from './circle-bits';
import { ScheduleList } from './circle-schedule';
import { GoalLines } from './goal-lines';
import { useAcceptCircle } from './use-accept-circle';
import { useCircleInvitePreview } from './use-circle-invite-preview';
import { useVerifiedPhoneFirst } from './use-verified-phone-first';

/**
 * /circles/join/<code>: the WhatsApp link. Signed out, it offers sign-in (and back here) or a new
 * account, like a gift's claim page; signed in, the goal, price, schedule and rules, and Accept.
 */
export function JoinCirclePage() {
  const [location] = useLocation();
  const code = location.split('/').at(-1) ?? '';
  const { user } = useSession();
  const preview = useCircleInvitePreview(code, Boolean(user));
  const here = PATHS.joinCircle.replace(':code', code);
  return (
    <PageMain>
      <Container className="max-w-2xl py-6 sm:py-10">
        {!user ? (
          <Card className="overflow-hidden">
            <div className="bg-gradient-to-br from-palm-50 to-plantain-100 px-5 py-6">
              <p className="text-sm font-semibold tracking-wide text-palm-700 uppercase">
                A food circle
              </p>
              <h1 className="mt-1 text-2xl font-extrabold text-ink-900">
                You are invited to a circle
              </h1>
              <p className="mt-2 text-ink-800">{T.signInToJoin}</p>
            </div>
            <div className="flex flex-col gap-3 px-5 py-5 sm:flex-row">
              <Link
                href={signInPathFor(here)}
                className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
              >
                Sign In
              </Link>
              <Link
                href={signUpPathFor(here)}
                className={buttonClasses({
                  variant: 'secondary',
                  size: 'lg',
                  className: 'w-full sm:w-auto',
                })}
              >
                Create Account
              </Link>
            </div>
          </Card>
        ) : preview.isPending ? (
          <p role="status" className="flex items-center justify-center gap-3 py-12 text-ink-600">
            <Spinner className="size-5" /> Opening the invitation…
          </p>
        ) : preview.isError ? (
          <Card className="p-6 text-center">
            <h1 className="text-xl font-extrabold text-ink-900">{M.inviteNotFound}</h1>
            <p className="mt-2 text-ink-600">{preview.error.message}</p>
          </Card>
        ) : (
          <InviteCard circle={preview.data} code={code} />
        )}
      </Container>
    </PageMain>
  );
}

function InviteCard({ circle, code }: { circle: CircleInvitePreview; code: string }) {
  const [, navigate] = useLocation();
  const accept = useAcceptCircle(circle.id);
  const online = useOnline();
  const phone = useVerifiedPhoneFirst();
  return (
    <Card className="overflow-hidden" data-testid="circle-invite-preview">
      <div className="bg-gradient-to-br from-palm-50 to-plantain-100 px-5 py-6">
        <p className="text-sm font-semibold tracking-wide text-palm-700 uppercase">
          {M.kindLabel[circle.kind]} · run by {circle['run-by']}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold text-ink-900">{circle.name}</h1>
        {circle.beneficiary && <p className="mt-1 text-ink-800">For {circle.beneficiary}</p>}
        <p className="mt-3 text-3xl font-extrabold text-ink-900">
          {formatNaira(circle['price-kobo'])}
          <span className="text-base font-semibold text-ink-600"> each</span>
        </p>
        <p className="text-sm text-ink-800">
          In instalments of {formatNaira(circle['instalment-kobo'])} · {circle['members-count']}/
          {circle['max-members']} members
        </p>
      </div>
      <div className="space-y-5 px-5 py-5">
        <section>
          <h2 className="mb-2 font-bold text-ink-900">The goal</h2>
          <GoalLines goal={circle.goal} compact />
        </section>
        <section>
          <h2 className="mb-2 font-bold text-ink-900">Schedule</h2>
          <ScheduleList
            schedule={circle.schedule}
            kind={circle['schedule-kind']}
            deliveryDate={circle['delivery-date']}
          />
        </section>
        <section>
          <h2 className="mb-2 font-bold text-ink-900">The rules</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-800">
            {circle.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        {circle.member ? (
          <Link href={circlePath(circle.id)} className={buttonClasses({ size: 'lg' })}>
            Open the circle
          </Link>
        ) : circle['can-join'] ? (
          <div>
            <Button
              variant="confirm"
              size="lg"
              className="w-full sm:w-auto"
              disabled={accept.isPending || !online}
              title={online ? undefined : OFFLINE_ACTION_REASON}
              onClick={() =>
                phone.run(() =>
                  accept.mutate(code, {
                    onSuccess: (answer) => {
                      toastSuccess({ title: answer.message });
                      navigate(circlePath(circle.id));
                    },
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
          </div>
        ) : (
          <p role="alert" className="rounded-xl bg-cream-100 p-3 font-semibold text-ink-800">
            {circle.refusal}
          </p>
        )}
      </div>
    </Card>
  );
}
