/** Whole-percent saving against buying the items singly, for the savings badge. */
export function savingsPercent(savingsKobo: number, singlesTotalKobo: number): number | null {
  if (!(singlesTotalKobo > 0) || !(savingsKobo > 0)) return null;
  return Math.round((savingsKobo / singlesTotalKobo) * 100);
}
