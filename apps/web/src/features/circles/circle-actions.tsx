import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  CIRCLE_SCREEN_TEXTS as T,
  formatNaira,
  isCircleActive,
  nairaToKobo,
  PATHS,
  type Circle,
} from '@faza/shared';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { Card } from '../../components/ui/card';
import { toastError, toastSuccess } from '../../lib/toasts';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { formatDay } from './circle-bits';
import { ConfirmDialog } from './confirm-dialog';
import { useCancelCircle } from './use-cancel-circle';
import { useCircleAutopay } from './use-circle-autopay';
import { useLeaveCircle } from './use-leave-circle';
import { usePayInstalment } from './use-pay-instalment';
import { useVerifiedPhoneFirst } from './use-verified-phone-first';

/** Where I stand in the circle and what I can do: pay, autopay, leave, cancel. */
export function CircleActions({ circle }: { circle: Circle }) {
  const { me } = circle;
  const online = useOnline();
  const [dialog, setDialog] = useState<'pay' | 'leave' | 'cancel' | null>(null);
  const active = isCircleActive(circle.state);
  const stillIn = me.state !== null && !['left', 'refunded', 'delivered'].includes(me.state);
  const next = me['next-instalment'];
  const close = (open: boolean) => !open && setDialog(null);
  const phone = useVerifiedPhoneFirst();
  return (
    <Card className="p-5" data-testid="circle-me">
      <h2 className="text-lg font-bold text-ink-900">Your part</h2>
      <p className="mt-1 text-ink-800">
        You have paid <strong>{formatNaira(me['paid-kobo'])}</strong> of{' '}
        {formatNaira(circle['price-kobo'])} ({me['instalments-paid']} of {circle.instalments}{' '}
        instalments).
      </p>
      {next && stillIn && active && (
        <p className="mt-1 text-sm text-ink-600">
          Next: {formatNaira(next['amount-kobo'])} due {formatDay(next['due-date'])}.
        </p>
      )}
      {active && stillIn && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {next && (
            <Button
              variant="confirm"
              size="lg"
              onClick={() => phone.run(() => setDialog('pay'))}
              disabled={!online}
              aria-describedby={online ? undefined : 'circle-offline-reason'}
            >
              Pay next instalment
            </Button>
          )}
          {me.role === 'creator' ? (
            <Button variant="secondary" onClick={() => setDialog('cancel')}>
              Cancel circle
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDialog('leave')}>
              Leave circle
            </Button>
          )}
        </div>
      )}
      {active && stillIn && !online && (
        <p
          id="circle-offline-reason"
          data-testid="circle-offline-reason"
          className="mt-2 text-sm text-ink-600"
        >
          {OFFLINE_ACTION_REASON}
        </p>
      )}
      {active && stillIn && me.autopay !== null && (
        <AutopaySwitch circle={circle} on={me.autopay} />
      )}
      {dialog === 'pay' && next && <PayDialog circle={circle} onOpenChange={close} />}
      {dialog === 'leave' && <LeaveDialog circle={circle} onOpenChange={close} />}
      {dialog === 'cancel' && <CancelDialog circle={circle} onOpenChange={close} />}
    </Card>
  );
}

function AutopaySwitch({ circle, on }: { circle: Circle; on: boolean }) {
  const autopay = useCircleAutopay(circle.id);
  const online = useOnline();
  return (
    <label className="mt-5 flex cursor-pointer items-start justify-between gap-4 border-t border-cream-200 pt-4">
      <span>
        <span className="block font-semibold text-ink-900">Autopay</span>
        <span className="block text-sm text-ink-600">
          Takes each instalment from your wallet at 9 am on its due day.
        </span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Autopay"
        disabled={autopay.isPending || !online}
        onClick={() =>
          autopay.mutate(!on, {
            onSuccess: (answer) => toastSuccess({ title: answer.message }),
            onError: (error) => toastError({ title: error.message }),
          })
        }
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-leaf-600' : 'bg-sand-300'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </label>
  );
}

function PayDialog({
  circle,
  onOpenChange,
}: {
  circle: Circle;
  onOpenChange: (o: boolean) => void;
}) {
  // Mounted per opening: one Idempotency-Key per opening (use-pay-instalment.ts).
  const pay = usePayInstalment(circle.id);
  const next = circle.me['next-instalment']!;
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Pay next instalment"
      confirmLabel={`Pay ${formatNaira(next['amount-kobo'])}`}
      pendingLabel="Paying…"
      variant="confirm"
      pending={pay.isPending}
      error={pay.error?.message}
      errorAction={
        pay.error instanceof ApiError && pay.error.code === 'WALLET_SHORT' ? (
          <Link href={PATHS.wallet} className={buttonClasses({ variant: 'secondary' })}>
            Top up wallet
          </Link>
        ) : undefined
      }
      onConfirm={() =>
        pay.mutate(undefined, {
          onSuccess: (answer) => {
            toastSuccess({
              title: answer.message,
              description: `Wallet balance: ${formatNaira(nairaToKobo(answer.balance))}`,
            });
            onOpenChange(false);
          },
        })
      }
    >
      <p>{T.payConfirm(next['amount-kobo'], next.number, circle.instalments)}</p>
      <p className="text-sm text-ink-600">
        Due {formatDay(next['due-date'])}. Paying early is fine.
      </p>
    </ConfirmDialog>
  );
}

function LeaveDialog({
  circle,
  onOpenChange,
}: {
  circle: Circle;
  onOpenChange: (o: boolean) => void;
}) {
  const leave = useLeaveCircle(circle.id);
  const [, navigate] = useLocation();
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Leave circle"
      confirmLabel="Leave circle"
      pendingLabel="Leaving…"
      variant="danger"
      pending={leave.isPending}
      error={leave.error?.message}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: (answer) => {
            toastSuccess({ title: answer.message });
            onOpenChange(false);
            // Nothing paid: no longer a member at all, so the circle is no longer theirs to see.
            if (answer.refund === 'none') navigate(PATHS.circles);
          },
        })
      }
    >
      <p>{T.leaveConfirm}</p>
    </ConfirmDialog>
  );
}

function CancelDialog({
  circle,
  onOpenChange,
}: {
  circle: Circle;
  onOpenChange: (o: boolean) => void;
}) {
  const cancel = useCancelCircle(circle.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Cancel circle"
      confirmLabel="Cancel circle"
      pendingLabel="Cancelling…"
      variant="danger"
      pending={cancel.isPending}
      error={cancel.error?.message}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: (answer) => {
            toastSuccess({ title: answer.message });
            onOpenChange(false);
          },
        })
      }
    >
      <p>{T.cancelConfirm}</p>
    </ConfirmDialog>
  );
}
