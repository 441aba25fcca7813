import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { WithConfirm } from './confirm-password';

/**
 * A form that sets a new password (sign-up, reset password): checked as each field is left,
 * with what NewPasswordFields needs as `newPassword` (the live password and confirmation for the
 * strength meter and the match indicator, both fields and their errors).
 */
export function useNewPasswordForm<T extends FieldValues & { password: string }, TOut>(
  resolver: Resolver<WithConfirm<T>, unknown, TOut>,
  defaultValues: DefaultValues<WithConfirm<T>>,
) {
  const form = useForm<WithConfirm<T>, unknown, TOut>({
    resolver,
    mode: 'onTouched',
    defaultValues,
  });
  // The two names exist in every WithConfirm<T>; TypeScript cannot see that through the generic.
  const PASSWORD = 'password' as Path<WithConfirm<T>>;
  const CONFIRM = 'confirmPassword' as Path<WithConfirm<T>>;
  const [password = '', confirmPassword = ''] = useWatch({
    control: form.control,
    name: [PASSWORD, CONFIRM],
  }) as (string | undefined)[];
  const { errors } = form.formState;
  return {
    ...form,
    newPassword: {
      password,
      confirmPassword,
      passwordField: form.register(PASSWORD),
      confirmField: form.register(CONFIRM),
      passwordError: errors.password?.message as string | undefined,
      confirmError: errors.confirmPassword?.message as string | undefined,
    },
  };
}
