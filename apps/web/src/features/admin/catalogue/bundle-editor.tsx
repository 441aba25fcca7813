import { useState } from 'react';
import { marginPercent, type AdminBundle, type AdminProduct } from '@faza/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { formatNaira } from '@faza/shared';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { inputClass } from '../shared';
import { koboToDraft, NairaInput, nairaToKobo } from '../shared';
import { useUpdateCatalogue } from './use-update-catalogue';
import { EditorCard, ToggleField } from './editor-card';

type Item = { product_id: string; tier_label: string; quantity: number };

const sameItems = (a: readonly Item[], b: readonly Item[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.product_id === b[i]!.product_id &&
      x.tier_label === b[i]!.tier_label &&
      x.quantity === b[i]!.quantity,
  );

/** One bundle: prices with the margin as staff see it, items, popular and on-sale flags. */
export function BundleEditor({
  bundle,
  products,
}: {
  bundle: AdminBundle;
  products: readonly AdminProduct[];
}) {
  const update = useUpdateCatalogue();
  const [selling, setSelling] = useState(koboToDraft(bundle.selling_price_kobo));
  const [cost, setCost] = useState(koboToDraft(bundle.cost_price_kobo));
  const [popular, setPopular] = useState(bundle.popular);
  const [active, setActive] = useState(bundle.active);
  const initialItems: Item[] = bundle.items.map(({ product_id, tier_label, quantity }) => ({
    product_id,
    tier_label,
    quantity,
  }));
  const [items, setItems] = useState<Item[]>(initialItems);
  const [adding, setAdding] = useState('');

  const sellingKobo = nairaToKobo(selling);
  const costKobo = nairaToKobo(cost);
  const priceOf = (i: Item) =>
    products.find((p) => p.id === i.product_id)?.tiers.find((t) => t.label === i.tier_label)
      ?.price_kobo ?? 0;
  const singles = items.reduce((sum, i) => sum + priceOf(i) * i.quantity, 0);
  const margin = sellingKobo && costKobo !== null ? marginPercent(sellingKobo, costKobo) : null;
  const valid = sellingKobo !== null && costKobo !== null && items.length > 0;
  const change = {
    ...(sellingKobo !== bundle.selling_price_kobo && sellingKobo
      ? { selling_price_kobo: sellingKobo }
      : {}),
    ...(costKobo !== bundle.cost_price_kobo && costKobo ? { cost_price_kobo: costKobo } : {}),
    ...(popular !== bundle.popular ? { popular } : {}),
    ...(active !== bundle.active ? { active } : {}),
    ...(!sameItems(items, initialItems) ? { items } : {}),
  };
  const dirty = Object.keys(change).length > 0;

  const save = () =>
    update.mutate(
      { kind: 'bundles', id: bundle.id, change },
      {
        onSuccess: () => toastSuccess({ title: 'Saved', description: `${bundle.name} updated.` }),
        onError: (err) => toastError({ title: 'Not saved', description: err.message }),
      },
    );
  const options = products.flatMap((p) =>
    p.tiers.map((t) => ({ key: `${p.id}|${t.label}`, label: `${p.name} — ${t.label}` })),
  );
  const add = () => {
    const [product_id, tier_label] = adding.split('|') as [string, string];
    if (
      !product_id ||
      items.some((i) => i.product_id === product_id && i.tier_label === tier_label)
    )
      return;
    setItems([...items, { product_id, tier_label, quantity: 1 }]);
    setAdding('');
  };

  return (
    <EditorCard
      testId={`bundle-${bundle.id}`}
      imageUrl={bundle.image_url}
      name={bundle.name}
      summary={
        <>
          {formatNaira(bundle.selling_price_kobo)} · margin {bundle.margin_percent}% ·{' '}
          {bundle.items.length} items
        </>
      }
      badges={
        <>
          {bundle.popular && <Badge tone="plantain">Popular</Badge>}
          {!bundle.active && <Badge tone="danger">Hidden</Badge>}
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <NairaInput label="Selling price" value={selling} onChange={setSelling} compact />
        <NairaInput label="Cost price" value={cost} onChange={setCost} compact />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-cream-50 px-3 py-2 ring-1 ring-cream-200 ring-inset">
          <dt className="text-ink-500">Margin</dt>
          <dd
            className={cx(
              'text-lg font-bold tabular-nums',
              margin !== null && margin < 0 ? 'text-red-700' : 'text-ink-900',
            )}
          >
            {margin === null ? '—' : `${margin}%`}
          </dd>
        </div>
        <div className="rounded-xl bg-cream-50 px-3 py-2 ring-1 ring-cream-200 ring-inset">
          <dt className="text-ink-500">Items bought singly</dt>
          <dd className="text-lg font-bold text-ink-900 tabular-nums">{formatNaira(singles)}</dd>
        </div>
      </dl>
      <ul className="mt-3 divide-y divide-cream-200 rounded-xl ring-1 ring-cream-200">
        {items.map((item, index) => {
          const product = products.find((p) => p.id === item.product_id);
          return (
            <li
              key={`${item.product_id}|${item.tier_label}`}
              className="flex items-center gap-2 p-2"
            >
              <span className="min-w-0 flex-1 text-sm text-ink-900">
                {product?.name ?? item.product_id}{' '}
                <span className="text-ink-500">({item.tier_label})</span>
              </span>
              <input
                aria-label={`Quantity of ${product?.name ?? item.product_id}`}
                type="number"
                min={1}
                max={99}
                value={item.quantity}
                onChange={(e) => {
                  const q = Math.max(1, Math.min(99, Math.round(Number(e.target.value) || 1)));
                  setItems(items.map((x, j) => (j === index ? { ...x, quantity: q } : x)));
                }}
                className="min-h-11 w-16 shrink-0 rounded-xl border border-sand-300 bg-white px-2 text-center text-base text-ink-900 tabular-nums focus:border-palm-500 focus:ring-2 focus:ring-palm-200 focus:outline-none"
              />
              <button
                type="button"
                aria-label={`Remove ${product?.name ?? item.product_id}`}
                disabled={items.length === 1}
                onClick={() => setItems(items.filter((_, j) => j !== index))}
                className="flex size-11 items-center justify-center rounded-full text-xl text-red-700 hover:bg-red-50 disabled:opacity-40"
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex gap-2">
        <select
          aria-label="Add an item"
          value={adding}
          onChange={(e) => setAdding(e.target.value)}
          className={cx(inputClass, 'min-w-0 flex-1 px-3')}
        >
          <option value="">Add an item…</option>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={!adding} onClick={add}>
          Add
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-x-4">
          <ToggleField label="Popular" checked={popular} onChange={setPopular} />
          <ToggleField label="On sale" checked={active} onChange={setActive} />
        </div>
        <Button disabled={!dirty || !valid || update.isPending} onClick={save}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </EditorCard>
  );
}
