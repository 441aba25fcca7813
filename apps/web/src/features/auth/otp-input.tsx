import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@faza/shared';
import { cx } from '../../lib/cx';
import { enterOtpText, eraseOtpDigit, toDigits, type OtpChange } from './otp-digits';

type OtpInputProps = {
  value: string;
  onChange: (code: string) => void;
  /** Called once all six boxes hold a digit, so the code can be sent without another tap. */
  onComplete?: (code: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  /** Receives the first box, so the form can focus it (react-hook-form's field ref). */
  inputRef?: (element: HTMLInputElement | null) => void;
};

/**
 * docs/product-spec.md §2/§5: six single-digit boxes. Typing moves to the next box, Backspace to the previous,
 * arrows move between them, and a pasted (or autofilled) code spreads over all boxes.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  onBlur,
  invalid,
  describedBy,
  disabled,
  inputRef,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = toDigits(value);

  const apply = ({ code, focus }: OtpChange) => {
    onChange(code);
    const box = boxes.current[focus];
    box?.focus();
    box?.select();
    if (code.length === OTP_LENGTH && !code.includes(' ')) onComplete?.(code);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      const box = boxes.current[Math.min(Math.max(to, 0), OTP_LENGTH - 1)];
      box?.focus();
      box?.select();
    };
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseOtpDigit(value, index));
    } else if (event.key === 'ArrowLeft') move(index - 1);
    else if (event.key === 'ArrowRight') move(index + 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(OTP_LENGTH - 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterOtpText(value, index, event.clipboardData.getData('text')));
  };

  return (
    <div
      className="flex justify-between gap-1.5 sm:gap-2.5"
      // Moving between boxes is not leaving the field: only report a blur when focus goes elsewhere.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) inputRef?.(element);
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          // The phone offers the emailed or texted code above the keyboard; it lands in box 1.
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onChange={(event) => apply(enterOtpText(value, index, event.target.value))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cx(
            'h-14 w-full max-w-14 min-w-0 rounded-xl border-2 bg-white text-center text-2xl font-bold text-ink-900 tabular-nums shadow-xs transition-colors focus:ring-4 focus:outline-none focus-visible:outline-none disabled:opacity-60',
            invalid
              ? 'border-red-600 focus:ring-red-600/15'
              : digit
                ? 'border-palm-300 focus:border-palm-600 focus:ring-palm-600/15'
                : 'border-sand-300 focus:border-palm-600 focus:ring-palm-600/15',
          )}
        />
      ))}
    </div>
  );
}
