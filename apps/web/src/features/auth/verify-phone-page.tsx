import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import {
  formatNigerianPhone,
  OTP_EXPIRY_MINUTES,
  OTP_LENGTH,
  PHONE_VERIFY_TEXTS,
  VERIFY_REDIRECT_DELAY_MS,
  verifyPhoneRequestSchema,
  verifyPhoneResponseSchema,
  type AuthUser,
} from '@faza/shared';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { AuthFooterLinks } from './auth-footer-links';
import { CheckIcon } from './auth-icons';
import { toastError, toastSuccess } from '../../lib/toasts';
import { FormAlert, SubmitButton } from '../../components/ui/form-fields';
import { OtpCodeFieldset } from './otp-code-fieldset';
import { useCodeForm } from './use-code-form';
import { ResendLine } from './resend-code';
import { countdownRunning } from './resend-countdown';
import { safeNextPath } from './safe-next';
import { serverFieldErrors } from './server-errors';
import { refreshSession, setSignedIn, useSession } from './session-store';
import { usePhoneCode } from './use-phone-code';

const resolver = zodResolver(verifyPhoneRequestSchema);

/**
 * Phone verification (docs/decisions/0027), behind the sign-in guard: the code texted to the
 * account's phone, in the email screen's six boxes and resend countdown, then back to `?next=`
 * (where sign-in or a send was going) 1.5 s after success. Asks for the first code itself.
 */
export function VerifyPhonePage() {
  const { user } = useSession();
  const search = new URLSearchParams(useSearch());
  const next = safeNextPath(search.get('next'));
  // The guard only draws this page for a signed-in user.
  if (!user) return null;
  return <VerifyPhoneScreen user={user} next={next} forSending={search.get('reason') === 'send'} />;
}

function VerifyPhoneScreen({
  user,
  next,
  forSending,
}: {
  user: AuthUser;
  next: string;
  forSending: boolean;
}) {
  const [, navigate] = useLocation();
  const phone = user['phone-number'];
  const code = usePhoneCode(phone);
  const [verified, setVerified] = useState(false);
  // A code went out from this tab a moment ago (a reload): no second text.
  const firstCode = useRef(!user.phone_verified && !countdownRunning(phone));
  const {
    handleSubmit,
    setValue,
    formState: { isSubmitting },
    codeError,
    postCode,
    codeField,
  } = useCodeForm(resolver, { code: '' });

  const { send } = code;
  useEffect(() => {
    if (!firstCode.current) return;
    firstCode.current = false;
    void send({ resend: false }).then((outcome) => {
      if (outcome === 'verified') void refreshSession();
    });
  }, [send]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), VERIFY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate, next]);

  const onSubmit = handleSubmit(async (request) => {
    try {
      if (!(await postCode('/auth/verify-phone', request, verifyPhoneResponseSchema))) return;
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'CODE_EXPIRED' || error.status === 429)) {
        if (error.code === 'CODE_EXPIRED') codeError(error.message);
        toastError({ title: PHONE_VERIFY_TEXTS.failed.title, description: error.message });
      } else {
        const [fieldError] = serverFieldErrors(error, ['code'] as const);
        if (fieldError) codeError(fieldError[1]);
        toastError(PHONE_VERIFY_TEXTS.failed);
      }
      return;
    }
    setVerified(true);
    toastSuccess(PHONE_VERIFY_TEXTS.success);
    // The server said so: the page we go back to can send at once, whatever the network does.
    setSignedIn({ ...user, phone_verified: true });
  });

  if (verified) {
    return (
      <AuthLayout title={PHONE_VERIFY_TEXTS.title}>
        <div role="status" className="mt-6 flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 ring-8 ring-leaf-50/60">
            <CheckIcon size={32} />
          </span>
          <p className="mt-5 text-lg font-bold text-ink-900">
            {PHONE_VERIFY_TEXTS.success.description}
          </p>
          <p className="mt-1 text-ink-600">Taking you back…</p>
        </div>
      </AuthLayout>
    );
  }
  // Verified in another tab, or the session learnt it: nothing to ask.
  if (user.phone_verified) return <Redirect to={next} replace />;

  const firstSend = code.sending && code.left === 0;
  return (
    <AuthLayout title={PHONE_VERIFY_TEXTS.title}>
      <p className="mt-1.5 text-ink-600">
        {forSending ? PHONE_VERIFY_TEXTS.beforeSending : PHONE_VERIFY_TEXTS.intro} Enter the{' '}
        {OTP_LENGTH}-digit code we text to{' '}
        <strong className="font-semibold whitespace-nowrap text-ink-900">
          {formatNigerianPhone(phone)}
        </strong>
        . It expires in {OTP_EXPIRY_MINUTES} minutes.
      </p>
      {firstSend && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-ink-600">
          <Spinner className="size-4 border-2" />
          {PHONE_VERIFY_TEXTS.sending}
        </p>
      )}
      {code.problem && (
        <div className="mt-4">
          <FormAlert>{code.problem}</FormAlert>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <OtpCodeFieldset
          {...codeField}
          onComplete={() => {
            if (!isSubmitting) void onSubmit();
          }}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Verifying…">
          {PHONE_VERIFY_TEXTS.submit}
        </SubmitButton>
      </form>
      <ResendLine
        left={code.left}
        sending={code.sending}
        onResend={() =>
          void send({ resend: true }).then((outcome) => {
            if (outcome === 'sent') setValue('code', '');
            if (outcome === 'verified') void refreshSession();
          })
        }
      />
      <AuthFooterLinks onward={{ href: next, label: PHONE_VERIFY_TEXTS.skip }} />
    </AuthLayout>
  );
}
