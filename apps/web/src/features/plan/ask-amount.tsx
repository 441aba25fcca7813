import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pantryResponseSchema } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiFetch } from '../../lib/api-client';

/** The caller's pantry lots (`GET /api/pantry`), to ask how much of which was used. */
function usePantryLots() {
  return useQuery({
    queryKey: ['pantry'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/pantry', { signal, schema: pantryResponseSchema })).pantry.items,
    staleTime: 0,
  });
}

/**
 * When the conversion table cannot measure a lot (docs/decisions/0037-food-planning.md), the
 * person says how many of each lot's units the dish used; the cooking is then sent again with it.
 */
export function AskAmount({
  message,
  needs,
  onSubmit,
  onCancel,
}: {
  message: string;
  /** Product id → what the dish needs of it. */
  needs: Record<string, string>;
  onSubmit: (used: { 'lot-id': string; quantity: number }[]) => void;
  onCancel: () => void;
}) {
  const pantry = usePantryLots();
  const [used, setUsed] = useState<Record<string, number>>({});
  const lots = (pantry.data ?? []).filter((l) => l['product-id'] in needs && !l['is-expired']);
  return (
    <Card
      className="space-y-3 border-plantain-300 p-4"
      role="region"
      aria-label="How much did you use?"
    >
      <p className="text-sm text-ink-800">{message}</p>
      {lots.map((lot) => (
        <label key={lot.id} className="flex items-center justify-between gap-3 text-sm">
          <span>
            {lot.name} ({lot['quantity-type']}, {lot.quantity} held; the dish needs about{' '}
            {needs[lot['product-id']]})
          </span>
          <input
            type="number"
            min={0}
            max={lot.quantity}
            value={used[lot.id] ?? 0}
            onChange={(e) => setUsed({ ...used, [lot.id]: Number(e.target.value) })}
            className="min-h-11 w-20 rounded-xl border border-sand-300 px-2"
            aria-label={`${lot.name} (${lot['quantity-type']}) used`}
          />
        </label>
      ))}
      <div className="flex gap-2">
        <Button
          onClick={() => onSubmit(lots.map((l) => ({ 'lot-id': l.id, quantity: used[l.id] ?? 0 })))}
        >
          Cook with these amounts
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
