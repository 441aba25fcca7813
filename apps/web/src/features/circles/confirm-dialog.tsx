import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { DialogClose, SheetAlert, SheetDialog } from '../../components/ui/sheet-dialog';
import { OFFLINE_ACTION_REASON, useOnline } from '../../lib/use-online';

/** Asks before an action that moves money or cannot be undone; its refusal stays in the dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingLabel,
  variant = 'primary',
  pending,
  error,
  errorAction,
  disabled = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  error: string | undefined;
  /** Beside the refusal: what to do about it (e.g. top up the wallet). */
  errorAction?: ReactNode;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const online = useOnline();
  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      busy={pending}
      notice={
        online ? undefined : (
          <p role="status" className="bg-amber-50 px-5 py-2 text-sm text-amber-800 sm:px-6">
            {OFFLINE_ACTION_REASON}
          </p>
        )
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={variant}
            disabled={pending || disabled || !online}
            aria-busy={pending || undefined}
            onClick={onConfirm}
          >
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-ink-800">
        {children}
        {error && <SheetAlert>{error}</SheetAlert>}
        {error && errorAction}
      </div>
    </SheetDialog>
  );
}
