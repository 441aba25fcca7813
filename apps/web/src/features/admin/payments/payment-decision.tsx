import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { ReasonAction } from '../shared';

/** The callbacks a decision's `mutate` takes (TanStack Query's per-call options). */
export type DecisionCallbacks = {
  onSuccess: () => void;
  onError: (error: Error) => void;
  onSettled?: () => void;
};

type ToastText = { title: string; description: string };

/**
 * The foot of a bank-transfer payment's card (an order or a wallet top-up, docs/architecture.md §3): the green
 * 'Confirm Payment Received', which asks once more before anything is credited, and Reject with a
 * reason. `confirm` and `reject` run the card's two mutations; the toasts say how each went.
 */
export function PaymentDecision({
  pending,
  confirm,
  reject,
  question,
  confirmLabel,
  rejectLabel,
  rejectPlaceholder,
  confirmed,
  rejected,
  confirmField,
  confirmBlocked = false,
}: {
  /** One of the two mutations is running: both are held. */
  pending: boolean;
  confirm: (callbacks: DecisionCallbacks) => void;
  reject: (reason: string, callbacks: DecisionCallbacks) => void;
  /** What staff check on the bank statement before confirming. */
  question: string;
  confirmLabel: string;
  rejectLabel: string;
  rejectPlaceholder: string;
  confirmed: ToastText;
  rejected: ToastText;
  /** Asked for with the question, e.g. the amount that arrived; prefilled by the caller. */
  confirmField?: ReactNode;
  /** What `confirmField` holds cannot be sent yet: the confirm button waits. */
  confirmBlocked?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const onConfirm = () =>
    confirm({
      onSuccess: () => toastSuccess(confirmed),
      onError: (err) => toastError({ title: 'Not confirmed', description: err.message }),
      onSettled: () => setAsking(false),
    });
  const onReject = (reason: string, done: () => void) =>
    reject(reason, {
      onSuccess: () => {
        done();
        toastSuccess(rejected);
      },
      onError: (err) => toastError({ title: 'Not rejected', description: err.message }),
    });

  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-cream-200 pt-3">
      {asking ? (
        <div className="w-full space-y-2 rounded-xl bg-leaf-50 p-3 ring-1 ring-leaf-100">
          <p className="text-sm font-semibold text-ink-900">{question}</p>
          {confirmField}
          <div className="flex flex-wrap gap-2">
            <Button variant="confirm" disabled={pending || confirmBlocked} onClick={onConfirm}>
              {pending ? 'Confirming…' : confirmLabel}
            </Button>
            <Button variant="ghost" disabled={pending} onClick={() => setAsking(false)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Button variant="confirm" className="flex-1" onClick={() => setAsking(true)}>
            Confirm Payment Received
          </Button>
          <ReasonAction
            action="Reject"
            submitLabel={rejectLabel}
            placeholder={rejectPlaceholder}
            pending={pending}
            onSubmit={onReject}
          />
        </>
      )}
    </div>
  );
}
