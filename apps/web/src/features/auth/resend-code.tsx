import { useState } from 'react';
import { emailSentResponseSchema, TOASTS } from '@faza/shared';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AUTH_TEXTS } from './auth-texts';
import { toastError, toastSuccess } from '../../lib/toasts';
import { formatCountdown, useResendCountdown } from './resend-countdown';
import { retryAfterSeconds, serverFieldErrors } from './server-errors';

type Props = {
  /** The address the screen opened with: its countdown survives a reload. */
  email: string;
  /** The address to send to now, or null when the field is invalid (it then shows why). */
  getEmail: () => Promise<string | null>;
  onResent: () => void;
  onEmailError: (message: string) => void;
};

/** docs/product-spec.md §4: resend stays disabled for a 60 s countdown, which each resend restarts. */
export function ResendCode({ email, getEmail, onResent, onEmailError }: Props) {
  const { left, restart } = useResendCountdown(email);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    const to = await getEmail();
    if (!to) return;
    setSending(true);
    try {
      await apiFetch('/auth/resend-code', {
        method: 'POST',
        json: { email: to },
        schema: emailSentResponseSchema,
      });
      restart();
      onResent();
      toastSuccess(TOASTS.verify.resent);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) restart(wait);
      const [emailError] = serverFieldErrors(error, ['email'] as const);
      if (emailError) onEmailError(emailError[1]);
      else
        toastError({
          title: wait ? AUTH_TEXTS.tooManyRequests.title : TOASTS.verify.failed.title,
          description: error instanceof ApiError ? error.message : undefined,
        });
    } finally {
      setSending(false);
    }
  };

  return <ResendLine left={left} sending={sending} onResend={() => void resend()} />;
}

/**
 * 'Didn’t receive the code? Resend code in 0:59', then 'Resend Code' once the countdown is over:
 * the line every code screen ends with, whatever sends the code.
 */
export function ResendLine({
  left,
  sending,
  onResend,
}: {
  left: number;
  sending: boolean;
  onResend: () => void;
}) {
  const waiting = left > 0;
  return (
    <p className="mt-5 flex flex-wrap items-center justify-center gap-x-1 text-center text-sm text-ink-600">
      Didn’t receive the code?
      <button
        type="button"
        onClick={onResend}
        disabled={waiting || sending}
        className="inline-flex min-h-11 items-center rounded-full px-2 font-semibold text-palm-700 tabular-nums hover:underline disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline"
      >
        {sending ? 'Sending…' : waiting ? `Resend code in ${formatCountdown(left)}` : 'Resend Code'}
      </button>
    </p>
  );
}
