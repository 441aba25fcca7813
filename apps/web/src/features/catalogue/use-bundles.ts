import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bundlesResponseSchema, type Bundle, type BundlesResponse } from '@faza/shared';
import { apiFetch, unchecked } from '../../lib/api-client';
import { bundlesQueryKey } from './catalogue-query-keys';
import { connectCatalogueQueries } from './catalogue-query-sync';

connectCatalogueQueries();

/**
 * Staff-only fields the API adds to each bundle for admin and moderator sessions; absent for
 * customers (docs/architecture.md §3).
 */
export type BundleWithStaffFields = Bundle & { costPriceKobo?: number; marginPercent?: number };

/**
 * The bundle list from `GET /api/bundles`. `staff` keeps a staff session's answer (with cost and
 * margin) apart from the customer one in the cache, so signing in or out never shows the other.
 * While a staff member's list loads, the public one stays on screen (the same bundles and prices,
 * without the staff figures) rather than skeletons over a page the server had already drawn.
 */
export function useBundles({ enabled = true, staff = false } = {}) {
  return useQuery({
    queryKey: staff ? [...bundlesQueryKey, 'staff'] : bundlesQueryKey,
    queryFn: async ({ signal }): Promise<BundleWithStaffFields[]> =>
      (
        await apiFetch('/bundles', {
          signal,
          // Parsed in development and tests only (see `unchecked`): the landing page's bundle
          // previews use this hook, drawn at once from 1280 px wide (on a phone once scrolled
          // near), and the schema would add zod to that first load: 104 → 129 KB measured.
          schema: import.meta.env.DEV ? bundlesResponseSchema : unchecked<BundlesResponse>(),
        })
      ).bundles,
    enabled,
    placeholderData: keepPreviousData,
  });
}
