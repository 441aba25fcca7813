import { useQuery } from '@tanstack/react-query';
import type { Bundle, BundlesResponse } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const bundlesQueryKey = ['bundles'] as const;

/** The customer bundle list from `GET /api/bundles`. */
export function useBundles() {
  return useQuery({
    queryKey: bundlesQueryKey,
    queryFn: async ({ signal }): Promise<Bundle[]> =>
      (await apiFetch<BundlesResponse>('/bundles', { signal })).bundles,
  });
}
