import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  AUTH_MESSAGES,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  resetTokenFromLocation,
  TOASTS,
} from '@faza/shared';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PATHS } from '../../lib/route-paths';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AuthFooterLinks } from './auth-footer-links';
import { AUTH_TEXTS } from './auth-texts';
import { toastError, toastSuccess } from '../../lib/toasts';
import { withConfirmPassword } from './confirm-password';
import { FormAlert, linkClass, SubmitButton } from '../../components/ui/form-fields';
import { NewPasswordFields } from './new-password-fields';
import { useNewPasswordForm } from './new-password-form';
import { serverFieldErrors } from './server-errors';
import { setSignedOut } from './session-store';

const resolver = withConfirmPassword(zodResolver(resetPasswordRequestSchema));

/**
 * docs/architecture.md §3: the emailed link opens this screen with `#token=` (never sent to the server; old
 * links carry `?token=`); the token is spent once.
 */
export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  // Read once: the token must not change under an open form.
  const [token] = useState(() => resetTokenFromLocation(window.location.hash, search));
  useEffect(() => {
    // Out of the address bar and the history once read: only the form needs it now.
    if (window.location.hash || window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : AUTH_MESSAGES.resetLinkRequired,
  );
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    newPassword,
  } = useNewPasswordForm(resolver, { token, password: '', confirmPassword: '' });
  const problem = linkProblem ?? errors.token?.message ?? null;

  const onSubmit = handleSubmit(async (request) => {
    try {
      await apiFetch('/auth/reset-password', {
        method: 'POST',
        json: request,
        schema: resetPasswordResponseSchema,
      });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['token', 'password'] as const);
      const tokenError = fieldErrors.find(([field]) => field === 'token');
      if (tokenError) setLinkProblem(tokenError[1]);
      const passwordError = fieldErrors.find(([field]) => field === 'password');
      if (passwordError) {
        setError('password', { type: 'server', message: passwordError[1] }, { shouldFocus: true });
      }
      if (fieldErrors.length === 0) {
        toastError({
          ...TOASTS.forgotPassword.failed,
          ...(error instanceof ApiError && error.status === 429
            ? { description: error.message }
            : {}),
        });
      }
      return;
    }
    // The server signed every session of the account out, this one included.
    setSignedOut();
    toastSuccess(AUTH_TEXTS.resetPassword.success);
    navigate(PATHS.signIn, { replace: true });
  });

  return (
    <AuthLayout title="Reset Password">
      <p className="mt-1.5 text-ink-600">Choose a new password for your Faza account.</p>
      {problem && (
        <div className="mt-5">
          <FormAlert>
            {problem}{' '}
            <Link href={PATHS.forgotPassword} className={`${linkClass} text-red-800`}>
              Request a new link
            </Link>
          </FormAlert>
        </div>
      )}
      {token && (
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
          <NewPasswordFields
            {...newPassword}
            labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
          />
          <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
            Reset Password
          </SubmitButton>
        </form>
      )}
      <AuthFooterLinks to="signIn" />
    </AuthLayout>
  );
}
