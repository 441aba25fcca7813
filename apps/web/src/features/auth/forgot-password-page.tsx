import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  emailSentResponseSchema,
  forgotPasswordRequestSchema,
  TOASTS,
  type ForgotPasswordRequest,
} from '@faza/shared';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PATHS } from '../../lib/route-paths';
import { buttonClasses } from '../../components/ui/button';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AuthFooterLinks } from './auth-footer-links';
import { MailCheckIcon } from './auth-icons';
import { AUTH_TEXTS } from './auth-texts';
import { toastError, toastSuccess } from '../../lib/toasts';
import { EmailField, linkClass, SubmitButton } from '../../components/ui/form-fields';
import { retryAfterSeconds, serverFieldErrors, showServerFieldErrors } from './server-errors';

const resolver = zodResolver(forgotPasswordRequestSchema);

/** docs/product-spec.md §2/§4 forgot password: the email form, then the sent view (docs/architecture.md §3: a real link). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest, unknown, ReturnType<typeof forgotPasswordRequestSchema.parse>>(
    { resolver, mode: 'onTouched', defaultValues: { email: '' } },
  );

  const onSubmit = handleSubmit(async (request) => {
    try {
      await apiFetch('/auth/forgot-password', {
        method: 'POST',
        json: request,
        schema: emailSentResponseSchema,
      });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['email'] as const);
      if (fieldErrors.length > 0) {
        showServerFieldErrors(fieldErrors, setError);
      } else if (retryAfterSeconds(error) !== null && error instanceof ApiError) {
        toastError({ title: AUTH_TEXTS.tooManyRequests.title, description: error.message });
      } else {
        toastError(TOASTS.forgotPassword.failed);
      }
      return;
    }
    toastSuccess(TOASTS.forgotPassword.sent);
    setSentTo(request.email);
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <div className="mt-5 flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-palm-50 text-palm-600">
            <MailCheckIcon size={30} />
          </span>
          <p role="status" className="mt-4 text-ink-800">
            {TOASTS.forgotPassword.sent.description}.
          </p>
          <p className="mt-2 text-sm text-ink-600">
            We sent it to <strong className="font-semibold wrap-anywhere">{sentTo}</strong>. Open it
            to choose a new password. Not there? Check your spam folder.
          </p>
          <Link
            href={PATHS.signIn}
            className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
          >
            Back to Sign In
          </Link>
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className={`${linkClass} mt-3 inline-flex min-h-11 items-center text-sm`}
          >
            Use a different email
          </button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot Password">
      <p className="mt-1.5 text-ink-600">
        Enter the email address of your account and we’ll send you a link to reset your password.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
          Send Reset Link
        </SubmitButton>
      </form>
      <AuthFooterLinks to="signIn" />
    </AuthLayout>
  );
}
