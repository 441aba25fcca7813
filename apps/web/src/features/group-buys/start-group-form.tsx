import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { bulkTiers, groupPrice, sharePriceText, shareOptions, type ShopItem } from '@faza/shared';
import { Card } from '../../components/ui/card';
import { FormAlert, SelectField, SubmitButton } from '../../components/ui/form-fields';
import { useShopItems } from '../catalogue';
import { groupBuyPath } from './group-buy-bits';
import { useStartGroupBuy } from './group-buy-queries';

// Closing times offered: an hour to 7 days (the API refuses anything else).
const CLOSING = [
  { hours: 6, label: 'In 6 hours' },
  { hours: 24, label: 'In 1 day' },
  { hours: 48, label: 'In 2 days' },
  { hours: 72, label: 'In 3 days' },
  { hours: 168, label: 'In 7 days' },
];

const splittable = (items: readonly ShopItem[]) =>
  items.filter((item) => bulkTiers(item.tiers).length > 0);

/**
 * "Start a group buy": a product's bulk tier, a share size that divides it, a closing time; the
 * price per share beside buying small. Opened from the shop's "Buy together" with the product and
 * tier chosen (`?product=…&tier=…`).
 */
export function StartGroupForm() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const shop = useShopItems();
  const items = splittable(shop.data ?? []);
  const [productId, setProductId] = useState(params.get('product') ?? '');
  const item = items.find((i) => i.id === productId) ?? items[0];
  const tiers = item ? bulkTiers(item.tiers) : [];
  const [tierType, setTierType] = useState(params.get('tier') ?? '');
  const tier = tiers.find((t) => t.type === tierType) ?? tiers[tiers.length - 1];
  const options = item && tier ? shareOptions(item.tiers, tier.type) : [];
  const [shareType, setShareType] = useState('');
  const share =
    options.find((o) => o.tier.type === shareType) ?? options[Math.floor(options.length / 2)];
  const [hours, setHours] = useState(48);
  const start = useStartGroupBuy();
  const price =
    item && tier && share ? groupPrice(item.tiers, tier.type, share.tier.multiplier) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!item || !tier || !share || !price) return;
    start.mutate(
      {
        productId: item.id,
        tier: tier.type,
        shareBaseUnits: share.tier.multiplier,
        closesAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
      },
      { onSuccess: (group) => navigate(groupBuyPath(group.id)) },
    );
  }

  return (
    <Card className="p-5" data-testid="start-group-buy">
      <h2 className="text-lg font-bold text-ink-900">Start a group buy</h2>
      <p className="mt-1 text-sm text-ink-600">
        Split a bulk bag with friends at the bulk price. Everyone&apos;s money is held safely until
        the bag is full, or returned if it does not fill in time.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <SelectField
          label="Food"
          value={item?.id ?? ''}
          onChange={(e) => {
            setProductId(e.target.value);
            setTierType('');
            setShareType('');
          }}
        >
          {items.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Bulk size"
            value={tier?.type ?? ''}
            onChange={(e) => {
              setTierType(e.target.value);
              setShareType('');
            }}
          >
            {tiers.map((t) => (
              <option key={t.type} value={t.type}>
                {t.type}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Share size"
            value={share?.tier.type ?? ''}
            onChange={(e) => setShareType(e.target.value)}
          >
            {options.map((o) => (
              <option key={o.tier.type} value={o.tier.type}>
                {o.tier.type} ({o.shares} shares)
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Closes"
            value={String(hours)}
            onChange={(e) => setHours(Number(e.target.value))}
          >
            {CLOSING.map((c) => (
              <option key={c.hours} value={c.hours}>
                {c.label}
              </option>
            ))}
          </SelectField>
        </div>
        {price && share && (
          <p data-testid="group-price" className="font-semibold text-palm-700">
            {sharePriceText({ ...price, shareLabel: share.tier.type })}
          </p>
        )}
        {start.isError && <FormAlert>{start.error.message}</FormAlert>}
        <SubmitButton pending={start.isPending} pendingLabel="Starting…">
          Start a group buy
        </SubmitButton>
      </form>
    </Card>
  );
}
