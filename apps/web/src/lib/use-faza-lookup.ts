import { useQuery } from '@tanstack/react-query';
import { FAZA_LENGTH, fazaCheckResponseSchema } from '@faza/shared';
import { ApiError, apiFetch } from './api-client';

/** The name enquiry (`GET /api/auth/is-faza-valid/{faza}`), once 12 digits are typed. */
export function useFazaLookup(digits: string) {
  const query = useQuery({
    queryKey: ['faza-check', digits],
    queryFn: ({ signal }) =>
      apiFetch(`/auth/is-faza-valid/${digits}`, { signal, schema: fazaCheckResponseSchema }),
    enabled: digits.length === FAZA_LENGTH,
    staleTime: 60_000,
    retry: false,
  });
  if (query.isError) {
    // A 4xx (e.g. too many look-ups) carries the server's own words; otherwise the spec's text.
    const error = query.error;
    const message =
      error instanceof ApiError && error.status >= 400 && error.status < 500
        ? error.message
        : undefined;
    return { state: 'error' as const, message };
  }
  if (query.data) return { state: 'done' as const, result: query.data };
  return { state: 'pending' as const };
}
