import { parseNairaString, type WithdrawalState } from '@faza/shared';

/** A typed naira amount ('5000', '5,000', '₦1,200.50') in kobo, or null when it is not one. */
export const parseAmount = (input: string): number | null =>
  input.trim() === '' ? null : parseNairaString(input);

/** How the list names each state, and its badge's tone. */
export const STATE_LABELS: Record<
  WithdrawalState,
  { label: string; tone: 'plantain' | 'leaf' | 'palm' | 'neutral' | 'danger' }
> = {
  awaiting_approval: { label: 'Awaiting approval', tone: 'plantain' },
  processing: { label: 'Processing', tone: 'palm' },
  paid: { label: 'Paid', tone: 'leaf' },
  failed: { label: 'Failed — money returned', tone: 'danger' },
  reversed: { label: 'Reversed — money returned', tone: 'danger' },
};
