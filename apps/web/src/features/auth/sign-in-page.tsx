import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import {
  AUTH_MESSAGES,
  FIRST_SIGN_IN_TOAST,
  authUserSchema,
  ERROR_TEXTS,
  signInRequestSchema,
  TOASTS,
  type AuthUser,
  type SignInRequest,
} from '@faza/shared';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { matchPagePath, PATHS } from '../../lib/route-paths';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AuthFooterLinks } from './auth-footer-links';
import { toastError, toastSuccess } from '../../lib/toasts';
import {
  linkClass,
  PasswordField,
  PhoneField,
  SubmitButton,
} from '../../components/ui/form-fields';
import { safeNextPath, signUpPathFor } from './safe-next';
import { awaitingFirstSignIn, takeFirstSignIn } from './first-sign-in';
import {
  serverFieldErrors,
  showServerFieldErrors,
  type SetServerFieldError,
} from './server-errors';
import { setSignedIn } from './session-store';
import { verifyPhonePathFor } from './verify-path';

const FIELDS = ['phone-number', 'password'] as const;
const resolver = zodResolver(signInRequestSchema);

/**
 * Sign-in: success goes to `?next=` (set by the route guard) or /pantry, by way of the phone
 * verification screen while the phone is unverified.
 */
export function SignInPage() {
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const [first] = useState(awaitingFirstSignIn);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest, unknown, ReturnType<typeof signInRequestSchema.parse>>({
    resolver,
    mode: 'onTouched',
    defaultValues: { 'phone-number': '', password: '' },
  });

  const onSubmit = handleSubmit(async (request) => {
    let user: AuthUser;
    try {
      user = await apiFetch('/auth/signin', {
        method: 'POST',
        json: request,
        schema: authUserSchema,
      });
    } catch (error) {
      showSignInFailure(error, setError);
      return;
    }
    setSignedIn(user);
    toastSuccess(takeFirstSignIn(user.email) ? FIRST_SIGN_IN_TOAST : TOASTS.signIn.success);
    // Until the phone is proved, senders cannot reach this account (docs/decisions/0027): ask for
    // the texted code first, then go where the user was going. The screen lets them skip.
    // A gift's claim page asks for that very code itself (docs/decisions/0036): no detour there.
    const destination = safeNextPath(next);
    const claiming = matchPagePath(destination.split('?')[0]!) === PATHS.claimGift;
    navigate(user.phone_verified || claiming ? destination : verifyPhonePathFor(destination), {
      replace: true,
    });
  });

  return (
    <AuthLayout title="Sign In">
      <p className="mt-1.5 text-ink-600">
        {first
          ? 'Your account is ready. Sign in to your pantry and wallet.'
          : 'Welcome back! Sign in to your pantry and wallet.'}
      </p>
      {next !== null && safeNextPath(next) === next && (
        // Sent here by the guard or the cart: say why, so the detour is not a surprise.
        <p className="mt-4 rounded-xl bg-plantain-100 px-4 py-3 text-sm font-medium text-ink-800">
          {AUTH_MESSAGES.signInRequired}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <PhoneField error={errors['phone-number']?.message} {...register('phone-number')} />
        <div>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-1 flex justify-end">
            <Link
              href={PATHS.forgotPassword}
              className={`${linkClass} inline-flex min-h-11 items-center text-sm`}
            >
              Forgot password?
            </Link>
          </div>
        </div>
        <SubmitButton pending={isSubmitting} pendingLabel="Signing In…">
          Sign In
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        Don’t have an account?{' '}
        <Link
          href={next !== null && safeNextPath(next) === next ? signUpPathFor(next) : PATHS.signUp}
          className={linkClass}
        >
          Sign Up
        </Link>
      </p>
      <AuthFooterLinks />
    </AuthLayout>
  );
}

/**
 * docs/product-spec.md §8: wrong credentials are one 'Login Failed' toast that never says which part was wrong;
 * a lock-out says how long to wait; no answer at all, or one not shaped like a user, is a
 * 'Login Error'.
 */
function showSignInFailure(error: unknown, setError: SetServerFieldError<(typeof FIELDS)[number]>) {
  if (error instanceof ApiError && error.code === 'BAD_RESPONSE') {
    toastError({ title: TOASTS.signIn.error.title, description: ERROR_TEXTS.unexpectedResponse });
    return;
  }
  const fieldErrors = serverFieldErrors(error, FIELDS);
  if (fieldErrors.length > 0 && !(error instanceof ApiError && error.status === 401)) {
    showServerFieldErrors(fieldErrors, setError);
    return;
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const description =
      error.code === 'INVALID_CREDENTIALS' ? TOASTS.signIn.failed.description : error.message;
    toastError({ title: TOASTS.signIn.failed.title, description });
    return;
  }
  toastError({
    title: TOASTS.signIn.error.title,
    description:
      error instanceof ApiError && error.status === 0
        ? error.message
        : TOASTS.signIn.error.description,
  });
}
