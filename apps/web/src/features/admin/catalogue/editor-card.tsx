import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/**
 * A catalogue entry in the staff console (a product or a bundle): a summary line that opens to its
 * editor, so a long catalogue stays a list on a phone.
 */
export function EditorCard({
  testId,
  imageUrl,
  name,
  summary,
  badges,
  children,
}: {
  testId: string;
  imageUrl: string;
  name: string;
  summary: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-hidden" data-testid={testId}>
      <details>
        <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 p-4 [&::-webkit-details-marker]:hidden">
          <img src={imageUrl} alt="" width={40} height={40} className="shrink-0" />
          <span className="min-w-0 flex-1">
            <span className="block leading-snug font-bold text-ink-900">{name}</span>
            <span className="block text-sm text-ink-600 tabular-nums">{summary}</span>
          </span>
          {badges}
          <span aria-hidden="true" className="text-ink-500">
            Edit ›
          </span>
        </summary>
        <div className="border-t border-cream-200 p-4">{children}</div>
      </details>
    </Card>
  );
}

/** A labelled checkbox with a 44 px touch target. */
export function ToggleField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 accent-palm-600"
      />
      {label}
    </label>
  );
}
