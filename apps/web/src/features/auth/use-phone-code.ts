import { useCallback, useState } from 'react';
import { ERROR_TEXTS, PHONE_VERIFY_TEXTS, phoneCodeSentResponseSchema } from '@faza/shared';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AUTH_TEXTS } from './auth-texts';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useResendCountdown } from './resend-countdown';
import { retryAfterSeconds } from './server-errors';

/** What asking for a code came to: texted, already texted lately, nothing to text, or a problem. */
export type PhoneCodeOutcome = 'sent' | 'waiting' | 'verified' | 'failed';

/**
 * Asking for the code texted to the signed-in account's phone (`POST /api/auth/phone-code`) and
 * the 60 s resend countdown, kept per phone for the tab like the email screen's. The countdown
 * starts at zero: the screen asks for the first code itself. A 429 means a code went out lately
 * (another tab, a reload): the countdown takes the server's wait and no error is shown.
 */
export function usePhoneCode(phone: string) {
  const { left, restart } = useResendCountdown(phone, { startNow: false });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = useCallback(
    async ({ resend }: { resend: boolean }): Promise<PhoneCodeOutcome> => {
      setSending(true);
      setProblem(null);
      try {
        await apiFetch('/auth/phone-code', { method: 'POST', schema: phoneCodeSentResponseSchema });
        restart();
        if (resend) toastSuccess(PHONE_VERIFY_TEXTS.sent);
        return 'sent';
      } catch (error) {
        const wait = retryAfterSeconds(error);
        if (wait) {
          restart(wait);
          if (resend && error instanceof ApiError)
            toastError({ title: AUTH_TEXTS.tooManyRequests.title, description: error.message });
          return 'waiting';
        }
        if (error instanceof ApiError && error.code === 'PHONE_ALREADY_VERIFIED') return 'verified';
        // Said on the screen, beside the button that tries again: the SMS did not go.
        setProblem(error instanceof ApiError ? error.message : ERROR_TEXTS.unexpected);
        return 'failed';
      } finally {
        setSending(false);
      }
    },
    [restart],
  );

  return { left, sending, problem, send };
}
