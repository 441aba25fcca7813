import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PAYMENT_WINDOW_MESSAGE_TYPE } from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { toastSuccess } from '../../lib/toasts';
import { notifyOpener } from './payment-window';
import { topUpOutcome } from './top-up-outcome';
import { verifyTopUp } from './wallet-api';
import { reloadWallet } from './wallet-cache';

export type TopUpReturn =
  { state: 'idle' } | { state: 'checking' } | { state: 'problem'; message: string };

/**
 * The provider sends the customer back to /wallet?reference=… (the paying tab itself when the
 * popup was blocked, or the payment window with Paystack). Verify with our API, then: inside a
 * payment window tell the opener and close; otherwise say what happened here. The reference is
 * dropped from the address so a reload does not ask again.
 */
export function useTopUpReturn(userId: string | undefined): TopUpReturn {
  const search = useSearch();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const reference = new URLSearchParams(search).get('reference');
  const handled = useRef<string | null>(null);
  const [result, setResult] = useState<TopUpReturn>({ state: 'idle' });

  useEffect(() => {
    if (!reference || !userId || handled.current === reference) return;
    handled.current = reference;
    setResult({ state: 'checking' });
    verifyTopUp(reference, userId).then(
      (verified) => {
        const status = verified.topup.status;
        if (
          status !== 'pending' &&
          // Only a cue for the opener, which verifies itself: expired reads as not paid.
          notifyOpener({
            type: PAYMENT_WINDOW_MESSAGE_TYPE,
            reference,
            status: status === 'success' ? 'success' : 'failed',
          })
        )
          return;
        void reloadWallet(client);
        navigate(PATHS.wallet, { replace: true });
        const outcome = topUpOutcome(verified);
        if (outcome.kind === 'success') {
          toastSuccess({ title: outcome.title, description: outcome.description });
          setResult({ state: 'idle' });
        } else setResult({ state: 'problem', message: outcome.message });
      },
      (error: unknown) => {
        navigate(PATHS.wallet, { replace: true });
        setResult({
          state: 'problem',
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }, [reference, userId, client, navigate]);

  return result;
}
