import { formatNaira, type ShoppingList } from '@faza/shared';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The plan's shopping list: what the days need minus what the pantry holds, at today's prices. */
export function ShoppingListCard({ list, onAddAll }: { list: ShoppingList; onAddAll: () => void }) {
  return (
    <Card className="h-fit p-5 lg:sticky lg:top-24" aria-labelledby="shopping-list-title">
      <h2 id="shopping-list-title" className="text-lg font-bold text-ink-900">
        Shopping list
      </h2>
      {list.items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">
          Nothing to buy: pick dishes, or your pantry already holds what they need.
        </p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-cream-200 text-sm">
            {list.items.map((item) => (
              <li
                key={`${item['product-id']}-${item['quantity-type']}`}
                className="flex justify-between gap-3 py-2"
              >
                <span className="text-ink-800">
                  {item.quantity} × {item.name} ({item['quantity-type']})
                </span>
                <span className="shrink-0 font-semibold text-ink-900">
                  {formatNaira(item['total-kobo'])}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-cream-200 pt-3 font-bold text-ink-900">
            <span>Total</span>
            <span data-testid="shopping-total">{formatNaira(list['total-kobo'])}</span>
          </p>
          <Button className="mt-4 w-full" onClick={onAddAll}>
            Add all to cart
          </Button>
        </>
      )}
    </Card>
  );
}
