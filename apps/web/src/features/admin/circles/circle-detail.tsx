import { useState } from 'react';
import {
  adminCancelCircleRequestSchema,
  CIRCLE_LIMITS as L,
  CIRCLE_MESSAGES as M,
  CIRCLE_SCREEN_TEXTS as T,
  formatNaira,
  isCircleActive,
  type Circle,
} from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { toastSuccess } from '../../../lib/toasts';
import {
  CircleMembers,
  CirclePayments,
  CircleStateBadge,
  ConfirmDialog,
  GoalLines,
  ProgressBar,
  ScheduleList,
} from '../../circles';
import { inputClass, SectionError, SectionLoading } from '../shared';
import { useAdminCancelCircle } from './use-admin-cancel-circle';
import { useAdminCircle } from './use-admin-circle';

/** One circle, read-only as its members see it, with Cancel (and a reason) while it holds money. */
export function CircleDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const circle = useAdminCircle(id);
  return (
    <section aria-label="Circle" className="space-y-4">
      <Button variant="ghost" onClick={onBack}>
        ← All circles
      </Button>
      {circle.isPending ? (
        <SectionLoading what="the circle" />
      ) : circle.isError ? (
        <SectionError message={circle.error.message} onRetry={() => void circle.refetch()} />
      ) : (
        <CircleRead circle={circle.data} />
      )}
    </section>
  );
}

function CircleRead({ circle }: { circle: Circle }) {
  return (
    <div className="space-y-4" data-testid="admin-circle-detail">
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-extrabold text-ink-900">{circle.name}</h2>
            <p className="text-sm text-ink-600">
              {M.kindLabel[circle.kind]} · run by {circle['run-by'].name} ({circle['run-by'].faza})
              {circle.beneficiary && ` · for ${circle.beneficiary.name}`}
            </p>
          </div>
          <CircleStateBadge state={circle.state} />
        </div>
        <p className="mt-3 text-sm text-ink-800">
          {formatNaira(circle['price-kobo'])} per member ·{' '}
          {formatNaira(circle.progress['paid-kobo'])} of {formatNaira(circle.progress['due-kobo'])}{' '}
          paid in
        </p>
        <div className="mt-2">
          <ProgressBar
            paid={circle.progress['paid-kobo']}
            due={circle.progress['due-kobo']}
            label="Paid into the circle"
          />
        </div>
        {circle['cancel-reason'] && (
          <p className="mt-3 rounded-xl bg-cream-100 p-3 text-sm text-ink-800">
            {M.stateLabel[circle.state]}: {circle['cancel-reason']}
          </p>
        )}
        {isCircleActive(circle.state) && <StaffCancel circle={circle} />}
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-2 font-bold text-ink-900">The goal</h3>
          <GoalLines goal={circle.goal} compact />
        </Card>
        <Card className="p-5">
          <h3 className="mb-2 font-bold text-ink-900">Schedule</h3>
          <ScheduleList
            schedule={circle.schedule}
            kind={circle['schedule-kind']}
            deliveryDate={circle['delivery-date']}
          />
        </Card>
        <CircleMembers circle={circle} />
        <CirclePayments circle={circle} />
      </div>
    </div>
  );
}

function StaffCancel({ circle }: { circle: Circle }) {
  const cancel = useAdminCancelCircle(circle.id);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string>();
  function ask() {
    const parsed = adminCancelCircleRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    cancel.reset();
    setAsking(true);
  }
  return (
    <div className="mt-4 space-y-2 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
      <label className="block text-sm font-semibold text-red-900">
        Reason for cancelling
        <textarea
          rows={2}
          maxLength={L.cancelReasonMaxLength}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="What members will read in their notice"
          aria-invalid={problem ? true : undefined}
          className={cx(inputClass, 'mt-1 py-2 font-normal')}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <Button variant="danger" onClick={ask}>
        Cancel circle
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Cancel circle"
        confirmLabel="Cancel and refund"
        pendingLabel="Cancelling…"
        variant="danger"
        pending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={() =>
          cancel.mutate(reason.trim(), {
            onSuccess: (answer) => {
              toastSuccess({ title: answer.message });
              setAsking(false);
              setReason('');
            },
          })
        }
      >
        <p>{T.staffCancelConfirm}</p>
        <p className="text-sm text-ink-600">“{reason.trim()}”</p>
      </ConfirmDialog>
    </div>
  );
}
