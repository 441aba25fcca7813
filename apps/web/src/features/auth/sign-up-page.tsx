import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  ERROR_TEXTS,
  PHONE_INVALID_MESSAGE,
  signUpFormSchema,
  signUpResponseSchema,
  TOASTS,
} from '@faza/shared';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { PATHS } from '../../lib/route-paths';
import { apiFetch, ApiError } from '../../lib/api-client';
import { AuthFooterLinks } from './auth-footer-links';
import { toastError, toastSuccess } from '../../lib/toasts';
import { withConfirmPassword } from './confirm-password';
import { EmailField, linkClass, PhoneField, SubmitButton } from '../../components/ui/form-fields';
import { NameFields } from './name-fields';
import { NewPasswordFields } from './new-password-fields';
import { useNewPasswordForm } from './new-password-form';
import { serverFieldErrors, showServerFieldErrors } from './server-errors';
import { GiftPhoneField } from './gift-phone-field';
import { followableNext, signUpGiftFrom } from './safe-next';
import { verifyPathFor } from './verify-path';

const FIELDS = ['first-name', 'last-name', 'email', 'phone-number', 'password'] as const;
// The form asks for the name the API leaves optional (docs/decisions/0054-real-names.md).
const resolver = withConfirmPassword(zodResolver(signUpFormSchema));

/** docs/product-spec.md §2 sign-up; docs/architecture.md §3 sends the new address on to email verification. */
export function SignUpPage() {
  const [, navigate] = useLocation();
  // Where a link that asked for an account (a gift, a circle's invitation) goes after sign-in.
  const search = useSearch();
  const next = followableNext(search);
  // From a gift's claim link: the account is given the gift's number (docs/decisions/0058).
  const [gift] = useState(() => signUpGiftFrom(search));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    newPassword,
  } = useNewPasswordForm(resolver, {
    'first-name': '',
    'last-name': '',
    email: '',
    // With a gift, the server sets the number from it: the form sends the gift instead.
    ...(gift ? { gift } : { 'phone-number': '' }),
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async (request) => {
    try {
      const created = await apiFetch('/auth/signup', {
        method: 'POST',
        json: request,
        schema: signUpResponseSchema,
      });
      toastSuccess(TOASTS.signUp.success);
      navigate(verifyPathFor(created.email, next));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      showServerFieldErrors(fieldErrors, setError);
      if (fieldErrors.length === 0) {
        toastError({
          title: ERROR_TEXTS.signupFailed,
          description: error instanceof ApiError ? error.message : ERROR_TEXTS.unexpected,
        });
      }
    }
  });

  return (
    <AuthLayout title="Create Account">
      <p className="mt-1.5 text-ink-600">Buy, store and share foodstuffs with Faza.</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <NameFields
          first={register('first-name')}
          last={register('last-name')}
          firstError={errors['first-name']?.message}
          lastError={errors['last-name']?.message}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        {gift ? (
          <GiftPhoneField gift={gift} error={errors['phone-number']?.message} />
        ) : (
          <PhoneField
            error={errors['phone-number']?.message}
            hint={
              errors['phone-number']?.message === PHONE_INVALID_MESSAGE
                ? undefined
                : 'You will sign in with this number.'
            }
            {...register('phone-number')}
          />
        )}
        <NewPasswordFields {...newPassword} />
        <SubmitButton pending={isSubmitting} pendingLabel="Creating Account…">
          Create Account
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-600">
        Already have an account?{' '}
        <Link href={PATHS.signIn} className={linkClass}>
          Sign In
        </Link>
      </p>
      <AuthFooterLinks />
    </AuthLayout>
  );
}
