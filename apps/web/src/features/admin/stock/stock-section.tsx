import { useState } from 'react';
import { hasPermission, type StockLevel } from '@faza/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../auth';
import { SectionEmpty, SectionError, SectionLoading } from '../shared';
import { CountForm, ReorderLevelForm, WriteOffForm } from './stock-count-forms';
import { AdjustForm, ReceiveForm } from './stock-forms';
import { useStock } from './use-stock';

/**
 * Warehouse stock (docs/decisions/0056-warehouse-stock.md): per product in its base unit, what is
 * on hand, free to sell, held for pantries and reserved by unpaid orders, with low-stock alerts;
 * staff with `stock:edit` book receipts, counts, write-offs and adjustments and set the reorder
 * level here, each audited.
 */
export function StockSection() {
  const stock = useStock();
  const canEdit = hasPermission(useSession().user?.role, 'stock:edit');
  if (stock.isPending) return <SectionLoading what="stock" />;
  if (stock.isError)
    return <SectionError message={stock.error.message} onRetry={() => void stock.refetch()} />;
  const products = stock.data.products;
  if (products.length === 0) return <SectionEmpty>No products yet.</SectionEmpty>;
  const low = products.filter((p) => p.low).length;
  return (
    <section aria-labelledby="stock-heading" className="space-y-4">
      <h2 id="stock-heading" className="sr-only">
        Stock
      </h2>
      <p className="text-sm text-ink-600">
        Amounts are in each product’s base unit (the 1 kg, 1 litre or single piece its sizes are
        counted in).{' '}
        {low > 0 && <strong className="text-ink-900">{low} at or below the reorder level.</strong>}{' '}
        <a
          className="font-semibold text-palm-700 underline"
          href="/api/admin/stock/journal.csv"
          download
        >
          Download the stock journal (CSV)
        </a>
      </p>
      <ul className="grid gap-3 lg:grid-cols-2">
        {products.map((p) => (
          <li key={p.productId}>
            <StockCard level={p} canEdit={canEdit} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StockCard({ level, canEdit }: { level: StockLevel; canEdit: boolean }) {
  const [form, setForm] = useState<'receive' | 'count' | 'write-off' | 'adjust' | 'reorder' | null>(
    null,
  );
  const figures = [
    ['On hand', level.onHand],
    ['Free', level.free],
    ['Held for pantries', level.heldForPantries],
    ['Reserved', level.reserved],
  ] as const;
  return (
    <article
      data-testid={`stock-${level.productId}`}
      className="rounded-2xl border border-cream-200 bg-white p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-bold text-ink-900">{level.name}</h3>
        {level.free <= 0 ? (
          <Badge tone="danger">Out of stock</Badge>
        ) : (
          level.low && <Badge tone="plantain">Low</Badge>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([name, value]) => (
          <div key={name} className="rounded-xl bg-cream-50 px-3 py-2 ring-1 ring-cream-200">
            <dt className="text-xs text-ink-600">{name}</dt>
            <dd className="font-bold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink-600">
        Reorder level: low at {level.reorderLevel} free or less.
      </p>
      {canEdit && (
        <div className="mt-3 flex flex-wrap gap-2">
          {(
            [
              ['receive', 'Receive'],
              ['count', 'Count'],
              ['write-off', 'Write off'],
              ['adjust', 'Adjust'],
              ['reorder', 'Reorder level'],
            ] as const
          ).map(([which, text]) => (
            <Button
              key={which}
              variant={form === which ? 'primary' : 'secondary'}
              onClick={() => setForm(form === which ? null : which)}
            >
              {text}
            </Button>
          ))}
        </div>
      )}
      {form === 'receive' && <ReceiveForm level={level} onDone={() => setForm(null)} />}
      {form === 'count' && <CountForm level={level} onDone={() => setForm(null)} />}
      {form === 'write-off' && <WriteOffForm level={level} onDone={() => setForm(null)} />}
      {form === 'adjust' && <AdjustForm level={level} onDone={() => setForm(null)} />}
      {form === 'reorder' && <ReorderLevelForm level={level} onDone={() => setForm(null)} />}
    </article>
  );
}
