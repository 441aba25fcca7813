import { formatNaira, type Bundle } from '@faza/shared';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cx } from '../../lib/cx';

/** A compact bundle card for the landing page: what it is, what it costs, what it saves. */
export function BundlePreviewCard({ bundle }: { bundle: Bundle }) {
  const itemLabel = `${bundle.itemCount} ${bundle.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Card
      className={cx(
        'relative flex h-full flex-col overflow-hidden',
        bundle.popular && 'border-palm-300 ring-2 ring-palm-200',
      )}
    >
      <div className="relative flex aspect-[16/10] items-center justify-center bg-gradient-to-br from-cream-100 to-palm-50">
        <img
          src={bundle.image}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="h-3/4 w-auto object-contain drop-shadow-sm"
        />
        {bundle.popular && (
          <Badge tone="plantain" className="absolute top-3 left-3 shadow-sm">
            Most Popular
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-bold text-ink-900">{bundle.name}</h3>
          <Badge tone="neutral" className="shrink-0">
            {itemLabel}
          </Badge>
        </div>
        <p className="mt-1.5 line-clamp-2 text-sm text-ink-600">{bundle.description}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-5">
          <p>
            <span className="sr-only">Price: </span>
            <span className="text-2xl font-extrabold tracking-tight text-ink-900">
              {formatNaira(bundle.sellingPriceKobo)}
            </span>
          </p>
          {bundle.savingsKobo !== null && bundle.savingsKobo > 0 && (
            <Badge tone="leaf">You save {formatNaira(bundle.savingsKobo)}</Badge>
          )}
        </div>
      </div>
    </Card>
  );
}
