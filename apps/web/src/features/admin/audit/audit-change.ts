import { formatNaira } from '@faza/shared';

export type ChangeRow = { field: string; before: string | null; after: string | null };

const isKoboKey = (key: string) => /_kobo$|Kobo$/.test(key);

/** One value in words: kobo as naira, tier lists as "5kg ₦9,600", anything else compactly. */
function formatAuditValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && isKoboKey(key)) return formatNaira(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value))
    return value
      .map((v) =>
        v && typeof v === 'object' && 'label' in v && 'price_kobo' in v
          ? `${String(v.label)} ${formatNaira(Number(v.price_kobo))}`
          : v && typeof v === 'object' && 'product_id' in v
            ? `${String((v as { quantity?: number }).quantity ?? '')} × ${String(v.product_id)} (${String((v as { tier_label?: string }).tier_label ?? '')})`
            : typeof v === 'object'
              ? JSON.stringify(v)
              : String(v),
      )
      .join(' · ');
  return JSON.stringify(value);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The fields an audit entry changed, before → after, in the order they first appear. Fields
 * only in `after` (a new record's details) are listed with no before.
 */
export function auditChanges(before: unknown, after: unknown): ChangeRow[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({
      field: k,
      before: k in b ? formatAuditValue(k, b[k]) : null,
      after: k in a ? formatAuditValue(k, a[k]) : null,
    }));
}
