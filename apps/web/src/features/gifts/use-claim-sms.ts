import { giftSmsResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/gifts/claim/{code}/sms`: texts the 6-digit code to my phone, the gift's number. */
export function useClaimSms(code: string) {
  return useSubmitMutation({
    mutationFn: () =>
      apiFetch(`/gifts/claim/${code}/sms`, { method: 'POST', schema: giftSmsResponseSchema }),
  });
}
