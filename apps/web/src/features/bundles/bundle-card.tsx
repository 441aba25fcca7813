import { CART_STOCK_TEXTS, formatNaira } from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import type { BundleWithStaffFields } from '../catalogue';
import { addBundleToCart } from '../cart';
import { CartIcon } from '../../components/icons/icons';
import { savingsPercent } from './bundle-savings';

/**
 * A bundle in full: price, honest savings against buying the items singly (only when there are
 * any), what is inside with line totals, and — for staff only — cost price and margin.
 */
export function BundleCard({ bundle, staff }: { bundle: BundleWithStaffFields; staff: boolean }) {
  const titleId = `bundle-${bundle.id}`;
  const saving = bundle.savingsKobo !== null && bundle.savingsKobo > 0 ? bundle.savingsKobo : null;
  const percent = saving === null ? null : savingsPercent(saving, bundle.singlesTotalKobo);
  const itemLabel = `${bundle.itemCount} ${bundle.itemCount === 1 ? 'item' : 'items'}`;
  // Available only when every line is (docs/decisions/0056-warehouse-stock.md).
  const out = bundle.availability?.status === 'out_of_stock';
  const left = bundle.availability?.status === 'low' ? bundle.availability.left : null;

  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'relative flex h-full flex-col overflow-hidden rounded-3xl border bg-white shadow-card',
        bundle.popular ? 'border-palm-300 ring-2 ring-palm-300' : 'border-cream-200',
      )}
    >
      <div className="relative flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-cream-100 to-palm-50">
        <img
          src={bundle.image}
          alt=""
          width={120}
          height={120}
          decoding="async"
          className="h-2/3 w-auto drop-shadow-sm"
        />
        {bundle.popular && (
          <Badge tone="plantain" className="absolute top-3 left-3 shadow-sm">
            Most Popular
          </Badge>
        )}
        <Badge tone="neutral" className="absolute top-3 right-3 bg-white">
          {itemLabel}
        </Badge>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-ink-900">
          {bundle.name}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{bundle.description}</p>

        <div className="mt-4 flex flex-wrap items-end gap-x-3 gap-y-1">
          <p className="text-3xl font-extrabold tracking-tight text-ink-900">
            <span className="sr-only">Price: </span>
            {formatNaira(bundle.sellingPriceKobo)}
          </p>
          {saving !== null && (
            <p className="pb-1 text-sm text-ink-500">
              <span className="sr-only">Bought singly: </span>
              <s>{formatNaira(bundle.singlesTotalKobo)}</s>
            </p>
          )}
        </div>
        {saving !== null && (
          <p className="mt-2">
            <Badge tone="leaf">
              You save {formatNaira(saving)}
              {percent !== null && ` (${percent}%)`}
            </Badge>
            <span className="mt-1 block text-xs text-ink-500">
              Compared with buying the same items singly in our shop today.
            </span>
          </p>
        )}

        {staff && <StaffFigures bundle={bundle} />}

        <h3 className="mt-5 text-sm font-semibold text-ink-900">What’s inside</h3>
        <ul className="mt-2 divide-y divide-cream-200 rounded-2xl border border-cream-200">
          {bundle.items.map((line) => (
            <li
              key={`${line.productId}:${line.unit}`}
              className="flex items-center gap-3 px-3 py-2"
            >
              <img src={line.image} alt="" width={28} height={28} loading="lazy" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink-900">{line.name}</p>
                <p className="text-xs text-ink-500">
                  {line.quantity} × {line.unit} · {formatNaira(line.unitPriceKobo)}
                </p>
              </div>
              <p className="text-sm font-semibold text-ink-900 tabular-nums">
                {formatNaira(line.totalPriceKobo)}
              </p>
            </li>
          ))}
        </ul>

        {/* Pinned to the bottom so the buttons line up across cards of different lengths. */}
        <div className="mt-auto pt-5">
          {left !== null && (
            <p data-testid="stock-note" className="mb-2 text-center">
              <Badge tone="plantain">{CART_STOCK_TEXTS.only(left)}</Badge>
            </p>
          )}
          <Button
            size="lg"
            className="w-full"
            onClick={() => addBundleToCart(bundle)}
            disabled={out}
          >
            {out ? (
              CART_STOCK_TEXTS.out
            ) : (
              <>
                <CartIcon size={20} />
                Add Bundle to Cart
              </>
            )}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Staff-only (docs/architecture.md §3), and only when the API sent the figures for this session. */
function StaffFigures({ bundle }: { bundle: BundleWithStaffFields }) {
  if (typeof bundle.costPriceKobo !== 'number') return null;
  // The server computes the margin with the one formula (docs/architecture.md §3); staff answers carry both.
  const margin = bundle.marginPercent ?? null;
  return (
    <div className="mt-4 rounded-2xl bg-cream-100 p-3 text-sm ring-1 ring-cream-200 ring-inset">
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Staff only</p>
      <dl className="mt-2 grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-ink-600">Cost price</dt>
          <dd className="font-bold text-ink-900">{formatNaira(bundle.costPriceKobo)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-600">Margin</dt>
          <dd className="font-bold text-ink-900">{margin === null ? '—' : `${margin}%`}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Same footprint as BundleCard while the bundles load. */
export function BundleCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-3xl border border-cream-200 bg-white shadow-card">
      <div className="aspect-[16/9] animate-pulse bg-cream-100" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-6 w-1/2 animate-pulse rounded-md bg-cream-200" />
        <div className="h-4 w-full animate-pulse rounded-md bg-cream-200" />
        <div className="h-9 w-2/5 animate-pulse rounded-md bg-cream-200" />
        <div className="mt-2 h-64 animate-pulse rounded-2xl bg-cream-100" />
        <div className="mt-2 h-12 animate-pulse rounded-full bg-cream-200" />
      </div>
    </div>
  );
}
