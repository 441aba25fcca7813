import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const subscriptionQueryKey = ['subscription'] as const;

/** `GET /api/user/subscription`: my tier and its end date (basic again once it passed). */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) =>
      apiFetch('/user/subscription', { signal, schema: subscriptionStatusResponseSchema }),
    staleTime: 0,
  });
}
