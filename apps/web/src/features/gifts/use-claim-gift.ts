import { useQueryClient } from '@tanstack/react-query';
import { claimGiftResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { refreshSession } from '../auth';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/gifts/claim/{code}` with the texted code: the gift lands in my pantry or wallet. */
export function useClaimGift(code: string) {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (smsCode: string) =>
      apiFetch(`/gifts/claim/${code}`, {
        method: 'POST',
        json: { 'sms-code': smsCode },
        schema: claimGiftResponseSchema,
      }),
    // The preview is left as it was: the form shows the claim's own success, with the way on.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['pantry'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
      // The code also proved the phone.
      void refreshSession();
    },
  });
}
