import { requestToaster } from '../../lib/toaster-demand';

type ToastContent = { title: string; description?: string };

// Sonner is fetched with the first toast, not with the page: sign-out can run on the landing
// page, whose first load must stay small.
function show(tone: 'success' | 'error', { title, description }: ToastContent) {
  requestToaster();
  void import('sonner').then(
    ({ toast }) => toast[tone](title, { description }),
    () => {
      // Sonner did not download (offline): the screen itself still shows what happened.
    },
  );
}

export const toastSuccess = (content: ToastContent) => show('success', content);
export const toastError = (content: ToastContent) => show('error', content);
