import { useState } from 'react';
import { CATEGORY_LABELS, type AdminProduct } from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatNaira } from '@faza/shared';
import { toastError, toastSuccess } from '../../lib/toasts';
import { inputClass } from './admin-ui';
import { koboToDraft, NairaInput, nairaToKobo } from './naira-input';
import { useUpdateCatalogue } from './use-update-catalogue';

/** One product: its tier prices, description and whether the shop shows it. */
export function ProductEditor({ product }: { product: AdminProduct }) {
  const update = useUpdateCatalogue();
  const [prices, setPrices] = useState(() => product.tiers.map((t) => koboToDraft(t.price_kobo)));
  const [description, setDescription] = useState(product.description);
  const [active, setActive] = useState(product.active);

  const tiers = product.tiers.map((t, i) => ({
    label: t.label,
    price_kobo: nairaToKobo(prices[i]!),
  }));
  const changedTiers = tiers.filter((t, i) => t.price_kobo !== product.tiers[i]!.price_kobo);
  const valid = tiers.every((t) => t.price_kobo !== null) && description.trim() !== '';
  const dirty =
    changedTiers.length > 0 ||
    description.trim() !== product.description ||
    active !== product.active;

  const save = () =>
    update.mutate(
      {
        kind: 'products',
        id: product.id,
        change: {
          ...(changedTiers.length
            ? { tiers: changedTiers.map((t) => ({ label: t.label, price_kobo: t.price_kobo! })) }
            : {}),
          ...(description.trim() !== product.description
            ? { description: description.trim() }
            : {}),
          ...(active !== product.active ? { active } : {}),
        },
      },
      {
        onSuccess: () => toastSuccess({ title: 'Saved', description: `${product.name} updated.` }),
        onError: (err) => toastError({ title: 'Not saved', description: err.message }),
      },
    );

  return (
    <Card className="overflow-hidden" data-testid={`product-${product.id}`}>
      <details>
        <summary className="flex min-h-16 cursor-pointer list-none items-center gap-3 p-4 [&::-webkit-details-marker]:hidden">
          <img src={product.image_url} alt="" width={40} height={40} className="shrink-0" />
          <span className="min-w-0 flex-1">
            <span className="block leading-snug font-bold text-ink-900">{product.name}</span>
            <span className="block text-sm text-ink-600 tabular-nums">
              {product.tiers.map((t) => `${t.label} ${formatNaira(t.price_kobo)}`).join(' · ')}
            </span>
          </span>
          {!product.active && <Badge tone="danger">Hidden</Badge>}
          <span aria-hidden="true" className="text-ink-500">
            Edit ›
          </span>
        </summary>
        <div className="border-t border-cream-200 p-4">
          <p className="text-sm text-ink-600">{CATEGORY_LABELS[product.category]}</p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {product.tiers.map((t, i) => (
              <NairaInput
                key={t.label}
                compact
                label={t.label}
                value={prices[i]!}
                onChange={(v) => setPrices((all) => all.map((p, j) => (j === i ? v : p)))}
              />
            ))}
          </div>
          <label className="mt-3 block text-sm font-semibold text-ink-800">
            Description
            <textarea
              rows={2}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              className={`${inputClass} mt-1 py-2 font-normal`}
            />
          </label>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-800">
              <input
                type="checkbox"
                checked={active}
                onChange={(e) => setActive(e.target.checked)}
                className="size-5 accent-palm-600"
              />
              On sale in the shop
            </label>
            <Button disabled={!dirty || !valid || update.isPending} onClick={save}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </div>
      </details>
    </Card>
  );
}
