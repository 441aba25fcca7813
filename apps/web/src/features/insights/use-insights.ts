import { useQuery } from '@tanstack/react-query';
import { insightsSchema } from '@faza/shared';
import { ApiError, apiFetch } from '../../lib/api-client';

const insightsQueryKey = (month: string) => ['insights', month] as const;

/**
 * `GET /api/insights?month=`: the member's month. A basic member is answered 403 and the page shows
 * the sample instead, so that answer is not retried. Saved by the service worker with the other
 * per-user answers, so a month already seen reads offline.
 */
export function useInsights(month: string, enabled: boolean) {
  return useQuery({
    queryKey: insightsQueryKey(month),
    queryFn: ({ signal }) =>
      apiFetch(`/insights?month=${encodeURIComponent(month)}`, { signal, schema: insightsSchema }),
    enabled,
    staleTime: 60_000,
    retry: (count, err) => !(err instanceof ApiError && err.status === 403) && count < 1,
  });
}

export const isPremiumWall = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 403;
