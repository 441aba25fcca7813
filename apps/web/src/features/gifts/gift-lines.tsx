import { formatNaira, pantryQuantityLabel } from '@faza/shared';

type Lines = {
  amount_kobo: number | null;
  items: readonly { 'food-name': string; 'food-quantity': number; 'food-quantity-type': string }[];
};

/** What a gift gives: the amount, or one line per food. */
export function GiftLines({ gift, large = false }: { gift: Lines; large?: boolean }) {
  if (gift.amount_kobo !== null)
    return (
      <p className={large ? 'text-3xl font-extrabold text-ink-900' : 'font-bold text-ink-900'}>
        {formatNaira(gift.amount_kobo)}
      </p>
    );
  return (
    <ul className="space-y-1">
      {gift.items.map((line) => (
        <li
          key={`${line['food-name']}|${line['food-quantity-type']}`}
          className={large ? 'text-lg font-bold text-ink-900' : 'font-semibold text-ink-900'}
        >
          {line['food-name']}{' '}
          <span className="font-normal text-ink-600">
            · {pantryQuantityLabel(line['food-quantity'], line['food-quantity-type'])}
          </span>
        </li>
      ))}
    </ul>
  );
}
