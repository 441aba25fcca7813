import { lazy, Suspense, useRef, useState } from 'react';
import { CATEGORIES, CATEGORY_LABELS, TOASTS, type ShopItem } from '@faza/shared';
import { useDiscountRules, useShopItems } from '../catalogue';
import { useSession } from '../auth';
import { toastError } from '../../lib/toasts';
import { useCartRepricing } from '../cart';
import { CategoryTabs, tabId, tabPanelId, type CategoryTab } from './category-tabs';
import { loadAddToCartDialog, preloadAddToCartDialog } from './load-add-to-cart-dialog';
import { ShopItemCard } from './shop-item-card';
import { SHOP_GRID } from './shop-grid';
import { ShopError, ShopSkeleton, StaleShopNotice } from './shop-states';

const AddToCartDialog = lazy(() =>
  loadAddToCartDialog().then((m) => ({ default: m.AddToCartDialog })),
);

const ALL = 'all';

/** All Items, then one tab per category that has items, in the catalogue's category order. */
function buildTabs(items: readonly ShopItem[]): CategoryTab[] {
  const tabs: CategoryTab[] = [{ id: ALL, label: 'All Items', count: items.length }];
  for (const category of CATEGORIES) {
    const count = items.filter((item) => item.category === category).length;
    if (count > 0) tabs.push({ id: category, label: CATEGORY_LABELS[category], count });
  }
  return tabs;
}

export function ShopCatalogue() {
  const { data: items, isError, isFetching, refetch } = useShopItems();
  useCartRepricing(items, undefined);
  // Premium Plus bulk discounts: a member sees their price, anyone else what they would save.
  const rules = useDiscountRules();
  const member = useSession().user?.is_premium_plus === true;
  const [selected, setSelected] = useState(ALL);
  const [opening, setOpening] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ item: ShopItem; open: boolean; seq: number } | null>(null);
  // The Add to Cart button that opened the dialog gets focus back when it closes (Radix only
  // does that for a Dialog.Trigger, and one dialog serves every card).
  const opener = useRef<HTMLElement | null>(null);
  const retry = () => void refetch();

  if (!items) {
    return isError ? <ShopError onRetry={retry} retrying={isFetching} /> : <ShopSkeleton />;
  }

  const tabs = buildTabs(items);
  // A refreshed catalogue may no longer have the selected category.
  const current = tabs.some((tab) => tab.id === selected) ? selected : ALL;
  const visible = current === ALL ? items : items.filter((item) => item.category === current);

  function openDialog(item: ShopItem) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpening(item.id);
    loadAddToCartDialog().then(
      () => {
        setOpening(null);
        // A new seq remounts the dialog, so every opening starts at the first tier and 1.
        setDialog((last) => ({ item, open: true, seq: (last?.seq ?? 0) + 1 }));
      },
      () => {
        setOpening(null);
        toastError(TOASTS.shop.addFailed);
      },
    );
  }

  return (
    <>
      {isError && <StaleShopNotice onRetry={retry} retrying={isFetching} />}
      <CategoryTabs tabs={tabs} selected={current} onSelect={setSelected} />
      <div role="tabpanel" id={tabPanelId} aria-labelledby={tabId(current)} className="mt-3">
        {visible.length === 0 ? (
          <p className="py-16 text-center text-ink-600">No items are for sale right now.</p>
        ) : (
          <ul className={SHOP_GRID}>
            {visible.map((item) => (
              <li key={item.id}>
                <ShopItemCard
                  item={item}
                  rules={rules}
                  member={member}
                  opening={opening === item.id}
                  onAdd={openDialog}
                  onIntent={preloadAddToCartDialog}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <AddToCartDialog
            key={dialog.seq}
            item={dialog.item}
            rules={rules}
            member={member}
            open={dialog.open}
            onOpenChange={(open) => setDialog({ ...dialog, open })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
