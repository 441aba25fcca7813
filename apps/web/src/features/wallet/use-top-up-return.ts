import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { TOP_UP_CANCELLED_PARAM } from '@faza/shared';
import { PATHS } from '../../lib/route-paths';
import { toastSuccess } from '../../lib/toasts';
import { topUpOutcome } from './top-up-outcome';
import { verifyTopUp } from './wallet-api';
import { reloadWallet } from './wallet-cache';

export type TopUpReturn =
  { state: 'idle' } | { state: 'checking' } | { state: 'problem'; message: string };

/**
 * The provider sends the customer back to /wallet?reference=…, in the tab that started the top-up
 * (docs/decisions/0058). Verify with our API, reload the balance and say what happened here. The
 * reference is dropped from the address so a reload does not ask again.
 */
export function useTopUpReturn(userId: string | undefined): TopUpReturn {
  const search = useSearch();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const query = new URLSearchParams(search);
  const reference = query.get('reference');
  const cancelled = query.get(TOP_UP_CANCELLED_PARAM) === '1';
  const handled = useRef<string | null>(null);
  const [result, setResult] = useState<TopUpReturn>({ state: 'idle' });

  useEffect(() => {
    if (!reference || !userId || handled.current === reference) return;
    handled.current = reference;
    setResult({ state: 'checking' });
    verifyTopUp(reference, userId).then(
      (verified) => {
        void reloadWallet(client);
        navigate(PATHS.wallet, { replace: true });
        const outcome = topUpOutcome(verified, cancelled);
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
  }, [reference, cancelled, userId, client, navigate]);

  return result;
}
