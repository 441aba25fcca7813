import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  OTP_EXPIRY_MINUTES,
  OTP_LENGTH,
  TOASTS,
  VERIFY_REDIRECT_DELAY_MS,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@faza/shared';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PATHS } from '../../lib/route-paths';
import { ApiError } from '../../lib/api-client';
import { AuthFooterLinks } from './auth-footer-links';
import { CheckIcon } from './auth-icons';
import { toastError, toastSuccess } from '../../lib/toasts';
import { EmailField, linkClass, SubmitButton } from '../../components/ui/form-fields';
import { OtpCodeFieldset } from './otp-code-fieldset';
import { useCodeForm } from './use-code-form';
import { ResendCode } from './resend-code';
import { serverFieldErrors } from './server-errors';
import { followableNext, signInPathFor } from './safe-next';
import { expectFirstSignIn } from './first-sign-in';
import { refreshSession, useSession } from './session-store';

const resolver = zodResolver(verifyEmailRequestSchema);

/** docs/product-spec.md §7: the address comes from `?email=` (after sign-up) or the stored local key `email`. */
function initialEmail(search: string): string {
  const fromQuery = new URLSearchParams(search).get('email');
  if (fromQuery) return fromQuery;
  try {
    return localStorage.getItem('email') ?? '';
  } catch {
    return '';
  }
}

/** Email verification (docs/product-spec.md §2, both versions): six boxes, resend, then /signin after 1.5 s. */
export function VerifyCodeScreen({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  const [defaultEmail] = useState(() => initialEmail(search));
  const [editingEmail, setEditingEmail] = useState(defaultEmail === '');
  const [verified, setVerified] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
    codeError,
    postCode,
    codeField,
  } = useCodeForm(resolver, { email: defaultEmail, code: '' });
  const showEmailField = editingEmail || Boolean(errors.email);

  useEffect(() => {
    if (!verified) return;
    const next = followableNext(search);
    const signIn = next ? signInPathFor(next) : PATHS.signIn;
    const timer = setTimeout(() => navigate(signIn), VERIFY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate, search]);

  const onSubmit = handleSubmit(async (request) => {
    try {
      if (!(await postCode('/auth/verify-email', request, verifyEmailResponseSchema))) return;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CODE_EXPIRED') {
        codeError(error.message);
        toastError({ title: TOASTS.verify.failed.title, description: error.message });
      } else {
        const fieldErrors = serverFieldErrors(error, ['email', 'code'] as const);
        fieldErrors.forEach(([field, message]) => setError(field, { type: 'server', message }));
        toastError(
          error instanceof ApiError && error.status === 429
            ? { title: TOASTS.verify.failed.title, description: error.message }
            : TOASTS.verify.failed,
        );
      }
      return;
    }
    setVerified(true);
    toastSuccess(TOASTS.verify.success);
    if (session.status !== 'authenticated') expectFirstSignIn(request.email);
    // A signed-in user's badge ('verify your email') should go away.
    if (session.status === 'authenticated') void refreshSession();
  });

  if (verified) {
    return (
      <AuthLayout title={title}>
        <div role="status" className="mt-6 flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 ring-8 ring-leaf-50/60">
            <CheckIcon size={32} />
          </span>
          <p className="mt-5 text-lg font-bold text-ink-900">{TOASTS.verify.success.description}</p>
          <p className="mt-1 text-ink-600">Taking you to sign in…</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={title}>
      <p className="mt-1.5 text-ink-600">
        Enter the {OTP_LENGTH}-digit code we sent to{' '}
        {showEmailField ? (
          'your email address'
        ) : (
          <>
            <strong className="font-semibold wrap-anywhere text-ink-900">
              {getValues('email')}
            </strong>{' '}
            <button
              type="button"
              className={`${linkClass} text-sm`}
              onClick={() => setEditingEmail(true)}
            >
              Change
            </button>
          </>
        )}
        . It expires in {OTP_EXPIRY_MINUTES} minutes.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        {showEmailField && <EmailField error={errors.email?.message} {...register('email')} />}
        <OtpCodeFieldset
          {...codeField}
          onComplete={() => {
            if (!isSubmitting) void onSubmit();
          }}
        />
        <SubmitButton pending={isSubmitting} pendingLabel="Verifying…">
          Verify Email
        </SubmitButton>
      </form>
      <ResendCode
        email={defaultEmail}
        getEmail={async () => ((await trigger('email')) ? getValues('email').trim() : null)}
        onResent={() => setValue('code', '')}
        onEmailError={(message) => {
          setEditingEmail(true);
          setError('email', { type: 'server', message });
        }}
      />
      <AuthFooterLinks to="signIn" />
    </AuthLayout>
  );
}
