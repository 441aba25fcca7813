import { requestToaster } from './toaster-demand';

type ToastAction = { label: string; onClick: () => void };
type ToastContent = { title: string; description?: string; action?: ToastAction };

// Sonner is imported when a toast is raised, not with the page: the shop and the cart panel can
// then load without it (the panel also opens on the landing page, which must stay small).
// Error toasts still on screen: a later success makes them stale ("Invalid Code" above "Your
// account has been verified"), so it takes them away.
const shownErrors = new Set<string | number>();

function show(tone: 'success' | 'error' | 'info', { title, description, action }: ToastContent) {
  requestToaster();
  void import('sonner').then(
    ({ toast }) => {
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
    },
    () => {
      // Sonner itself did not download (offline): the screen still shows the cart's state.
    },
  );
}

export const toastSuccess = (content: ToastContent) => show('success', content);
export const toastError = (content: ToastContent) => show('error', content);
export const toastInfo = (content: ToastContent) => show('info', content);
