import {
  deliveryDate,
  dueDates,
  instalmentAmounts,
  koboToNaira,
  type CircleGoal,
  type CircleInstalment,
  type CircleQuoteResponse,
  type CircleSchedule,
  type OrderBundleItem,
} from '@faza/shared';
import type { CircleOrderLine } from '../orders';

const naira = koboToNaira;

/** The goal's foods with their locked prices: a bundle's contents, or the foods themselves. */
export function toGoal(
  bundle: { id: string; name: string } | null,
  lines: readonly CircleOrderLine[],
  goalKobo: number,
): CircleGoal {
  const foods = lines.flatMap((line) =>
    line.kind === 'bundle'
      ? (line.contents as OrderBundleItem[]).map((c) => ({
          id: c.productId,
          name: c.name,
          type: c.quantityType,
          quantity: c.quantity * line.quantity,
          unit: c.unitPriceKobo,
          image: c.image,
        }))
      : [
          {
            id: line.catalogue_id,
            name: line.name,
            type: line.quantity_type,
            quantity: line.quantity,
            unit: line.unit_price_kobo,
            image: line.image_url,
          },
        ],
  );
  return {
    bundle,
    lines: foods.map((f) => ({
      'product-id': f.id,
      name: f.name,
      'quantity-type': f.type,
      quantity: f.quantity,
      'unit-price': naira(f.unit),
      'line-total': naira(f.unit * f.quantity),
      'line-total-kobo': f.unit * f.quantity,
      image: f.image,
    })),
    total: naira(goalKobo),
    'total-kobo': goalKobo,
  };
}

function toSchedule(
  priceKobo: number,
  count: number,
  start: string,
  schedule: CircleSchedule,
): CircleInstalment[] {
  const amounts = instalmentAmounts(priceKobo, count);
  return dueDates(start, schedule, count).map((day, i) => ({
    number: i + 1,
    'due-date': day,
    amount: naira(amounts[i]!),
    'amount-kobo': amounts[i]!,
  }));
}

/** `POST /api/circles/quote` and the price parts of every circle answer. */
export function toQuote(
  goal: CircleGoal,
  priceKobo: number,
  count: number,
  start: string,
  schedule: CircleSchedule,
): CircleQuoteResponse {
  const plan = toSchedule(priceKobo, count, start, schedule);
  const first = plan[0]!['amount-kobo'];
  const last = plan[plan.length - 1]!['amount-kobo'];
  return {
    goal,
    price: naira(priceKobo),
    'price-kobo': priceKobo,
    instalment: naira(first),
    'instalment-kobo': first,
    'last-instalment': naira(last),
    'last-instalment-kobo': last,
    'due-dates': plan.map((p) => p['due-date']),
    schedule: plan,
    'delivery-date': deliveryDate(plan[plan.length - 1]!['due-date']),
  };
}
