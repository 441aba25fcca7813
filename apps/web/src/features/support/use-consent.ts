import { useQueryClient } from '@tanstack/react-query';
import { myConsultantSchema, type MyConsultant } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { consultantQueryKey } from './use-my-consultant';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/**
 * `PUT /api/consultant/consent`: the member's switch, shown flipped at once and flipped back if
 * the server refuses.
 */
export function useConsent() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (consent: boolean) =>
      apiFetch('/consultant/consent', {
        method: 'PUT',
        json: { consent },
        schema: myConsultantSchema,
      }),
    onMutate: async (consent) => {
      // A read of the consultant still under way would put the old switch back over this one.
      await client.cancelQueries({ queryKey: consultantQueryKey });
      const before = client.getQueryData<MyConsultant>(consultantQueryKey);
      if (before) client.setQueryData(consultantQueryKey, { ...before, consent });
      return { before };
    },
    onError: (_err, _consent, context) => {
      if (context?.before) client.setQueryData(consultantQueryKey, context.before);
    },
    onSuccess: (data) => client.setQueryData(consultantQueryKey, data),
  });
}
