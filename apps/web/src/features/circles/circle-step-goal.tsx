import { useState } from 'react';
import { formatNaira, nairaToKobo, type ShopItem } from '@faza/shared';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { cx } from '../../lib/cx';
import { useBundles, useShopItems } from '../catalogue';
import { setPick, type CircleDraft, type GoalPick } from './circle-draft';

/** Step 2: the goal, a bundle or foods from the catalogue with quantities (today's prices). */
export function CircleStepGoal({
  draft,
  onChange,
  error,
}: {
  draft: CircleDraft;
  onChange: (next: Partial<CircleDraft>) => void;
  error: string | undefined;
}) {
  const mode = draft.goal.mode;
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Goal" className="inline-flex rounded-full bg-cream-100 p-1">
        {(['bundle', 'items'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() =>
              onChange({
                goal:
                  m === 'bundle' ? { mode: 'bundle', bundleId: '' } : { mode: 'items', picks: [] },
              })
            }
            className={cx(
              'min-h-11 rounded-full px-4 text-sm font-semibold',
              mode === m ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600',
            )}
          >
            {m === 'bundle' ? 'A bundle' : 'Choose foods'}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {draft.goal.mode === 'bundle' ? (
        <BundlePicker
          chosen={draft.goal.bundleId}
          onChoose={(bundleId) => onChange({ goal: { mode: 'bundle', bundleId } })}
        />
      ) : (
        <FoodPicker
          picks={draft.goal.picks}
          onChange={(picks) => onChange({ goal: { mode: 'items', picks } })}
        />
      )}
    </div>
  );
}

function LoadingList() {
  return (
    <div role="status" aria-label="Loading the catalogue" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

function BundlePicker({ chosen, onChoose }: { chosen: string; onChoose: (id: string) => void }) {
  const bundles = useBundles();
  if (bundles.isPending) return <LoadingList />;
  if (bundles.isError && !bundles.data)
    return (
      <p role="alert" className="text-red-700">
        {bundles.error.message}
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {bundles.data.map((b) => (
        <li key={b.id}>
          <label
            className={cx(
              'flex cursor-pointer items-center gap-3 rounded-2xl bg-white p-3 ring-1',
              chosen === b.id ? 'ring-2 ring-palm-600' : 'ring-cream-200 hover:ring-palm-300',
            )}
          >
            <input
              type="radio"
              name="bundle"
              value={b.id}
              checked={chosen === b.id}
              onChange={() => onChoose(b.id)}
              className="size-4 accent-palm-600"
            />
            <img src={b.image} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink-900">{b.name}</span>
              <span className="block text-sm text-ink-600">
                {formatNaira(b.sellingPriceKobo)} · {b.itemCount} items
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function FoodPicker({
  picks,
  onChange,
}: {
  picks: GoalPick[];
  onChange: (picks: GoalPick[]) => void;
}) {
  const shop = useShopItems();
  const [search, setSearch] = useState('');
  if (shop.isPending) return <LoadingList />;
  if (!shop.data)
    return (
      <p role="alert" className="text-red-700">
        {shop.error?.message}
      </p>
    );
  const needle = search.trim().toLowerCase();
  const items = shop.data.filter((i) => !needle || i.name.toLowerCase().includes(needle));
  return (
    <div className="space-y-3">
      <TextField
        label="Find a food"
        name="food-search"
        type="search"
        placeholder="Rice, beans, oil…"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {picks.length > 0 && (
        <p className="text-sm font-semibold text-ink-900">
          In the goal:{' '}
          {picks.map((p) => `${p.quantity} × ${p.name} (${p.quantityType})`).join(', ')}
        </p>
      )}
      <Card className="divide-y divide-cream-200">
        {items.slice(0, 40).map((item) => (
          <FoodRow key={item.id} item={item} picks={picks} onChange={onChange} />
        ))}
      </Card>
    </div>
  );
}

function FoodRow({
  item,
  picks,
  onChange,
}: {
  item: ShopItem;
  picks: GoalPick[];
  onChange: (picks: GoalPick[]) => void;
}) {
  const types = item['food-quantity-type'];
  const [type, setType] = useState(types[0] ?? '');
  const at = types.indexOf(type);
  const price = item['quantity-type-prices'][at] ?? item.price;
  const quantity =
    picks.find((p) => p.name === item.name && p.quantityType === type)?.quantity ?? 0;
  const set = (next: number) =>
    onChange(setPick(picks, { name: item.name, quantityType: type, quantity: next }));
  return (
    <div className="flex flex-wrap items-center gap-3 p-3" data-testid="goal-food">
      <img src={item['image-url']} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink-900">{item.name}</p>
        <p className="text-sm text-ink-600">{formatNaira(nairaToKobo(price))}</p>
      </div>
      {types.length > 1 && (
        <select
          aria-label={`${item.name} quantity type`}
          value={type}
          onChange={(event) => setType(event.target.value)}
          className="min-h-11 rounded-xl border border-sand-300 bg-white px-2 text-sm"
        >
          {types.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      )}
      {types.length === 1 && <span className="text-sm text-ink-600">{type}</span>}
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={`One less ${item.name}`}
          disabled={quantity === 0}
          onClick={() => set(quantity - 1)}
          className="size-11 rounded-full text-lg font-bold text-palm-700 ring-1 ring-cream-200 disabled:opacity-40"
        >
          −
        </button>
        <span aria-live="polite" className="w-8 text-center font-bold text-ink-900">
          {quantity}
        </span>
        <button
          type="button"
          aria-label={`One more ${item.name}`}
          onClick={() => set(quantity + 1)}
          className="size-11 rounded-full text-lg font-bold text-palm-700 ring-1 ring-cream-200"
        >
          +
        </button>
      </div>
    </div>
  );
}
