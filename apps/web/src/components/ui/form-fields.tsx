import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import { cx } from '../../lib/cx';
import { AlertIcon, CheckIcon, EyeIcon, EyeOffIcon } from '../icons/form-icons';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'className'>;

export type FieldProps = InputProps & {
  label: string;
  /** Shown under the input in red; also marks it invalid for assistive technology. */
  error?: string | undefined;
  /** A positive note under the input (e.g. 'Passwords match'), when there is no error. */
  success?: string | undefined;
  /** Help below the input, read after the label. */
  hint?: ReactNode;
  /** A control inside the input's right edge (the show/hide button). */
  trailing?: ReactNode;
};

// 48 px tall and 16 px text: thumb-sized, and iOS does not zoom into a 16 px field.
const inputClass =
  'block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-500/70 focus:ring-4 focus:outline-none focus-visible:outline-none';

export function TextField({ label, error, success, hint, trailing, id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const message = error ?? success;
  const describedBy = [message && messageId, hint && hintId].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cx(
            inputClass,
            trailing ? 'pr-14' : undefined,
            error
              ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15'
              : 'border-sand-300 hover:border-ink-500/50 focus:border-palm-600 focus:ring-palm-600/15',
          )}
          {...input}
        />
        {trailing}
      </div>
      {message && <FieldMessage id={messageId} error={error} message={message} />}
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </div>
      )}
    </div>
  );
}

function FieldMessage({
  id,
  error,
  message,
}: {
  id: string;
  error?: string | undefined;
  message: string;
}) {
  return (
    <p
      id={id}
      className={cx(
        'mt-1.5 flex items-start gap-1.5 text-sm font-medium',
        error ? 'text-red-700' : 'text-leaf-700',
      )}
    >
      {error ? (
        <AlertIcon size={16} className="mt-0.5 shrink-0" />
      ) : (
        <CheckIcon size={16} className="mt-0.5 shrink-0" />
      )}
      <span>{message}</span>
    </p>
  );
}

/** A labelled `<select>` that shows its error like TextField does. */
export function SelectField({
  label,
  error,
  id,
  children,
  ...select
}: Omit<ComponentPropsWithRef<'select'>, 'className'> & {
  label: string;
  error?: string | undefined;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div>
      <label htmlFor={selectId} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={cx(
          inputClass,
          'mt-1.5',
          error
            ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15'
            : 'border-sand-300 hover:border-ink-500/50 focus:border-palm-600 focus:ring-palm-600/15',
        )}
        {...select}
      >
        {children}
      </select>
      {error && <FieldMessage id={messageId} error={error} message={error} />}
    </div>
  );
}

/** A field whose label and input attributes are fixed by what it asks for. */
type PresetFieldProps = Omit<
  FieldProps,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'placeholder'
>;

/** The account's email address. */
export function EmailField(props: PresetFieldProps) {
  return (
    <TextField
      label="Email Address"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  );
}

/** The account's phone number, which it signs in with. */
export function PhoneField(props: PresetFieldProps) {
  return (
    <TextField
      label="Phone Number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="08031234567"
      {...props}
    />
  );
}

/** A password input with the spec's show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-500 hover:text-ink-900"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** A problem with the whole form rather than one field (e.g. an expired reset link). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <AlertIcon size={18} className="mt-px shrink-0" />
      <div>{children}</div>
    </div>
  );
}

export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? (
        <>
          <Spinner className="size-5 border-2 border-white/40 border-t-white" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

export const linkClass =
  'font-semibold text-palm-700 underline-offset-4 hover:underline focus-visible:underline';
