import { useQuery } from '@tanstack/react-query';
import { giftRecipientResponseSchema } from '@faza/shared';
import { ApiError, apiFetch } from './api-client';

/**
 * Whether a typed phone number is a member's (`GET /api/gifts/recipient/{phone}`): a member is
 * sent to by FAZA number as usual, anyone else receives a gift held for them (docs/decisions/0036).
 * `phone` is normalised (+234…) or null while the field holds no phone number.
 */
export function usePhoneLookup(phone: string | null) {
  const query = useQuery({
    queryKey: ['phone-check', phone],
    queryFn: ({ signal }) =>
      apiFetch(`/gifts/recipient/${encodeURIComponent(phone!)}`, {
        signal,
        schema: giftRecipientResponseSchema,
      }),
    enabled: phone !== null,
    staleTime: 60_000,
    retry: false,
  });
  if (query.isError) {
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
