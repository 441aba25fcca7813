import {
  DISCOUNT_TEXTS,
  isBundleLine,
  lineMaxQuantity,
  type CartLine,
  formatNaira,
} from '@faza/shared';
import { changeLineQuantity, removeLine } from './cart-actions';
import { MinusIcon, PlusIcon, TrashIcon } from './cart-icons';

const iconButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full text-ink-800 transition-colors hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:opacity-40';

/**
 * One cart line: what it is, its unit price, quantity controls and line total. With a Premium Plus
 * discount on the line, a member sees the price they will pay (list struck through), anyone else
 * what they would save.
 */
export function CartLineItem({
  line,
  discountKobo = 0,
  member = false,
  stockNote,
}: {
  line: CartLine;
  discountKobo?: number;
  member?: boolean;
  /** "Out of stock" or "Only N left" when the shop can no longer fill this line. */
  stockNote?: string | undefined;
}) {
  const typeLabel = isBundleLine(line) ? 'Bundle' : line.quantityType;
  const atMax = line.quantity >= lineMaxQuantity(line);

  return (
    <li
      aria-label={`${line.name}, ${typeLabel}`}
      className="flex gap-3 rounded-2xl border border-cream-200 bg-white p-3 shadow-card"
    >
      <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-cream-100 to-palm-50">
        <img src={line.image} alt="" width={44} height={44} loading="lazy" decoding="async" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 leading-snug font-semibold text-ink-900">{line.name}</p>
            <p className="mt-0.5 text-sm text-ink-600">
              <span className="font-medium text-ink-800">{typeLabel}</span>
              {' · '}
              {formatNaira(line.price)} each
            </p>
            {discountKobo > 0 && (
              <p
                data-testid="line-plus-discount"
                className="mt-1 inline-flex rounded-lg bg-palm-50 px-2 py-0.5 text-xs font-semibold text-palm-700"
              >
                {member
                  ? DISCOUNT_TEXTS.lineMember(discountKobo)
                  : DISCOUNT_TEXTS.lineOthers(discountKobo)}
              </p>
            )}
            {stockNote && (
              <p
                data-testid="line-stock-note"
                className="mt-1 inline-flex rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200"
              >
                {stockNote}
              </p>
            )}
            {line.previousPrice !== undefined && (
              <p className="mt-1 inline-flex rounded-full bg-plantain-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
                Price changed: was {formatNaira(line.previousPrice)}
              </p>
            )}
          </div>
          <button
            type="button"
            aria-label="Remove item"
            className={`${iconButton} -mt-1.5 -mr-1.5 text-ink-500 hover:text-palm-700`}
            onClick={() => removeLine(line)}
          >
            <TrashIcon size={18} />
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="flex items-center rounded-full border border-sand-300 bg-cream-50">
            <button
              type="button"
              aria-label="Decrease quantity"
              className={iconButton}
              onClick={() => changeLineQuantity(line.id, line.quantity - 1)}
            >
              <MinusIcon size={16} />
            </button>
            <span
              aria-live="polite"
              className="min-w-8 text-center font-bold text-ink-900 tabular-nums"
            >
              <span className="sr-only">Quantity </span>
              <span data-testid="line-quantity">{line.quantity}</span>
            </span>
            <button
              type="button"
              aria-label="Increase quantity"
              className={iconButton}
              onClick={() => changeLineQuantity(line.id, line.quantity + 1)}
              // At the limit the button stays pressable so the customer is told why (spec toast).
              aria-disabled={atMax || undefined}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <p className="text-right font-bold text-ink-900 tabular-nums">
            <span className="sr-only">Line total </span>
            {member && discountKobo > 0 && (
              <s className="block text-xs font-medium text-ink-500">
                {formatNaira(line.price * line.quantity)}
              </s>
            )}
            {formatNaira(line.price * line.quantity - (member ? discountKobo : 0))}
          </p>
        </div>
      </div>
    </li>
  );
}
