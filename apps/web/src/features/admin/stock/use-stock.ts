import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  stockLevelSchema,
  stockResponseSchema,
  type StockAdjustmentRequest,
  type StockCountRequest,
  type StockReceiptRequest,
  type StockReorderLevelRequest,
  type StockWriteOffRequest,
} from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

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
  | { kind: 'adjustments'; body: StockAdjustmentRequest }
  | { kind: 'counts'; body: StockCountRequest }
  | { kind: 'write-offs'; body: StockWriteOffRequest }
  | { kind: 'reorder-level'; productId: string; body: StockReorderLevelRequest };

/**
 * `POST /api/admin/stock/receipts`, `/adjustments`, `/counts` or `/write-offs` with one
 * Idempotency-Key per booking (a retry after a lost answer books nothing twice; a new key once it
 * succeeded); then the console and the shop refetch, so "Only N left" follows what staff booked.
 */
export function useChangeStock() {
  const client = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (change: Change) =>
      apiFetch(
        change.kind === 'reorder-level'
          ? `/admin/stock/${encodeURIComponent(change.productId)}/reorder-level`
          : `/admin/stock/${change.kind}`,
        {
          method: change.kind === 'reorder-level' ? 'PUT' : 'POST',
          json: change.body,
          headers: { 'Idempotency-Key': key },
          schema: stockLevelSchema,
        },
      ),
    onSuccess: () => {
      setKey(newIdempotencyKey());
      void client.invalidateQueries({ queryKey: stockKey });
      void client.invalidateQueries({ queryKey: ['shop'] });
      void client.invalidateQueries({ queryKey: ['bundles'] });
    },
  });
}
