import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PantryHistoryResponse, PantryItem, PantryResponse } from '@faza/shared';
import { ApiError, apiFetch } from '../../lib/api-client';
import { API_ERROR_TEXTS } from '../../lib/api-messages';

export const pantryQueryKey = ['pantry'] as const;
export const pantryHistoryQueryKey = ['pantry', 'history'] as const;

async function fetchPantry(signal: AbortSignal): Promise<PantryItem[]> {
  const data = await apiFetch<Partial<PantryResponse> | undefined>('/pantry', { signal });
  const items = data?.pantry?.items;
  if (!Array.isArray(items)) {
    throw new ApiError(API_ERROR_TEXTS.unexpected, { status: 200, code: 'BAD_RESPONSE' });
  }
  return items;
}

/**
 * The signed-in user's pantry (`GET /api/pantry`). Always fetched fresh when the page opens: food
 * may have arrived from someone else since.
 */
export function usePantry() {
  return useQuery({
    queryKey: pantryQueryKey,
    queryFn: ({ signal }) => fetchPantry(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    // The error screen offers Try Again; a silent retry would only delay it on a dead network.
    retry: false,
  });
}

const PAGE_SIZE = 20;

/** The pantry journal, newest first, one page of 20 at a time. */
export function usePantryHistory() {
  return useInfiniteQuery({
    queryKey: pantryHistoryQueryKey,
    queryFn: ({ signal, pageParam }) =>
      apiFetch<PantryHistoryResponse>(
        `/pantry/history?limit=${PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last['next-cursor'],
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** After a send (or closing the dialog): the pantry and its history have changed. */
export const reloadPantry = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: pantryQueryKey });
