import { deliveryFeeKobo, deliveryGrams, type DeliveryQuote } from '@faza/shared';
import type { z } from 'zod';
import type { deliveryQuoteRequestSchema } from '@faza/shared';
import type { Queryable } from '../../db/transaction';
import { refuse } from '../../lib/app-error';
import { feeRules, findZone } from './slots-repository';

export type QuoteRequest = z.output<typeof deliveryQuoteRequestSchema>;

/**
 * The fee a delivery of these lots to this zone would be charged now, by the same pure rule and
 * the caller's tier as the request (docs/decisions/0057). Nothing is booked or charged; the
 * request charges this amount or refuses with DELIVERY_FEE_CHANGED if it is no longer the fee.
 */
export async function quoteDelivery(
  db: Queryable,
  userId: string,
  body: QuoteRequest,
): Promise<DeliveryQuote> {
  const zone = await findZone(db, body.zoneId);
  if (!zone || !zone.served) throw refuse('DELIVERY_ZONE_NOT_SERVED', { field: 'zoneId' });
  const ids = body.items.map((i) => i['lot-id']);
  const lots = await db<{ id: string; quantity_type: string }[]>`
    select id, quantity_type from pantry_lots where owner_id = ${userId} and id = any(${ids}::uuid[])`;
  const typeOf = new Map(lots.map((l) => [l.id, l.quantity_type]));
  const lines = body.items.map((i) => {
    const type = typeOf.get(i['lot-id']);
    if (type === undefined) throw refuse('NOT_IN_PANTRY');
    return { quantity_type: type, quantity: i.quantity };
  });
  const rules = await feeRules(db, userId);
  const input = {
    zoneFeeKobo: Number(zone.fee_kobo),
    grams: deliveryGrams(lines),
    bands: rules.bands,
  };
  return {
    zone_id: zone.id,
    fee_kobo: deliveryFeeKobo({ ...input, tierPercent: rules.percent }),
    full_fee_kobo: deliveryFeeKobo({ ...input, tierPercent: 100 }),
  };
}
