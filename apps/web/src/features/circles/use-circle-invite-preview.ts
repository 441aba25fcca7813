import { useQuery } from '@tanstack/react-query';
import { circleInvitePreviewSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circleInviteQueryKey } from './circle-query-keys';

/** `GET /api/circles/invite/{code}`: what the WhatsApp link shows a signed-in invitee. */
export function useCircleInvitePreview(code: string, enabled: boolean) {
  return useQuery({
    queryKey: circleInviteQueryKey(code),
    queryFn: ({ signal }) =>
      apiFetch(`/circles/invite/${code}`, { signal, schema: circleInvitePreviewSchema }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
