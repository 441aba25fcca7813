import { useState } from 'react';
import { formatFaza, type AddressReview } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError, toastSuccess } from '../../../lib/toasts';
import {
  FilterChips,
  ReasonAction,
  SectionEmpty,
  SectionError,
  SectionLoading,
  waitedFor,
} from '../shared';
import { useAddressDecision, useAddressReviews, type ReviewState } from './use-address-reviews';

const STATES = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const satisfies readonly { value: ReviewState; label: string }[];

/**
 * Proofs of address waiting for a decision, oldest first. Approving makes the customer Tier 3;
 * the server refuses a decision by the customer or by whoever sent the proof (four eyes).
 */
export function AddressReviewsSection({ myId }: { myId: string }) {
  const [state, setState] = useState<ReviewState>('pending');
  const reviews = useAddressReviews(state);
  return (
    <section aria-labelledby="address-reviews-heading" className="space-y-3">
      <h2 id="address-reviews-heading" className="text-lg font-bold text-ink-900">
        Address reviews
      </h2>
      <FilterChips label="Show reviews" options={STATES} value={state} onChange={setState} />
      {reviews.isPending ? (
        <SectionLoading what="address reviews" />
      ) : reviews.isError ? (
        <SectionError message={reviews.error.message} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <SectionEmpty>No proofs of address here.</SectionEmpty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {reviews.data.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} myId={myId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard({ review, myId }: { review: AddressReview; myId: string }) {
  const decide = useAddressDecision();
  const mine = review.submittedBy === myId || review.userId === myId;
  const fail = (e: Error) => toastError({ title: 'Not decided', description: e.message });
  return (
    <Card className="p-4" data-testid="address-review">
      <p className="font-bold text-ink-900">{review.customerName}</p>
      <p className="text-sm text-ink-600 tabular-nums">FAZA {formatFaza(review.faza)}</p>
      <p className="mt-1 text-sm text-ink-700">
        Sent <time dateTime={review.createdAt}>{waitedFor(review.createdAt)}</time> ·{' '}
        {Math.ceil(review.sizeBytes / 1024)} KB
      </p>
      <a
        href={`/api/admin/address-reviews/${review.id}/document`}
        target="_blank"
        rel="noreferrer"
        className="mt-2 inline-block text-sm font-semibold text-palm-700 underline underline-offset-2"
      >
        Open the document
      </a>
      {review.reason && <p className="mt-2 text-sm text-red-800">Reason: {review.reason}</p>}
      {review.state === 'pending' && mine && (
        <p className="mt-3 text-sm text-ink-600">Another staff member must decide this one.</p>
      )}
      {review.state === 'pending' && !mine && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: review.id, action: 'approve' },
                {
                  onSuccess: () =>
                    toastSuccess({
                      title: 'Approved',
                      description: `${review.customerName} is now Tier 3.`,
                    }),
                  onError: fail,
                },
              )
            }
          >
            Approve
          </Button>
          <ReasonAction
            action="Reject"
            submitLabel="Reject"
            placeholder="Why (the customer sees it)"
            pending={decide.isPending}
            onSubmit={(reason, done) =>
              decide.mutate(
                { id: review.id, action: 'reject', reason },
                { onSuccess: done, onError: fail },
              )
            }
          />
        </div>
      )}
    </Card>
  );
}
