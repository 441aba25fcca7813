import { toMilli } from './stock-rules';

/** One product's figures as the custody check reads them, in base units. */
export type CustodyFigures = {
  productId: string;
  /** The cached row, as checkout reads and writes it. */
  cached: { onHand: number; heldForPantries: number; reserved: number };
  /** The same three summed from the append-only stock journal. */
  journal: { onHand: number; heldForPantries: number; reserved: number };
  /** From the journal by kind: what came in, went out to customers, was written off. */
  received: number;
  delivered: number;
  writtenOff: number;
  /** What unpaid orders' lines need, from the orders themselves. */
  unpaidOrdersNeed: number;
};

/**
 * What is wrong with one product's custody, in words for the `stock check` report: on hand is
 * received less delivered less written off, free never below zero, reservations exactly the unpaid
 * orders' lines, and the cached figures equal to the journal's.
 */
export function custodyProblems(f: CustodyFigures): string[] {
  const problems: string[] = [];
  const c = {
    onHand: toMilli(f.cached.onHand),
    held: toMilli(f.cached.heldForPantries),
    reserved: toMilli(f.cached.reserved),
  };
  const j = {
    onHand: toMilli(f.journal.onHand),
    held: toMilli(f.journal.heldForPantries),
    reserved: toMilli(f.journal.reserved),
  };
  if (j.onHand !== toMilli(f.received) - toMilli(f.delivered) - toMilli(f.writtenOff))
    problems.push('on hand is not received − delivered − written off');
  if (c.onHand - c.held - c.reserved < 0) problems.push('free stock is below zero');
  if (c.held < 0 || c.reserved < 0) problems.push('a held or reserved figure is below zero');
  if (j.reserved !== toMilli(f.unpaidOrdersNeed))
    problems.push('reservations differ from the unpaid orders’ lines');
  if (c.onHand !== j.onHand || c.held !== j.held || c.reserved !== j.reserved)
    problems.push('the cached figures differ from the journal');
  return problems;
}
