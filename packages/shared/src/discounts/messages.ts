import { formatNaira } from '../rules/money';
import { formatPercentBp, type DiscountRule } from './discount-rules';

// Ours: the spec names bulk purchase discounts as a Premium Plus benefit (docs/product-spec.md §1)
// and gives no texts for them.
export const DISCOUNT_TEXTS = {
  /** One rule in words, for the shop, the cart, the invoice and the console. */
  describe: (
    rule: Pick<DiscountRule, 'kind' | 'percentBp'> & {
      minBaseUnits?: number | null;
      minOrderKobo?: number | null;
    },
  ) =>
    rule.kind === 'line'
      ? `${formatPercentBp(rule.percentBp)} off sizes of ${rule.minBaseUnits ?? 0} units or more (${rule.minBaseUnits ?? 0} kg, ${rule.minBaseUnits ?? 0} litres…)`
      : `${formatPercentBp(rule.percentBp)} off orders of ${formatNaira(rule.minOrderKobo ?? 0)} or more`,
  /** A shop card: the member's own discount, or what Premium Plus would give anyone else. */
  cardMember: (percent: string, tier: string) => `Your Plus price: ${percent} off ${tier} and up`,
  cardOthers: (percent: string, tier: string) => `Premium Plus: ${percent} off ${tier} and up`,
  memberPrice: 'Your Premium Plus price',
  /** A cart line: the member's discount, or what Premium Plus would take off it. */
  lineMember: (kobo: number) => `Plus discount −${formatNaira(kobo)}`,
  lineOthers: (kobo: number) => `Save ${formatNaira(kobo)} with Premium Plus`,
  wouldSave: (kobo: number) => `With Premium Plus you would save ${formatNaira(kobo)}`,
  invoiceDiscount: 'Premium Plus discount',
  notFound: 'No such discount rule.',
  alreadyEnded: 'This discount rule has already ended.',
  lineNeedsUnits: 'Enter the size, in units, from which this discount applies.',
  orderNeedsAmount: 'Enter the order amount from which this discount applies.',
  percentRange: 'Enter a percentage above 0% and at most 50%.',
  endsBeforeStart: 'The end must be after the start.',
  badDate: 'Enter a date and time.',
} as const;
