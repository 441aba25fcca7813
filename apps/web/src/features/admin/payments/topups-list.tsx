import { ApiError } from '../../../lib/api-client';
import { SectionEmpty, SectionError, SectionLoading } from '../shared';
import { TopUpCard } from './topup-card';
import { useAdminTopUps } from './use-admin-topups';

/**
 * Wallet top-ups waiting for staff: any sent to review (a payment that did not match), shown only
 * when there are some, then bank transfers, each quoting its own reference.
 */
export function TopUpsList() {
  const topups = useAdminTopUps('pending');
  const review = useAdminTopUps('needs_review');
  return (
    <>
      {review.data && review.data.length > 0 && (
        <div className="space-y-3">
          <h2 className="text-lg font-bold text-ink-900">
            Top-ups to review
            <span className="ml-2 text-sm font-semibold text-ink-500">{review.data.length}</span>
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2">
            {review.data.map((t) => (
              <li key={t.id}>
                <TopUpCard topup={t} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="space-y-3">
        <h2 className="text-lg font-bold text-ink-900">
          Wallet top-ups by bank transfer
          {topups.data && (
            <span className="ml-2 text-sm font-semibold text-ink-500">{topups.data.length}</span>
          )}
        </h2>
        {topups.isPending ? (
          <SectionLoading what="top-ups" />
        ) : topups.isError ? (
          <SectionError
            message={
              topups.error instanceof ApiError && topups.error.status === 404
                ? 'Wallet top-ups are not available on this server yet.'
                : topups.error.message
            }
            onRetry={() => void topups.refetch()}
          />
        ) : topups.data.length === 0 ? (
          <SectionEmpty>No wallet top-ups are waiting.</SectionEmpty>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {topups.data.map((t) => (
              <li key={t.id}>
                <TopUpCard topup={t} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
