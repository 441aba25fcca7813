import { bundleItemLabel, formatNaira, type OrderLine } from '@faza/shared';

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

/**
 * The invoice's item table (docs/product-spec.md §2): item with quantity type, quantity, unit price, line total.
 * A table from 640 px and on paper; stacked rows on a phone, where four columns would not fit.
 */
export function InvoiceItems({
  lines,
  totalKobo,
}: {
  lines: readonly OrderLine[];
  totalKobo: number;
}) {
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
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Total
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
              <td className="py-2.5 pl-3 text-right font-semibold tabular-nums">
                {formatNaira(line.lineTotalKobo)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pr-3 text-right text-base font-bold">
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
              <p className="shrink-0 font-semibold tabular-nums">
                {formatNaira(line.lineTotalKobo)}
              </p>
            </div>
            <p className="mt-0.5 text-sm text-ink-600 tabular-nums">
              {line.quantity} × {formatNaira(line.unitPriceKobo)}
            </p>
            <Contents line={line} />
          </li>
        ))}
        <li className="flex items-baseline justify-between pt-3">
          <span className="font-bold">Total amount</span>
          <span className="text-xl font-extrabold tabular-nums">{formatNaira(totalKobo)}</span>
        </li>
      </ul>
    </>
  );
}
