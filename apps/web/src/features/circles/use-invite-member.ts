import { useQueryClient } from '@tanstack/react-query';
import { circleInviteResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circleQueryKey } from './circle-query-keys';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/circles/{id}/invite` `{ faza }`: any member invites a FAZA number. */
export function useInviteMember(id: string) {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (faza: string) =>
      apiFetch(`/circles/${id}/invite`, {
        method: 'POST',
        json: { faza },
        schema: circleInviteResponseSchema,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: circleQueryKey(id) }),
  });
}
