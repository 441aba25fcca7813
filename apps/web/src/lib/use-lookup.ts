import { useQuery } from '@tanstack/react-query';
import {
  FAZA_LENGTH,
  fazaCheckResponseSchema,
  giftRecipientResponseSchema,
  type FazaCheckResponse,
  type GiftRecipientResponse,
} from '@faza/shared';
import { ApiError, apiFetch, type ResponseSchema } from './api-client';

/** One look-up as typed: what to ask, and whether the input is complete enough to ask it. */
export type Lookup<T> = {
  key: readonly [string, string | null];
  path: string;
  schema: ResponseSchema<T>;
  enabled: boolean;
};

export type LookupState<T> =
  | { state: 'pending' }
  | { state: 'error'; message: string | undefined }
  | { state: 'done'; result: T };

/** The name enquiry (`GET /api/auth/is-faza-valid/{faza}`), once 12 digits are typed. */
export const fazaLookup = (digits: string): Lookup<FazaCheckResponse> => ({
  key: ['faza-check', digits],
  path: `/auth/is-faza-valid/${digits}`,
  schema: fazaCheckResponseSchema,
  enabled: digits.length === FAZA_LENGTH,
});

/**
 * Whether a typed phone number is a member's (`GET /api/gifts/recipient/{phone}`): a member is
 * sent to by FAZA number as usual, anyone else receives a gift held for them (docs/decisions/0036).
 * `phone` is normalised (+234…) or null while the field holds no phone number.
 */
export const phoneLookup = (phone: string | null): Lookup<GiftRecipientResponse> => ({
  key: ['phone-check', phone],
  path: `/gifts/recipient/${encodeURIComponent(phone ?? '')}`,
  schema: giftRecipientResponseSchema,
  enabled: phone !== null,
});

/** A 4xx (e.g. too many look-ups) carries the server's own words; otherwise the caller's text. */
export function lookupState<T>(query: {
  isError: boolean;
  error: unknown;
  data: T | undefined;
}): LookupState<T> {
  if (query.isError) {
    const { error } = query;
    const message =
      error instanceof ApiError && error.status >= 400 && error.status < 500
        ? error.message
        : undefined;
    return { state: 'error', message };
  }
  if (query.data !== undefined) return { state: 'done', result: query.data };
  return { state: 'pending' };
}

/** Asks `lookup` while it is enabled; answers stay fresh a minute, and a failure is not retried. */
export function useLookup<T>(lookup: Lookup<T>): LookupState<T> {
  const query = useQuery({
    queryKey: lookup.key,
    queryFn: ({ signal }) => apiFetch(lookup.path, { signal, schema: lookup.schema }),
    enabled: lookup.enabled,
    staleTime: 60_000,
    retry: false,
  });
  return lookupState(query);
}
