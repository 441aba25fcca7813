import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/form-fields';

/**
 * First and last name as on the person's bank account: what a sender's name check shows others
 * (docs/decisions/0054-real-names.md). Side by side where there is room.
 */
export function NameFields({
  first,
  last,
  firstError,
  lastError,
  disabled,
}: {
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  firstError: string | undefined;
  lastError: string | undefined;
  disabled?: boolean;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm text-ink-600">Your name as on your bank account</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          autoCapitalize="words"
          maxLength={60}
          error={firstError}
          disabled={disabled}
          {...first}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          autoCapitalize="words"
          maxLength={60}
          error={lastError}
          disabled={disabled}
          {...last}
        />
      </div>
    </fieldset>
  );
}
