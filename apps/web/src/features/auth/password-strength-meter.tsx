import {
  passwordChecks,
  passwordStrength,
  STRENGTH_POINTS_PER_CLASS,
  type PasswordChecks,
  type PasswordStrengthLabel,
} from '@faza/shared';
import { cx } from '../../lib/cx';
import { CheckIcon } from './auth-icons';

const SEGMENTS = 100 / STRENGTH_POINTS_PER_CLASS;

// Red to green, each with a text colour that keeps AA contrast on white.
const TONES: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: 'bg-red-600', text: 'text-red-700' },
  Fair: { bar: 'bg-amber-500', text: 'text-amber-700' },
  Good: { bar: 'bg-lime-600', text: 'text-lime-800' },
  Strong: { bar: 'bg-leaf-600', text: 'text-leaf-700' },
};

const CHECK_LABELS: Record<keyof PasswordChecks, string> = {
  length: 'At least 10 characters',
  lowercase: 'A lowercase letter',
  uppercase: 'An uppercase letter',
  number: 'A number',
  special: 'A special character',
};

/**
 * docs/architecture.md §3 strength meter: 20 points per satisfied class, Weak/Fair/Good/Strong, with the
 * checklist of classes so the user sees what is missing rather than guessing.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const checks = passwordChecks(password);
  const tone = TONES[label];
  const filled = score / STRENGTH_POINTS_PER_CLASS;

  return (
    <div className="mt-1" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={password ? label : 'No password yet'}
          className="flex flex-1 gap-1"
        >
          {Array.from({ length: SEGMENTS }, (_, i) => (
            <span
              key={i}
              className={cx(
                'h-1.5 flex-1 rounded-full transition-colors',
                password && i < filled ? tone.bar : 'bg-cream-200',
              )}
            />
          ))}
        </div>
        <span
          className={cx('w-14 text-right text-sm font-bold', password ? tone.text : 'text-ink-500')}
          aria-hidden="true"
        >
          {password ? label : ''}
        </span>
      </div>
      <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2">
        {(Object.keys(CHECK_LABELS) as (keyof PasswordChecks)[]).map((key) => (
          <li
            key={key}
            className={cx(
              'flex items-center gap-1.5',
              checks[key] ? 'text-leaf-700' : 'text-ink-600',
            )}
          >
            {checks[key] ? (
              <CheckIcon size={16} className="shrink-0" />
            ) : (
              <span
                aria-hidden="true"
                className="mx-[5px] size-1.5 shrink-0 rounded-full bg-current"
              />
            )}
            {CHECK_LABELS[key]}
            <span className="sr-only">{checks[key] ? ' (done)' : ' (missing)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
