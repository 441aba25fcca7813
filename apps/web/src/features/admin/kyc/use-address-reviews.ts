import { useQuery } from '@tanstack/react-query';
import {
  adminAddressReviewResponseSchema,
  adminAddressReviewsResponseSchema,
  type AddressReview,
} from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';
import { useStaffDecision } from '../shared';

export type ReviewState = AddressReview['state'];

/** `GET /api/admin/address-reviews?state=…`. */
export function useAddressReviews(state: ReviewState) {
  return useQuery({
    queryKey: ['admin', 'address-reviews', state],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/address-reviews?state=${state}`, {
          signal,
          schema: adminAddressReviewsResponseSchema,
        })
      ).reviews,
    refetchInterval: 60_000,
    retry: false,
  });
}

type Decision =
  { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string };

/** `POST /api/admin/address-reviews/{id}/approve`, or `/reject` with a reason. */
export const useAddressDecision = () =>
  useStaffDecision((decision: Decision) => ({
    path: `/admin/address-reviews/${decision.id}/${decision.action}`,
    json: decision.action === 'reject' ? { reason: decision.reason } : undefined,
    schema: adminAddressReviewResponseSchema,
  }));
