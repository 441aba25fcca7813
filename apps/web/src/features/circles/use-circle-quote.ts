import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { circleQuoteResponseSchema, type CreateCircleRequest } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

/**
 * `POST /api/circles/quote`: the live price preview of the create flow, from today's server
 * prices; it creates nothing, so it is a query keyed by the draft. Null while the draft is
 * incomplete.
 */
export function useCircleQuote(body: CreateCircleRequest | null) {
  return useQuery({
    queryKey: ['circle-quote', body] as const,
    queryFn: ({ signal }) =>
      apiFetch('/circles/quote', {
        method: 'POST',
        json: body,
        signal,
        schema: circleQuoteResponseSchema,
      }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
