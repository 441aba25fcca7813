import { useQuery } from '@tanstack/react-query';
import {
  banksResponseSchema,
  resolvedAccountSchema,
  savedBankAccountsResponseSchema,
  withdrawalCreatedSchema,
  withdrawalsResponseSchema,
  type WithdrawalRequest,
} from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { withdrawalsQueryKey } from '../../lib/wallet-part-keys';

// The withdrawals API (docs/decisions/0062-withdrawals.md) and the queries the wallet reads.

export { withdrawalsQueryKey };
const banksQueryKey = ['banks'] as const;
export const savedAccountsQueryKey = ['wallet', 'bank-accounts'] as const;

/** Open withdrawals are asked about every few seconds: they settle by themselves. */
const OPEN = new Set(['awaiting_approval', 'processing']);

export function useWithdrawals() {
  return useQuery({
    queryKey: withdrawalsQueryKey,
    queryFn: () => apiFetch('/wallet/withdrawals', { schema: withdrawalsResponseSchema }),
    refetchInterval: (query) =>
      query.state.data?.withdrawals.some((w) => OPEN.has(w.state)) ? 2000 : false,
  });
}

export const useBanks = () =>
  useQuery({
    queryKey: banksQueryKey,
    queryFn: () => apiFetch('/banks', { schema: banksResponseSchema }),
    staleTime: 60 * 60 * 1000,
  });

export const useSavedAccounts = () =>
  useQuery({
    queryKey: savedAccountsQueryKey,
    queryFn: () => apiFetch('/wallet/bank-accounts', { schema: savedBankAccountsResponseSchema }),
  });

/** Name enquiry, once the bank is chosen and the number has its 10 digits. */
export function useResolvedAccount(bankCode: string, accountNumber: string) {
  const ready = bankCode !== '' && /^[0-9]{10}$/.test(accountNumber);
  return useQuery({
    queryKey: ['banks', 'resolve', bankCode, accountNumber],
    queryFn: () =>
      apiFetch(`/banks/resolve?${new URLSearchParams({ accountNumber, bankCode }).toString()}`, {
        schema: resolvedAccountSchema,
      }),
    enabled: ready,
    retry: false,
    staleTime: 10 * 60 * 1000,
  });
}

/** `POST /api/wallet/withdrawals`; one key per dialog opening, so a double tap withdraws once. */
export const requestWithdrawal = (body: WithdrawalRequest, idempotencyKey: string) =>
  apiFetch('/wallet/withdrawals', {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: withdrawalCreatedSchema,
  });
