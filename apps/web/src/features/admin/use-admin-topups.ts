import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** A bank-transfer wallet top-up waiting for staff (the wallet API's contract). */
export type AdminTopUp = {
  id: string;
  reference: string;
  /** Kobo. */
  amount: number;
  status: string;
  method: string;
  user: { id: string; name: string; phone: string; faza: string };
  created_at: string;
};

/** `GET /api/admin/topups?status=pending`. */
export function useAdminTopUps() {
  return useQuery({
    queryKey: ['admin', 'topups', 'pending'],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ topups: AdminTopUp[] }>('/admin/topups?status=pending', { signal })).topups,
    refetchInterval: 60_000,
    retry: false,
  });
}
