import { requestToaster } from './toaster-demand';

import type { ToastContent } from './toast-show';

// Sonner is imported when a toast is raised, not with the page: the shop and the cart panel can
// then load without it (the panel also opens on the landing page, which must stay small).
function show(tone: 'success' | 'error' | 'info', content: ToastContent) {
  requestToaster();
  void import('./toast-show').then(
    ({ showToast }) => showToast(tone, content),
    () => {
      // Sonner itself did not download (offline): the screen still shows the cart's state.
    },
  );
}

export const toastSuccess = (content: ToastContent) => show('success', content);
export const toastError = (content: ToastContent) => show('error', content);
export const toastInfo = (content: ToastContent) => show('info', content);
