import { useState, type FormEvent } from 'react';
import { formatFaza, formatNaira, type InboundTransfer } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { toastSuccess } from '../../../lib/toasts';
import { inputClass, ReasonAction, waitedFor } from '../shared';
import { useInboundDecision } from './use-inbound-decision';

const fazaDigits = (draft: string) => draft.replace(/\D/g, '');

/**
 * One transfer into an account number. Held for review, it offers "Credit to…" (the customer's
 * FAZA number, asked once more before anything is credited) and "Mark for return" with a reason;
 * the server's refusal (an unknown FAZA, the staff member's own) is shown on the card.
 */
export function InboundCard({ transfer }: { transfer: InboundTransfer }) {
  const amount = formatNaira(transfer.amountKobo);
  return (
    <Card className="p-4" data-testid="inbound-card">
      <p className="font-mono text-sm font-semibold break-all text-ink-600">
        {transfer.providerReference}
      </p>
      <p className="mt-0.5 text-2xl font-extrabold text-ink-900 tabular-nums">{amount}</p>
      {transfer.reviewReason && (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <span className="font-semibold">Needs review:</span> {transfer.reviewReason}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">Sender</dt>
        <dd className="truncate font-semibold text-ink-900">
          {transfer.senderName ?? 'Not given'}
        </dd>
        <dt className="text-ink-500">Bank</dt>
        <dd className="text-ink-900">{transfer.senderBank ?? 'Not given'}</dd>
        <dt className="text-ink-500">Into account</dt>
        <dd className="text-ink-900 tabular-nums">{transfer.accountNumber}</dd>
        <dt className="text-ink-500">Received</dt>
        <dd className="text-ink-900">
          <time
            dateTime={transfer.receivedAt}
            title={new Date(transfer.receivedAt).toLocaleString()}
          >
            {waitedFor(transfer.receivedAt)}
          </time>
        </dd>
      </dl>
      {transfer.state === 'needs_review' && <InboundDecision transfer={transfer} amount={amount} />}
    </Card>
  );
}

function InboundDecision({ transfer, amount }: { transfer: InboundTransfer; amount: string }) {
  const decide = useInboundDecision();
  const [crediting, setCrediting] = useState(false);
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const faza = fazaDigits(draft);
  const complete = faza.length === 12;

  const close = () => {
    setCrediting(false);
    setAsking(false);
    setError(null);
  };
  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (complete) setAsking(true);
  };
  const credit = () =>
    decide.mutate(
      { id: transfer.id, action: 'credit', faza },
      {
        onSuccess: () =>
          toastSuccess({
            title: 'Transfer credited',
            description: `${amount} to FAZA ${formatFaza(faza)}.`,
          }),
        onError: (err) => {
          setAsking(false);
          setError(err.message);
        },
      },
    );
  const markReturn = (reason: string, done: () => void) => {
    setError(null);
    decide.mutate(
      { id: transfer.id, action: 'return', reason },
      {
        onSuccess: () => {
          done();
          toastSuccess({
            title: 'Marked for return',
            description: `${amount} goes back to the sender.`,
          });
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <div className="mt-4 space-y-2 border-t border-cream-200 pt-3">
      {error && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
      {!crediting ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="confirm" className="flex-1" onClick={() => setCrediting(true)}>
            Credit to…
          </Button>
          <ReasonAction
            action="Mark for return"
            submitLabel="Yes, return it"
            placeholder="e.g. Sender asked for it back"
            pending={decide.isPending}
            onSubmit={markReturn}
          />
        </div>
      ) : asking ? (
        <div className="space-y-2 rounded-xl bg-leaf-50 p-3 ring-1 ring-leaf-100">
          <p className="text-sm font-semibold text-ink-900">
            Credit {amount} to the wallet of FAZA {formatFaza(faza)}? Check the number with the
            customer first: this cannot be undone here.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="confirm" disabled={decide.isPending} onClick={credit}>
              {decide.isPending ? 'Crediting…' : 'Yes, credit'}
            </Button>
            <Button variant="ghost" disabled={decide.isPending} onClick={() => setAsking(false)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={ask} className="space-y-2 rounded-xl bg-leaf-50 p-3 ring-1 ring-leaf-100">
          <label className="block text-sm font-semibold text-ink-900">
            Customer’s FAZA number
            <input
              autoFocus
              inputMode="numeric"
              autoComplete="off"
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(null);
              }}
              placeholder="12 digits"
              className={cx(inputClass, 'mt-1 font-normal tabular-nums')}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="confirm" disabled={!complete}>
              Continue
            </Button>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
