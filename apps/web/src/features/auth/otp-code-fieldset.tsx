import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormAlert } from '../../components/ui/form-fields';
import { OtpInput } from './otp-input';

/**
 * The 'Verification Code' boxes of the verify screens (email, phone), for a form whose field is
 * `code`. Editing the code calls `onEdit` (the screens clear its error there, rather than let it
 * turn into 'enter 6 digits' while the user retypes); the sixth digit calls `onComplete`.
 */
export function OtpCodeFieldset<T extends FieldValues & { code: string }, TOut>({
  control,
  error,
  disabled,
  onEdit,
  onComplete,
}: {
  control: Control<T, unknown, TOut>;
  error: string | undefined;
  disabled: boolean;
  onEdit: () => void;
  onComplete: () => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink-900">Verification Code</legend>
      <Controller
        control={control}
        name={'code' as FieldPath<T>}
        render={({ field }) => (
          <OtpInput
            value={field.value as string}
            onChange={(code) => {
              field.onChange(code);
              onEdit();
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            invalid={Boolean(error)}
            describedBy={error ? 'otp-error' : undefined}
            disabled={disabled}
            onComplete={onComplete}
          />
        )}
      />
      {error && (
        <div id="otp-error" className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
    </fieldset>
  );
}
