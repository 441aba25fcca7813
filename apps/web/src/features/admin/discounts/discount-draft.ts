import { MAX_DISCOUNT_BP, type AdminDiscount, type DiscountRuleRequest } from '@faza/shared';
import { koboToDraft, nairaToKobo } from '../shared';

/** A rule as the console's form holds it: what staff type, before it is a request. */
export type DiscountDraft = {
  kind: 'line' | 'order';
  percent: string;
  units: string;
  amount: string;
  /** `datetime-local` values, in this browser's time zone. */
  starts: string;
  ends: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** '5', '2.5' or '5%' → basis points, or null when it is not a percentage above 0 and up to 50. */
export function percentToBp(draft: string): number | null {
  const clean = draft.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const bp = Math.round(Number(clean) * 100);
  return bp >= 1 && bp <= MAX_DISCOUNT_BP ? bp : null;
}

export const draftOf = (rule: AdminDiscount | null): DiscountDraft => ({
  kind: rule?.kind ?? 'line',
  percent: rule ? String(rule.percentBp / 100) : '',
  units: rule?.minBaseUnits != null ? String(rule.minBaseUnits) : '',
  amount: rule?.minOrderKobo != null ? koboToDraft(rule.minOrderKobo) : '',
  starts: toLocalInput(rule?.startsAt ?? new Date().toISOString()),
  ends: rule?.endsAt ? toLocalInput(rule.endsAt) : '',
});

/** The request a draft makes, or null while something typed is not valid yet. */
export function requestOf(draft: DiscountDraft): DiscountRuleRequest | null {
  const percentBp = percentToBp(draft.percent);
  const units = /^\d+$/.test(draft.units.trim()) ? Number(draft.units) : null;
  const amount = nairaToKobo(draft.amount);
  const starts = Date.parse(draft.starts);
  const ends = draft.ends ? Date.parse(draft.ends) : null;
  if (percentBp === null || Number.isNaN(starts) || (ends !== null && !(ends > starts)))
    return null;
  if (draft.kind === 'line' ? !units : amount === null) return null;
  return {
    kind: draft.kind,
    percentBp,
    minBaseUnits: draft.kind === 'line' ? units : null,
    minOrderKobo: draft.kind === 'order' ? amount : null,
    startsAt: new Date(starts).toISOString(),
    endsAt: ends === null ? null : new Date(ends).toISOString(),
  };
}
