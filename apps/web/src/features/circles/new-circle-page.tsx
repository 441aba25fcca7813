import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { CIRCLE_SCREEN_TEXTS as T, PATHS } from '@faza/shared';
import { MainLayout } from '../../components/layouts/main-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-fields';
import { ApiError } from '../../lib/api-client';
import { cx } from '../../lib/cx';
import { toastSuccess } from '../../lib/toasts';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';
import { useSession } from '../auth';
import { circlePath } from './circle-bits';
import {
  draftRequest,
  newCircleDraft,
  quoteRequest,
  stepOfField,
  stepReady,
  type CircleDraft,
} from './circle-draft';
import { CircleStepBasics } from './circle-step-basics';
import { CircleStepGoal } from './circle-step-goal';
import { CircleStepSchedule, QuotePreview } from './circle-step-schedule';
import { useCircleQuote } from './use-circle-quote';
import { useCreateCircle } from './use-create-circle';
import { useVerifiedPhoneFirst } from './use-verified-phone-first';

type Step = 0 | 1 | 2;

/** The fields of a refusal, by the request's key ('goal.items' → 'goal'). */
const fieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(error.fields)) {
    const field = key.startsWith('goal') ? 'goal' : key;
    out[field] ??= text;
  }
  return out;
};

/** /circles/new: three steps (name and kind, the goal, the schedule) with the live price. */
export function NewCirclePage() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const online = useOnline();
  const [draft, setDraft] = useState<CircleDraft>(() => newCircleDraft(new Date()));
  const [step, setStep] = useState<Step>(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onChange = useCallback((next: Partial<CircleDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors((e) => {
      const keys = Object.keys(next).map((k) =>
        k === 'maxMembers' ? 'max-members' : k === 'startDate' ? 'start-date' : k,
      );
      return Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k)));
    });
  }, []);
  const quote = useCircleQuote(step === 2 ? quoteRequest(draft) : null);
  const create = useCreateCircle();
  const phone = useVerifiedPhoneFirst();

  if (user && !user.is_premium)
    return (
      <MainLayout title="Start a circle">
        <Card className="p-6">
          <p className="text-ink-800">{T.upgradeToStart}.</p>
          <p className="mt-1 text-ink-600">{T.basicCanJoin}</p>
          <Link href={PATHS.premium} className={buttonClasses({ className: 'mt-4' })}>
            See Premium
          </Link>
        </Card>
      </MainLayout>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step < 2) {
      if (stepReady(draft, step)) setStep((step + 1) as Step);
      return;
    }
    const body = draftRequest(draft);
    if (!body || create.isPending) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        toastSuccess({ title: answer.message });
        navigate(circlePath(answer.circle.id));
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        setErrors(fields);
        const first = Object.keys(fields)[0];
        if (first !== undefined) setStep(stepOfField(first));
      },
    });
  }

  const quoteError = quote.isError
    ? (Object.values(fieldErrors(quote.error))[0] ?? quote.error.message)
    : undefined;
  const formError =
    create.isError && Object.keys(fieldErrors(create.error)).length === 0
      ? create.error.message
      : undefined;

  return (
    <MainLayout
      title="Start a circle"
      description="Three short steps. The price is worked out from today's prices and locked when you create the circle."
    >
      {!phone.verified && (
        <div
          role="status"
          className="mb-5 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{T.verifyPhoneFirst}</p>
          <Link href={phone.verifyPath} className={buttonClasses({ variant: 'secondary' })}>
            Verify your phone
          </Link>
        </div>
      )}
      <ol className="mb-6 flex gap-2" aria-label="Steps">
        {T.steps.map((label, i) => (
          <li key={label} className="flex-1">
            <button
              type="button"
              disabled={i > step}
              onClick={() => setStep(i as Step)}
              aria-current={i === step ? 'step' : undefined}
              className={cx(
                'w-full rounded-xl px-3 py-2 text-left text-sm font-semibold ring-1 ring-inset',
                i === step
                  ? 'bg-palm-600 text-white ring-palm-600'
                  : i < step
                    ? 'bg-palm-50 text-palm-800 ring-palm-100'
                    : 'bg-white text-ink-600 ring-cream-200',
              )}
            >
              <span className="block text-xs font-medium">Step {i + 1}</span>
              <span className="block truncate">{label}</span>
            </button>
          </li>
        ))}
      </ol>
      {/* On a phone the price preview comes between the schedule and Create, so it is seen. */}
      <form
        noValidate
        onSubmit={submit}
        className={cx(
          'grid grid-cols-1 gap-6 lg:items-start',
          step === 2 ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : 'max-w-3xl',
        )}
      >
        <div className="contents lg:block lg:space-y-6">
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-xl font-bold text-ink-900">{T.steps[step]}</h2>
            {step === 0 && <CircleStepBasics draft={draft} onChange={onChange} errors={errors} />}
            {step === 1 && <CircleStepGoal draft={draft} onChange={onChange} error={errors.goal} />}
            {step === 2 && <CircleStepSchedule draft={draft} onChange={onChange} errors={errors} />}
            {formError && (
              <div className="mt-5">
                <FormAlert>{formError}</FormAlert>
              </div>
            )}
            {!online && step === 2 && (
              <p role="status" className="mt-4 text-sm text-amber-800">
                {OFFLINE_ACTION_REASON}
              </p>
            )}
          </Card>
          <div className="order-last flex flex-col-reverse gap-3 sm:flex-row sm:justify-between lg:order-none">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => setStep((step - 1) as Step)}>
                Back
              </Button>
            ) : (
              <Link href={PATHS.circles} className={buttonClasses({ variant: 'secondary' })}>
                Cancel
              </Link>
            )}
            <Button
              type="submit"
              size="lg"
              disabled={
                !stepReady(draft, step) ||
                create.isPending ||
                (step === 2 && (!online || !phone.verified))
              }
            >
              {step < 2 ? 'Next' : create.isPending ? 'Creating…' : 'Create circle'}
            </Button>
          </div>
        </div>
        {step === 2 && (
          <div>
            <QuotePreview
              quote={quote.data}
              loading={quote.isFetching}
              error={quoteError}
              kind={draft.kind}
            />
          </div>
        )}
      </form>
    </MainLayout>
  );
}
