import {
  bundleItemLabel,
  DISCOUNT_TEXTS,
  formatNaira,
  type Order,
  type OrderLine,
} from '@faza/shared';

const typeLabel = (line: OrderLine) => (line.kind === 'bundle' ? 'Bundle' : line.quantityType);

/** What a bundle line holds, in small print under its name. */
function Contents({ line }: { line: OrderLine }) {
  if (line.contents.length === 0) return null;
  return (
    <p className="mt-0.5 text-xs leading-snug text-ink-600">
      {line.contents
        .map((c) => bundleItemLabel(c.name, c.quantity * line.quantity, c.quantityType))
        .join(', ')}
    </p>
  );
}

const minus = (kobo: number) => (kobo > 0 ? `−${formatNaira(kobo)}` : '—');

/** The rules that gave the order its discount, in words (as they read when it was placed). */
function DiscountNote({ order }: { order: Pick<Order, 'discounts'> }) {
  if (order.discounts.length === 0) return null;
  return (
    <p className="mt-2 text-xs text-ink-600" data-testid="invoice-discount-rules">
      {DISCOUNT_TEXTS.invoiceDiscount}: {order.discounts.map(DISCOUNT_TEXTS.describe).join('; ')}.
    </p>
  );
}

/**
 * The invoice's item table (docs/product-spec.md §2): item with quantity type, quantity, unit price, line total.
 * A Premium Plus order also shows each line's discount and the price paid, and the list total
 * and discount above the total (docs/decisions/0038-bulk-discounts.md).
 * A table from 640 px and on paper; stacked rows on a phone, where the columns would not fit.
 */
export function InvoiceItems({
  order,
}: {
  order: Pick<Order, 'lines' | 'totalKobo' | 'listTotalKobo' | 'discountKobo' | 'discounts'>;
}) {
  const { lines, totalKobo } = order;
  const discounted = order.discountKobo > 0;
  const span = discounted ? 5 : 3;
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table print:table">
        <thead>
          <tr className="border-b-2 border-ink-900 text-xs tracking-wide whitespace-nowrap text-ink-600 uppercase">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Unit price
            </th>
            {discounted && (
              <>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  List total
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Discount
                </th>
              </>
            )}
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              {discounted ? 'Paid' : 'Total'}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={`${line.kind}:${line.catalogueId}:${line.quantityType}`}
              className="border-b border-cream-200 align-top"
            >
              <td className="py-2.5 pr-3">
                <span className="font-semibold text-ink-900">{line.name}</span>{' '}
                <span className="text-ink-600">({typeLabel(line)})</span>
                <Contents line={line} />
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">{line.quantity}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">
                {formatNaira(line.unitPriceKobo)}
              </td>
              {discounted && (
                <>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatNaira(line.lineTotalKobo)}
                  </td>
                  <td className="px-3 py-2.5 text-right text-palm-700 tabular-nums">
                    {minus(line.discountKobo)}
                  </td>
                </>
              )}
              <td className="py-2.5 pl-3 text-right font-semibold tabular-nums">
                {formatNaira(line.paidKobo)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {discounted && (
            <>
              <tr>
                <th scope="row" colSpan={span} className="pt-3 pr-3 text-right font-semibold">
                  List price
                </th>
                <td className="pt-3 pl-3 text-right tabular-nums">
                  {formatNaira(order.listTotalKobo)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={span} className="pt-1 pr-3 text-right font-semibold">
                  {DISCOUNT_TEXTS.invoiceDiscount}
                </th>
                <td
                  className="pt-1 pl-3 text-right font-semibold text-palm-700 tabular-nums"
                  data-testid="invoice-discount"
                >
                  {minus(order.discountKobo)}
                </td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row" colSpan={span} className="pt-3 pr-3 text-right text-base font-bold">
              Total amount
            </th>
            <td
              className="pt-3 pl-3 text-right text-lg font-extrabold tabular-nums"
              data-testid="invoice-total"
            >
              {formatNaira(totalKobo)}
            </td>
          </tr>
        </tfoot>
      </table>

      <ul className="flex flex-col sm:hidden print:hidden" aria-label="Items">
        {lines.map((line) => (
          <li
            key={`${line.kind}:${line.catalogueId}:${line.quantityType}`}
            className="border-b border-cream-200 py-3"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0">
                <span className="font-semibold text-ink-900">{line.name}</span>{' '}
                <span className="text-sm text-ink-600">({typeLabel(line)})</span>
              </p>
              <p className="shrink-0 text-right tabular-nums">
                {line.discountKobo > 0 && (
                  <s className="block text-xs text-ink-500">{formatNaira(line.lineTotalKobo)}</s>
                )}
                <span className="font-semibold">{formatNaira(line.paidKobo)}</span>
              </p>
            </div>
            <p className="mt-0.5 text-sm text-ink-600 tabular-nums">
              {line.quantity} × {formatNaira(line.unitPriceKobo)}
              {line.discountKobo > 0 && (
                <span className="font-semibold text-palm-700">
                  {' '}
                  · {minus(line.discountKobo)} {DISCOUNT_TEXTS.invoiceDiscount}
                </span>
              )}
            </p>
            <Contents line={line} />
          </li>
        ))}
        {discounted && (
          <>
            <li className="flex items-baseline justify-between pt-3 text-sm">
              <span>List price</span>
              <span className="tabular-nums">{formatNaira(order.listTotalKobo)}</span>
            </li>
            <li className="flex items-baseline justify-between pt-1 text-sm font-semibold text-palm-700">
              <span>{DISCOUNT_TEXTS.invoiceDiscount}</span>
              <span className="tabular-nums" data-testid="invoice-discount-mobile">
                {minus(order.discountKobo)}
              </span>
            </li>
          </>
        )}
        <li className="flex items-baseline justify-between pt-3">
          <span className="font-bold">Total amount</span>
          <span className="text-xl font-extrabold tabular-nums">{formatNaira(totalKobo)}</span>
        </li>
      </ul>
      <DiscountNote order={order} />
    </>
  );
}
