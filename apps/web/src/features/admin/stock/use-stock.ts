import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  stockLevelSchema,
  stockResponseSchema,
  type StockAdjustmentRequest,
  type StockReceiptRequest,
} from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

const stockKey = ['admin', 'stock'] as const;

/** `GET /api/admin/stock`: every product's stock in its base units. */
export function useStock() {
  return useQuery({
    queryKey: stockKey,
    queryFn: ({ signal }) => apiFetch('/admin/stock', { signal, schema: stockResponseSchema }),
  });
}

type Change =
  | { kind: 'receipts'; body: StockReceiptRequest }
  | { kind: 'adjustments'; body: StockAdjustmentRequest };

/**
 * `POST /api/admin/stock/receipts` or `/adjustments`; then the console and the shop refetch, so
 * "Only N left" follows what staff just booked.
 */
export function useChangeStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      apiFetch(`/admin/stock/${change.kind}`, {
        method: 'POST',
        json: change.body,
        schema: stockLevelSchema,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: stockKey });
      void client.invalidateQueries({ queryKey: ['shop'] });
      void client.invalidateQueries({ queryKey: ['bundles'] });
    },
  });
}
