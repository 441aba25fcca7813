import type { ReactNode } from 'react';

// Hand-drawn SVG bars (docs/decisions/0040): the figures are a handful of categories, flows or
// days, which plain SVG draws in a few hundred bytes where a chart library would add tens of
// kilobytes to this route. The chart is a picture of the table beside it, so screen readers skip
// it and read the table.

export type Bar = { label: string; value: number; compare?: number };

const PALM = 'var(--color-palm-500)';
const GREY = '#b9b1a6';

function Track({ share, color, thin }: { share: number; color: string; thin?: boolean }) {
  return (
    <svg
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      width="100%"
      height={thin ? 6 : 12}
      className="block"
    >
      <rect x={0} y={0} width={100} height={10} rx={2} fill="#f4efe7" />
      {share > 0 && <rect x={0} y={0} width={Math.max(1, share * 100)} height={10} fill={color} />}
    </svg>
  );
}

/**
 * One bar per row, scaled to the largest value, the value written beside it; with `compare`, a
 * thin grey bar under each for the month before.
 */
export function BarChart({
  bars,
  format,
  label = 'This month',
  compareLabel,
  color = PALM,
}: {
  bars: readonly Bar[];
  format: (value: number) => string;
  /** What the coloured bars are, in the legend shown with `compareLabel`. */
  label?: string;
  compareLabel?: string;
  color?: string;
}) {
  const max = Math.max(1, ...bars.flatMap((b) => [b.value, b.compare ?? 0]));
  return (
    <figure aria-hidden="true" className="m-0">
      <ul className="space-y-3">
        {bars.map((b) => (
          <li key={b.label}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="truncate text-ink-800">{b.label}</span>
              <span className="shrink-0 font-semibold text-ink-900 tabular-nums">
                {format(b.value)}
              </span>
            </div>
            <Track share={b.value / max} color={color} />
            {b.compare !== undefined && (
              <div className="mt-1">
                <Track share={b.compare / max} color={GREY} thin />
              </div>
            )}
          </li>
        ))}
      </ul>
      {compareLabel && (
        <figcaption className="mt-3 flex flex-wrap items-center gap-4 text-xs text-ink-600">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2 w-4 rounded-sm" style={{ background: color }} />
            {label}
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-1.5 w-4 rounded-sm" style={{ background: GREY }} />
            {compareLabel}
          </span>
        </figcaption>
      )}
    </figure>
  );
}

/** A chart with its table: side by side from 768 px, the table below on a phone. */
export function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      {chart}
      {table}
    </div>
  );
}

export function FigureTable({
  caption,
  hideCaption,
  columns,
  rows,
}: {
  caption: string;
  /** The caption repeats the heading above: keep it for screen readers only. */
  hideCaption?: boolean;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption
          className={
            hideCaption
              ? 'sr-only'
              : 'mb-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase'
          }
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-cream-200 text-left text-ink-600">
            {columns.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={i === 0 ? 'py-2 pr-2 font-medium' : 'py-2 pl-2 text-right font-medium'}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, ri) => (
            <tr key={ri} className="border-b border-cream-100 last:border-0">
              {r.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-2 pr-2 text-left font-normal text-ink-900">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-2 pl-2 text-right text-ink-900 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
