import {
  bulkTiers,
  DISCOUNT_TEXTS,
  formatNaira,
  PATHS,
  lineRuleFor,
  percentOfKobo,
  type DiscountRule,
  type ShopItem,
} from '@faza/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { keepOpenOnToast } from '../../lib/keep-open-on-toast';
import { addItemToCart, CloseIcon } from '../cart';
import { draftQuantity, QuantityStepper } from './quantity-stepper';

/**
 * docs/product-spec.md §2 add-to-cart dialog: image, the chosen tier's unit price, the quantity-type selector,
 * a 1..99 stepper, the total in naira, Cancel and Add to Cart. A bottom sheet on phones.
 */
export function AddToCartDialog({
  item,
  rules,
  member,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  item: ShopItem;
  /** Premium Plus line rules: a member sees their price, anyone else what they would save. */
  rules: readonly DiscountRule[];
  member: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [tierType, setTierType] = useState(() => item.tiers[0]?.type ?? '');
  const [draft, setDraft] = useState('1');
  // Only the item's own tiers can be chosen; anything else falls back to the first.
  const tier = item.tiers.find((candidate) => candidate.type === tierType) ?? item.tiers[0];
  const quantity = draftQuantity(draft);
  const listKobo = tier ? tier.priceKobo * quantity : 0;
  // The line rule checkout would apply to this size (an order rule depends on the whole cart).
  const rule = tier ? lineRuleFor(rules, tier.multiplier, new Date()) : null;
  const offKobo = rule ? percentOfKobo(listKobo, rule.percentBp) : 0;

  function add() {
    if (tier && addItemToCart(item, tier.type, quantity)) onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="faza-overlay fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          onInteractOutside={keepOpenOnToast}
          onCloseAutoFocus={onCloseAutoFocus}
          className="faza-sheet fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <form
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <div className="overflow-y-auto overscroll-contain px-5 pt-5 pb-4 sm:px-6 sm:pt-6">
              <div className="flex items-start gap-4">
                <div className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-cream-100 to-palm-50">
                  <img src={item['image-url']} alt="" width={56} height={56} />
                </div>
                <div className="min-w-0 flex-1 pt-1">
                  <Dialog.Title className="text-lg leading-snug font-bold text-ink-900">
                    {item.name}
                  </Dialog.Title>
                  <p className="mt-1 text-ink-600">
                    <span className="sr-only">Unit price: </span>
                    <span data-testid="unit-price" className="text-lg font-extrabold text-palm-700">
                      {tier ? formatNaira(tier.priceKobo) : ''}
                    </span>{' '}
                    <span className="text-sm">per {tier?.type}</span>
                  </p>
                </div>
                <Dialog.Close
                  aria-label="Close"
                  className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
                >
                  <CloseIcon size={22} />
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-3 line-clamp-3 text-sm text-ink-600">
                {item.description}
              </Dialog.Description>

              <fieldset className="mt-5">
                <legend className="text-sm font-semibold text-ink-900">Quantity type</legend>
                <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {item.tiers.map((option) => (
                    <label
                      key={option.type}
                      className={cx(
                        'relative flex min-h-14 cursor-pointer flex-col justify-center rounded-xl border px-3 py-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-palm-600',
                        option.type === tier?.type
                          ? 'border-palm-500 bg-palm-50 ring-1 ring-palm-500'
                          : 'border-sand-300 hover:border-palm-300',
                      )}
                    >
                      <input
                        type="radio"
                        name="quantity-type"
                        value={option.type}
                        checked={option.type === tier?.type}
                        onChange={() => setTierType(option.type)}
                        // Invisible but covering the whole option, so a tap anywhere selects it.
                        className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
                      />
                      <span className="text-sm leading-tight font-semibold text-ink-900">
                        {option.type}
                      </span>
                      <span className="mt-0.5 text-xs text-ink-600">
                        {formatNaira(option.priceKobo)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              {tier && bulkTiers(item.tiers).some((t) => t.type === tier.type) && (
                <Link
                  href={`${PATHS.groupBuys}?product=${item.id}&tier=${encodeURIComponent(tier.type)}`}
                  data-testid="buy-together"
                  className="mt-3 inline-block text-sm font-semibold text-palm-700 underline"
                >
                  Buy together: split this {tier.type} with others at the bulk price
                </Link>
              )}

              <div className="mt-5 flex items-end justify-between gap-4">
                <QuantityStepper draft={draft} onDraftChange={setDraft} />
                <p className="pb-6 text-right" aria-live="polite">
                  <span className="block text-xs font-medium text-ink-600">Total</span>
                  <span
                    data-testid="dialog-total"
                    className="text-2xl font-extrabold tracking-tight text-ink-900"
                  >
                    {tier ? formatNaira(member ? listKobo - offKobo : listKobo) : ''}
                  </span>
                  {offKobo > 0 && member && (
                    <span data-testid="dialog-plus-price" className="block text-xs text-palm-700">
                      <s className="text-ink-500">{formatNaira(listKobo)}</s>{' '}
                      {DISCOUNT_TEXTS.memberPrice}
                    </span>
                  )}
                  {offKobo > 0 && !member && (
                    <span
                      data-testid="dialog-plus-saving"
                      className="block max-w-44 text-xs font-semibold text-palm-700"
                    >
                      {DISCOUNT_TEXTS.wouldSave(offKobo)}
                    </span>
                  )}
                </p>
              </div>
            </div>

            <div
              data-toast-floor=""
              className="grid grid-cols-2 gap-3 border-t border-cream-200 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6"
            >
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit">Add to Cart</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
