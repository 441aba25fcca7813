import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { TOASTS } from '@faza/shared';
import { apiFetch, ApiError, type ResponseSchema } from '../../lib/api-client';
import { toastError } from '../../lib/toasts';

/**
 * The form of a verify screen (email, phone), whose field `code` is the six boxes: checked on
 * submit, then as a field is left; the code's error clears as soon as the code is edited
 * (`codeField.onEdit`) rather than turning into 'enter 6 digits' while the user retypes.
 */
export function useCodeForm<T extends FieldValues & { code: string }, TOut>(
  resolver: Resolver<T, unknown, TOut>,
  defaultValues: DefaultValues<T>,
) {
  const form = useForm<T, unknown, TOut>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    defaultValues,
  });
  // `code` is in every T; TypeScript cannot see that through the generic.
  const CODE = 'code' as Path<T>;
  const { errors, isSubmitting } = form.formState;

  /** A refused code: the boxes empty and say why, focused for the next try. */
  const codeError = (message: string) => {
    form.setValue(CODE, '' as PathValue<T, Path<T>>);
    form.setError(CODE, { type: 'server', message }, { shouldFocus: true });
  };

  /**
   * Posts the form to `path`. A wrong code empties the boxes under the server's message and toast
   * and answers false; any other failure is thrown, for the screen to say in its own words.
   */
  const postCode = async (path: string, body: TOut, answer: ResponseSchema<unknown>) => {
    try {
      await apiFetch(path, { method: 'POST', json: body, schema: answer });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'INVALID_CODE')) throw error;
      // The server's words: the code is wrong and how many tries are left. The spec's 'enter a
      // valid 6-digit code' is for a code that is not six digits, which never gets this far.
      codeError(error.message);
      toastError({ title: TOASTS.verify.invalidCode.title, description: error.message });
      return false;
    }
  };

  return {
    ...form,
    codeError,
    postCode,
    /** OtpCodeFieldset's props, but for onComplete. */
    codeField: {
      control: form.control,
      error: errors.code?.message as string | undefined,
      disabled: isSubmitting,
      onEdit: () => form.clearErrors(CODE),
    },
  };
}
