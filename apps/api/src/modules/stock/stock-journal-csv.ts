import { toCsv } from '@faza/shared';
import type { Queryable } from '../../db/transaction';

const COLUMNS = [
  'time',
  'product',
  'kind',
  'on_hand_change',
  'held_change',
  'reserved_change',
  'order',
  'delivery',
  'batch',
  'supplier',
  'unit_cost_kobo',
  'best_before',
  'reason',
  'staff',
] as const;

/** The stock journal, oldest first, as a CSV for staff (cells made safe for spreadsheets). */
export async function stockJournalCsv(db: Queryable): Promise<string> {
  const rows = await db<Record<(typeof COLUMNS)[number], string | null>[]>`
    select to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as time,
           j.product_id as product, j.kind,
           j.on_hand_delta::text as on_hand_change, j.held_delta::text as held_change,
           j.reserved_delta::text as reserved_change,
           j.order_id::text as "order", j.delivery_id::text as delivery, j.batch, j.supplier,
           j.unit_cost_kobo::text as unit_cost_kobo, j.best_before::text as best_before,
           j.reason, u.email as staff
    from stock_journal j left join users u on u.id = j.actor_id
    order by j.created_at, j.id`;
  return toCsv(
    COLUMNS,
    rows.map((r) => COLUMNS.map((c) => r[c])),
  );
}
