import { useQuery } from '@tanstack/react-query';
import { adminInboundListResponseSchema, type InboundTransfer } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

export type InboundState = Extract<
  InboundTransfer['state'],
  'needs_review' | 'credited' | 'returning'
>;

/** `GET /api/admin/inbound-transfers?state=…`: transfers into account numbers, oldest first. */
export function useInboundTransfers(state: InboundState) {
  return useQuery({
    queryKey: ['admin', 'inbound-transfers', state],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/inbound-transfers?state=${state}`, {
          signal,
          schema: adminInboundListResponseSchema,
        })
      ).transfers,
    refetchInterval: 60_000,
    retry: false,
  });
}
