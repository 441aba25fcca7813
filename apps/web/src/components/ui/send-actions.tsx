import { SendIcon } from '../icons/transfer-icons';
import { Button } from './button';
import { DialogClose } from './sheet-dialog';
import { Spinner } from './spinner';

/**
 * The footer of a send dialog (food, money): Cancel, and the submit button of `form` with its
 * label, a spinner and 'Sending…' while the send runs. Neither can be pressed meanwhile.
 */
export function SendActions({
  form,
  label,
  pending,
  disabled,
  describedBy,
}: {
  form: string;
  label: string;
  pending: boolean;
  /** Not ready to send (no recipient found, a wrong amount…). */
  disabled: boolean;
  /** Why it is disabled, when the button alone would not say (offline). */
  describedBy?: string | undefined;
}) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button
        type="submit"
        form={form}
        disabled={disabled || pending}
        aria-describedby={describedBy}
        aria-busy={pending || undefined}
      >
        {pending ? (
          <Spinner className="size-4 border-2 border-white/40 border-t-white" />
        ) : (
          <SendIcon size={16} />
        )}
        {pending ? 'Sending…' : label}
      </Button>
    </>
  );
}
