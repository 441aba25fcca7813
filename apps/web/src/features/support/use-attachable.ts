import { useQuery } from '@tanstack/react-query';
import { attachableResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { supportQueryKey } from './use-conversations';

/** `GET /api/support/attachable`: the orders, top-ups and deliveries a question may be about. */
export function useAttachable() {
  return useQuery({
    queryKey: [...supportQueryKey, 'attachable'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/support/attachable', { signal, schema: attachableResponseSchema }))
        .attachments,
    // A top-up or order made a minute ago must be in the list.
    staleTime: 0,
  });
}
