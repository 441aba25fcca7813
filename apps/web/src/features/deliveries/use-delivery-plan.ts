import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  deliveryQuoteSchema,
  deliverySlotsResponseSchema,
  deliveryZonesResponseSchema,
  type DeliveryQuoteRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

// The zone, slot and fee of a delivery request (docs/decisions/0057): what the dialog offers,
// always fresh from the server, which stays the authority on places and fees.

/** `GET /api/delivery/zones`. */
export function useDeliveryZones() {
  return useQuery({
    queryKey: ['delivery', 'zones'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/delivery/zones', { signal, schema: deliveryZonesResponseSchema })).zones,
    staleTime: 5 * 60_000,
  });
}

export const slotsQueryKey = (zoneId: string) => ['delivery', 'slots', zoneId] as const;

/** `GET /api/delivery/slots?zone=…`: places left for the caller's tier. */
export function useDeliverySlots(zoneId: string) {
  return useQuery({
    queryKey: slotsQueryKey(zoneId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/delivery/slots?zone=${encodeURIComponent(zoneId)}`, {
          signal,
          schema: deliverySlotsResponseSchema,
        })
      ).slots,
    enabled: zoneId !== '',
    staleTime: 0,
  });
}

export const quoteQueryKey = ['delivery', 'quote'] as const;

/** `POST /api/delivery/quote`: the fee this request would be charged (a read, nothing booked). */
export function useDeliveryQuote(body: DeliveryQuoteRequest) {
  return useQuery({
    queryKey: [...quoteQueryKey, body],
    queryFn: ({ signal }) =>
      apiFetch('/delivery/quote', {
        method: 'POST',
        json: body,
        signal,
        schema: deliveryQuoteSchema,
      }),
    enabled: body.zoneId !== '' && body.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
