/**
 * Radix closes a modal on any pointer-down outside it, which includes the toasts (rendered outside
 * the dialog). Pressing a toast's Undo or close must not also close the dialog: pass this as the
 * dialog's onPointerDownOutside.
 */
export function keepOpenOnToast(event: { target: EventTarget | null; preventDefault: () => void }) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) {
    event.preventDefault();
  }
}
