import { toast } from 'sonner';

type ToastAction = { label: string; onClick: () => void };
export type ToastContent = { title: string; description?: string; action?: ToastAction };

// Error toasts still on screen: a later success makes them stale ("Invalid Code" above "Your
// account has been verified"), so it takes them away. Loaded with sonner when a toast is raised,
// not with the page (toasts.ts).
const shownErrors = new Set<string | number>();

export function showToast(
  tone: 'success' | 'error' | 'info',
  { title, description, action }: ToastContent,
) {
  if (tone === 'success') {
    for (const id of shownErrors) toast.dismiss(id);
    shownErrors.clear();
  }
  const id = toast[tone](title, {
    description,
    action,
    onDismiss: () => shownErrors.delete(id),
    onAutoClose: () => shownErrors.delete(id),
  });
  if (tone === 'error') shownErrors.add(id);
}
