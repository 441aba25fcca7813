import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { pantryHistoryResponseSchema, pantryResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { refetchUnlessJustDrawn } from '../../lib/server-data';

export const pantryQueryKey = ['pantry'] as const;
const pantryHistoryQueryKey = ['pantry', 'history'] as const;

/**
 * The signed-in user's pantry (`GET /api/pantry`). Fetched fresh whenever the page opens (food may
 * have arrived from someone else since), unless the server has just drawn the page from it.
 */
export function usePantry() {
  return useQuery({
    queryKey: pantryQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/pantry', { signal, schema: pantryResponseSchema })).pantry.items,
    staleTime: 0,
    refetchOnMount: refetchUnlessJustDrawn,
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
      apiFetch(`/pantry/history?limit=${PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`, {
        signal,
        schema: pantryHistoryResponseSchema,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last['next-cursor'],
    staleTime: 0,
    refetchOnMount: refetchUnlessJustDrawn,
  });
}

/** After a send (or closing the dialog): the pantry and its history have changed. */
export const reloadPantry = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: pantryQueryKey });
