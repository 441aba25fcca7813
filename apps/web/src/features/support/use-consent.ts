import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myConsultantSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { consultantQueryKey } from './use-my-consultant';

/** `PUT /api/consultant/consent`: the member's switch, shown flipped once the server agrees. */
export function useConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) =>
      apiFetch('/consultant/consent', {
        method: 'PUT',
        json: { consent },
        schema: myConsultantSchema,
      }),
    onSuccess: (data) => client.setQueryData(consultantQueryKey, data),
  });
}
