import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  DEVICES_TEXTS as T,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toasts';
import { PasswordField, SubmitButton } from '../../components/ui/form-fields';
import { withConfirmPassword } from './confirm-password';
import { NewPasswordFields } from './new-password-fields';
import { useNewPasswordForm } from './new-password-form';
import { retryAfterSeconds, serverFieldErrors, showServerFieldErrors } from './server-errors';

const resolver = withConfirmPassword(zodResolver(changePasswordRequestSchema));

/**
 * Changes the signed-in account's password (`POST /api/auth/change-password`); the server signs
 * every other device out, and `onChanged` hears how many, so the devices list can refresh.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const {
    handleSubmit,
    register,
    reset,
    setError,
    formState: { errors, isSubmitting },
    newPassword,
  } = useNewPasswordForm(resolver, {
    'current-password': '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = handleSubmit(async (request) => {
    try {
      const done = await apiFetch('/auth/change-password', {
        method: 'POST',
        json: request,
        schema: changePasswordResponseSchema,
      });
      reset();
      toastSuccess({ title: T.passwordChanged(done.signed_out) });
      onChanged?.();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ['current-password', 'password'] as const);
      if (fieldErrors.length > 0) return showServerFieldErrors(fieldErrors, setError);
      const wait = retryAfterSeconds(error);
      toastError({
        title: T.passwordChangeFailed,
        ...(wait !== null && error instanceof Error ? { description: error.message } : {}),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label={T.currentPassword}
        autoComplete="current-password"
        error={errors['current-password']?.message}
        {...register('current-password')}
      />
      <NewPasswordFields
        {...newPassword}
        labels={{ password: T.newPassword, confirm: T.confirmNewPassword }}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={T.changingPassword}>
        {T.changePassword}
      </SubmitButton>
    </form>
  );
}
