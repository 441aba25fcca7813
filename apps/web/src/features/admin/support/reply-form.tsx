import { useId, type FormEvent } from 'react';
import { MAX_SUPPORT_MESSAGE } from '@faza/shared';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { inputClass } from '../shared';

/** The staff reply box; the canned-reply picker above fills it for editing. */
export function ReplyForm({
  value,
  onChange,
  pending,
  onSend,
}: {
  value: string;
  onChange: (text: string) => void;
  pending: boolean;
  onSend: (body: string) => void;
}) {
  const id = useId();
  const blank = value.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !pending) onSend(value.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        Reply
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={MAX_SUPPORT_MESSAGE}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cx(inputClass, 'mt-1.5 py-3 font-normal')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || pending}>
          {pending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
