import { useEffect, useState } from 'react';
import { TOASTS } from '@faza/shared';
import { copyText } from './copy-text';
import { toastError, toastSuccess } from './toasts';

/** How long the Copy button says 'Copied!' (docs/product-spec.md §2). */
const COPIED_MS = 2000;

/**
 * Copy of the user's FAZA number (the pantry's card and the wallet's balance card): `copied` is
 * true for 2 s after a copy, with the spec's toasts for success and failure.
 */
export function useCopyFaza(faza: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(faza)) {
      setCopied(true);
      toastSuccess(TOASTS.copy.success);
    } else {
      toastError(TOASTS.copy.failed);
    }
  }

  return { copied, copy };
}
