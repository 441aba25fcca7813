import { useId, useState, type FormEvent } from 'react';
import { MAX_SUPPORT_MESSAGE, SUPPORT_MESSAGES } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';

export const textareaClass =
  'mt-1.5 w-full rounded-xl border border-sand-300 bg-white px-4 py-3 text-base text-ink-900 hover:border-ink-500/50 focus:border-palm-600 focus:ring-2 focus:ring-palm-600/15 focus:outline-none';

/**
 * A message box and its Send button. `onSend` gets the text and a callback that clears the box
 * once the server took it; a failure leaves the text where it was.
 */
export function ReplyBox({
  label,
  placeholder,
  pending,
  disabled,
  value,
  onChange,
  onSend,
  submitLabel = SUPPORT_MESSAGES.send,
}: {
  label: string;
  placeholder?: string;
  pending: boolean;
  disabled?: boolean;
  value?: string;
  onChange?: (text: string) => void;
  onSend: (text: string, sent: () => void) => void;
  submitLabel?: string;
}) {
  const id = useId();
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onChange ?? setOwn;
  const blank = text.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending || disabled) return;
    onSend(text.trim(), () => setText(''));
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={MAX_SUPPORT_MESSAGE}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        className={cx(textareaClass, 'min-h-24')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || pending || disabled}>
          {pending ? SUPPORT_MESSAGES.sending : submitLabel}
        </Button>
      </div>
    </form>
  );
}
