import type { UseFormRegisterReturn } from 'react-hook-form';
import { confirmStatus } from './confirm-password';
import { PasswordField } from '../../components/ui/form-fields';
import { PasswordStrengthMeter } from './password-strength-meter';

type Props = {
  password: string;
  confirmPassword: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError: string | undefined;
  /** The form's own error for the confirmation (e.g. after submitting it empty). */
  confirmError: string | undefined;
  labels?: { password: string; confirm: string };
};

/** A new password with the strength meter, and its confirmation with the live match indicator. */
export function NewPasswordFields({
  password,
  confirmPassword,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
  labels = { password: 'Password', confirm: 'Confirm Password' },
}: Props) {
  const live = confirmStatus(password, confirmPassword);
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        error={passwordError}
        hint={<PasswordStrengthMeter password={password} />}
        {...passwordField}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        error={live.error ?? (confirmPassword ? undefined : confirmError)}
        success={live.success}
        {...confirmField}
      />
    </>
  );
}
