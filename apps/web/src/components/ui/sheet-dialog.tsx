import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from 'react';
import { CloseIcon } from '../icons/common-icons';
import { AlertIcon } from '../icons/form-icons';
import { cx } from '../../lib/cx';
import { keepOpenOnToast } from '../../lib/keep-open-on-toast';

/**
 * A dialog that is a bottom sheet on phones and a centred card from 640 px (the send, top-up and
 * subscribe dialogs): title row with a close button, a scrolling body and a footer for the
 * actions. Import it only from lazily loaded pages (it brings Radix along).
 */
export function SheetDialog({
  open,
  onOpenChange,
  title,
  description,
  summary,
  children,
  notice,
  footer,
  busy = false,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Instead of a line of description, a block that describes (e.g. the item being sent). */
  summary?: ReactElement;
  children: ReactNode;
  /** A strip above the footer, outside the scrolling body (e.g. why Send is off offline). */
  notice?: ReactNode;
  footer?: ReactNode;
  /** While a request runs the dialog cannot be dismissed. */
  busy?: boolean;
  /** Where focus goes on closing, when not back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="faza-overlay fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          onInteractOutside={keepOpenOnToast}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description || summary ? {} : { 'aria-describedby': undefined })}
          className="faza-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="overflow-y-auto overscroll-contain px-5 pt-5 pb-4 sm:px-6 sm:pt-6">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-lg leading-snug font-bold text-ink-900">
                {title}
              </Dialog.Title>
              <Dialog.Close
                aria-label="Close"
                disabled={busy}
                className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100 disabled:opacity-50"
              >
                <CloseIcon size={22} />
              </Dialog.Close>
            </div>
            {description && (
              <Dialog.Description className="mt-1 text-sm text-ink-600">
                {description}
              </Dialog.Description>
            )}
            {summary && <Dialog.Description asChild>{summary}</Dialog.Description>}
            <div className="mt-4">{children}</div>
          </div>
          {notice}
          {footer && (
            <div
              data-toast-floor=""
              className="grid grid-cols-2 gap-3 border-t border-cream-200 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6"
            >
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const DialogClose = Dialog.Close;

/** A failed request, under a sheet dialog's fields; said at once to screen readers. */
export function SheetAlert({ className, children, ...props }: ComponentPropsWithoutRef<'p'>) {
  return (
    <p
      role="alert"
      className={cx(
        'flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700 ring-1 ring-red-200 ring-inset',
        className,
      )}
      {...props}
    >
      <AlertIcon size={18} className="mt-px shrink-0" />
      {children}
    </p>
  );
}
