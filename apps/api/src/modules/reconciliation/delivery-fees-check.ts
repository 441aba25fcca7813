import type { Queryable } from '../../db/transaction';

/** A delivery fee the ledger disagrees with (docs/decisions/0057). */
export type DeliveryFeeMismatch =
  | { kind: 'delivery_revenue'; revenueKobo: number; feesKobo: number }
  | {
      kind: 'delivery_fee';
      deliveryId: string;
      feeKobo: number;
      chargedKobo: number;
      refundedKobo: number;
    };

/**
 * Delivery fees against the books: `delivery_revenue` holds exactly the fees of deliveries not
 * refunded, and each delivery was charged its fee once and refunded it at most once, in full.
 */
export async function checkDeliveryFees(
  db: Queryable,
  revenueKobo: number,
): Promise<DeliveryFeeMismatch[]> {
  const mismatches: DeliveryFeeMismatch[] = [];
  const [kept] = await db<{ kobo: number }[]>`
    select coalesce(sum(fee_kobo), 0)::bigint as kobo from deliveries where fee_refunded_at is null`;
  if (Number(kept!.kobo) !== revenueKobo)
    mismatches.push({ kind: 'delivery_revenue', revenueKobo, feesKobo: Number(kept!.kobo) });
  const rows = await db<{ id: string; fee_kobo: number; charged: number; refunded: number }[]>`
    select d.id, d.fee_kobo,
           coalesce(sum(t.amount_kobo) filter (where t.kind = 'delivery_fee'), 0)::bigint as charged,
           coalesce(sum(t.amount_kobo) filter (where t.kind = 'delivery_fee_refund'), 0)::bigint
             as refunded
    from deliveries d
    left join ledger_transfers t
      on t.kind in ('delivery_fee', 'delivery_fee_refund') and t.reference = d.id::text
    group by d.id, d.fee_kobo, d.fee_refunded_at
    having coalesce(sum(t.amount_kobo) filter (where t.kind = 'delivery_fee'), 0) <> d.fee_kobo
        or coalesce(sum(t.amount_kobo) filter (where t.kind = 'delivery_fee_refund'), 0)
           <> case when d.fee_refunded_at is null then 0 else d.fee_kobo end`;
  for (const r of rows)
    mismatches.push({
      kind: 'delivery_fee',
      deliveryId: r.id,
      feeKobo: Number(r.fee_kobo),
      chargedKobo: Number(r.charged),
      refundedKobo: Number(r.refunded),
    });
  return mismatches;
}
