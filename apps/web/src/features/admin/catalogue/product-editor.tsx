import { useState } from 'react';
import { CATEGORY_LABELS, type AdminProduct } from '@faza/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatNaira } from '@faza/shared';
import { toastError, toastSuccess } from '../../../lib/toasts';
import { inputClass } from '../shared';
import { koboToDraft, NairaInput, nairaToKobo } from '../shared';
import { useUpdateCatalogue } from './use-update-catalogue';
import { EditorCard, ToggleField } from './editor-card';

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
    <EditorCard
      testId={`product-${product.id}`}
      imageUrl={product.image_url}
      name={product.name}
      summary={product.tiers.map((t) => `${t.label} ${formatNaira(t.price_kobo)}`).join(' · ')}
      badges={!product.active && <Badge tone="danger">Hidden</Badge>}
    >
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
        <ToggleField label="On sale in the shop" checked={active} onChange={setActive} />
        <Button disabled={!dirty || !valid || update.isPending} onClick={save}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </EditorCard>
  );
}
